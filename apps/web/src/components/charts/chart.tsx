import { Skeleton } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';

type ECharts = typeof import('./echarts-setup')['echarts'];

/** Loaded on the first chart a page draws, so no other page carries the library. */
let loading: Promise<ECharts> | undefined;
const loadECharts = () => {
  loading ??= import('./echarts-setup').then((module) => module.echarts);
  return loading;
};

export interface ChartProps {
  option: EChartsCoreOption;
  height?: number;
  /** Names the chart for assistive technology and tests. */
  label: string;
}

/** An ECharts chart that follows its box's size and its option; a skeleton until the library is in. */
export function Chart({ option, height = 260, label }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<ECharts['init']> | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    loadECharts().then((echarts) => {
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current, undefined, { renderer: 'svg' });
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, { notMerge: true });
  }, [ready, option]);

  return (
    <div className="cbo-chart" style={{ position: 'relative', height }}>
      <div ref={box} role="img" aria-label={label} style={{ position: 'absolute', inset: 0 }} />
      {!ready && <Skeleton.Node active style={{ width: '100%', height }} />}
    </div>
  );
}
