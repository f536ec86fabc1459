import type { ApplicationStatistics } from '@cbo/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import { CHART_COLORS } from '../../../components/charts/format';

type CountRow = ApplicationStatistics['byStatus'][number];

/** A pie of counts, legend below so long names wrap into the card rather than over the pie. */
export function pieOption(rows: readonly CountRow[], name: string): EChartsCoreOption {
  return {
    color: CHART_COLORS,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        name,
        type: 'pie',
        radius: ['38%', '66%'],
        center: ['50%', '44%'],
        avoidLabelOverlap: true,
        label: { formatter: '{b}: {c}' },
        data: rows.map((row) => ({ name: row.name, value: row.count })),
      },
    ],
  };
}

/** Horizontal bars, the largest on top (the rows come largest first). */
export function barOption(rows: readonly CountRow[], name: string, limit = rows.length): EChartsCoreOption {
  const shown = rows.slice(0, limit).reverse();
  return {
    color: CHART_COLORS,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: shown.map((row) => row.name),
      axisLabel: { width: 140, overflow: 'truncate' },
    },
    series: [
      {
        name,
        type: 'bar',
        barMaxWidth: 22,
        label: { show: true, position: 'right' },
        data: shown.map((row) => row.count),
      },
    ],
  };
}

/** Submissions and decisions per day. */
export function dailyOption(
  daily: ApplicationStatistics['daily'],
  names: { submitted: string; decided: string },
): EChartsCoreOption {
  return {
    color: CHART_COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', boundaryGap: false, data: daily.map((day) => day.date) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: names.submitted, type: 'line', data: daily.map((day) => day.submitted) },
      { name: names.decided, type: 'line', data: daily.map((day) => day.decided) },
    ],
  };
}
