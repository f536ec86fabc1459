import type { TaskConsistency } from '@cbo/contracts';
import type { EChartsCoreOption } from 'echarts/core';

export interface ConsistencyNames {
  mean: string;
  range: string;
  panelMean: string;
}

/**
 * Each expert's mean (a point) over a floating bar from mean − spread to mean + spread, against the
 * panel's mean (a flat line): a lenient or severe judge stands off the line.
 */
export function consistencyOption(data: TaskConsistency, names: ConsistencyNames): EChartsCoreOption {
  const judges = data.judges;
  const low = judges.map((judge) => judge.mean - judge.spread);
  return {
    color: ['#91caff', '#1677ff', '#fa8c16'],
    animation: false,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      // The invisible base of the floating bar says nothing: only the named series are listed.
      formatter: (params: Array<{ seriesName: string; dataIndex: number; marker: string }>) => {
        const judge = judges[params[0]?.dataIndex ?? 0];
        if (!judge) return '';
        return [
          judge.nickName,
          `${names.mean}: ${judge.mean.toFixed(2)}`,
          `${names.range}: ${(judge.mean - judge.spread).toFixed(2)} – ${(judge.mean + judge.spread).toFixed(2)}`,
          `${names.panelMean}: ${data.panel.mean.toFixed(2)}`,
        ].join('<br/>');
      },
    },
    legend: { top: 0, type: 'scroll', data: [names.range, names.mean, names.panelMean] },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: judges.map((judge) => judge.nickName),
      axisLabel: { interval: 0, rotate: judges.length > 6 ? 30 : 0, width: 80, overflow: 'truncate' },
    },
    yAxis: { type: 'value', scale: true },
    series: [
      {
        name: 'base',
        type: 'bar',
        stack: 'range',
        silent: true,
        itemStyle: { color: 'transparent' },
        emphasis: { disabled: true },
        data: low,
      },
      {
        name: names.range,
        type: 'bar',
        stack: 'range',
        barMaxWidth: 18,
        itemStyle: { color: '#91caff' },
        data: judges.map((judge) => judge.spread * 2),
      },
      {
        name: names.mean,
        type: 'line',
        itemStyle: { color: '#1677ff' },
        symbol: 'circle',
        symbolSize: 9,
        lineStyle: { opacity: 0 },
        data: judges.map((judge) => judge.mean),
      },
      {
        name: names.panelMean,
        type: 'line',
        itemStyle: { color: '#fa8c16' },
        symbol: 'none',
        lineStyle: { type: 'dashed', width: 2 },
        data: judges.map(() => data.panel.mean),
      },
    ],
  };
}
