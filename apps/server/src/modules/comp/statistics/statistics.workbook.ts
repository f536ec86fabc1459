import type { ApplicationStatistics } from '@cbo/contracts';
import type { SheetSpec } from '../../../lib/excel/workbook';

/** A sheet name Excel accepts: none of : \ / ? * [ ], at most 31 characters, unique in the book. */
function sheetTitle(wanted: string, taken: Set<string>): string {
  const base = wanted.replace(/[:\\/?*[\]]/g, ' ').slice(0, 28) || 'Sheet';
  let title = base;
  for (let n = 2; taken.has(title); n++) title = `${base}_${n}`;
  taken.add(title);
  return title;
}

/**
 * The statistics export's sheets: the status funnel, each breakdown the track's page shows (with
 * the count of applications or people not filled in), the daily figures and the review turnaround.
 */
export function statisticsSheets(figures: ApplicationStatistics): SheetSpec[] {
  const taken = new Set<string>();
  const counts = (title: string, list: Array<{ name: string; count: number }>, missing = 0, unit = '数量') => ({
    title: sheetTitle(title, taken),
    columns: [
      { header: '名称', width: 30 },
      { header: unit, width: 12 },
    ],
    rows: [
      ...list.map((row): [string, number] => [row.name, row.count]),
      ...(missing > 0 ? [['未填写', missing] as [string, number]] : []),
    ],
  });
  return [
    counts('按状态', figures.byStatus),
    ...figures.breakdowns.map((breakdown) =>
      counts(
        breakdown.title['zh-CN'],
        breakdown.rows,
        breakdown.missing,
        breakdown.unit === 'people' ? '人数' : '申报数',
      ),
    ),
    {
      title: sheetTitle('每日', taken),
      columns: [
        { header: '日期', width: 14 },
        { header: '提交', width: 10 },
        { header: '审核决定', width: 10 },
      ],
      rows: figures.daily.map((day) => [day.date, day.submitted, day.decided]),
    },
    {
      title: sheetTitle('审核时长', taken),
      rows: [
        ['已决定的申报', figures.turnaround.decided],
        ['中位数（小时）', figures.turnaround.medianHours],
        ['第90百分位（小时）', figures.turnaround.p90Hours],
      ],
    },
  ];
}
