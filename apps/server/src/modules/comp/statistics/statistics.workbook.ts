import type { SheetSpec } from '../../../lib/excel/workbook';
import type { StatisticsService } from './statistics.service';

type Figures = Awaited<ReturnType<StatisticsService['summary']>>;

const SHEETS = [
  ['byStatus', '按状态'],
  ['byRegion', '按地区'],
  ['byOrganisation', '按单位'],
  ['byCategory', '按组别'],
  ['byIndustry', '按行业'],
] as const;

/** The statistics export's sheets: one per breakdown, the daily figures and the review turnaround. */
export function statisticsSheets(figures: Figures): SheetSpec[] {
  return [
    ...SHEETS.map(([key, title]) => ({
      title,
      columns: [
        { header: '名称', width: 30 },
        { header: '数量', width: 12 },
      ],
      rows: figures[key].map((row) => [row.name, row.count]),
    })),
    {
      title: '每日',
      columns: [
        { header: '日期', width: 14 },
        { header: '提交', width: 10 },
        { header: '审核决定', width: 10 },
      ],
      rows: figures.daily.map((day) => [day.date, day.submitted, day.decided]),
    },
    {
      title: '审核时长',
      rows: [
        ['已决定的申报', figures.turnaround.decided],
        ['中位数（小时）', figures.turnaround.medianHours],
        ['第90百分位（小时）', figures.turnaround.p90Hours],
      ],
    },
  ];
}
