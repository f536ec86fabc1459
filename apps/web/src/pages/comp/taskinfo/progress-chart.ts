import type { ProgressCounts } from '@cbo/contracts';
import type { EChartsCoreOption } from 'echarts/core';

/** The stacked parts of a row: each assignment counted once (submitted, draft, opened only, not opened). */
export function progressParts(row: ProgressCounts) {
  const submitted = row.submitted;
  const draft = Math.min(row.draft, row.assigned - submitted);
  const openedOnly = Math.max(0, Math.min(row.opened - submitted - draft, row.assigned - submitted - draft));
  const notOpened = Math.max(0, row.assigned - submitted - draft - openedOnly);
  return { submitted, draft, openedOnly, notOpened };
}

export interface ProgressNames {
  submitted: string;
  draft: string;
  openedOnly: string;
  notOpened: string;
}

const COLORS = { submitted: '#52c41a', draft: '#1677ff', openedOnly: '#faad14', notOpened: '#d9d9d9' };

/** Horizontal stacked bars, one per row (group or expert), first row on top. */
export function progressOption(
  rows: readonly (ProgressCounts & { name: string })[],
  names: ProgressNames,
): EChartsCoreOption {
  const shown = [...rows].reverse();
  const parts = shown.map(progressParts);
  const keys = ['submitted', 'draft', 'openedOnly', 'notOpened'] as const;
  return {
    color: keys.map((key) => COLORS[key]),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: shown.map((row) => row.name), axisLabel: { width: 150, overflow: 'truncate' } },
    series: keys.map((key) => ({
      name: names[key],
      type: 'bar',
      stack: 'progress',
      barMaxWidth: 22,
      emphasis: { focus: 'series' },
      data: parts.map((part) => part[key]),
    })),
  };
}
