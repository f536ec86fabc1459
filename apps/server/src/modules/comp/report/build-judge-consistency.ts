import { barChart, documentOf, type ReportStamp, round } from './report-build-common';
import type { JudgeConsistencyData } from './report-data';
import type { ReportDocument } from './report-document';
import { textsOf } from './report-texts';

// judge_consistency (docs/reports.md): the judge metrics of a task's latest result version
// (comp_judge_metric, docs/rating.md): n, mean, spread, leniency, Spearman, outliers.

export function buildJudgeConsistency(data: JudgeConsistencyData, stamp: ReportStamp): ReportDocument {
  const t = textsOf(stamp.locale);
  const lenient = data.judges.flatMap((judge) => (judge.leniency === null ? [] : [judge.leniency]));
  const meanLeniency = lenient.length
    ? round(lenient.reduce((sum, value) => sum + value, 0) / lenient.length, 2)
    : null;
  const version = data.version
    ? [{ label: t('meta.version'), value: `v${data.version.versionNo}${data.version.provisional ? ' *' : ''}` }]
    : [];
  return documentOf(stamp, {
    title: t('title.judge_consistency', { subject: data.task.name }),
    edition: data.edition,
    extraMeta: [{ label: t('meta.task'), value: `${data.task.stageName} · ${data.task.name}` }, ...version],
    sections: [
      {
        heading: t('judge.section'),
        paragraphs: data.version ? [] : [t('judge.noVersion')],
        figures: [
          { label: t('judge.experts'), value: data.judges.length },
          { label: t('judge.sheets'), value: data.judges.reduce((sum, judge) => sum + judge.n, 0) },
          { label: t('judge.meanLeniency'), value: meanLeniency },
        ],
        charts: [
          barChart(
            t('judge.chart'),
            data.judges.map((judge) => judge.name),
            data.judges.map((judge) => round(judge.leniency ?? 0, 2)),
          ),
        ],
        table: {
          sheetName: t('judge.section'),
          columns: [
            { key: 'expert', title: t('col.expert'), width: 16 },
            { key: 'n', title: t('col.n'), width: 8, decimals: 0, align: 'right' },
            { key: 'mean', title: t('col.mean'), width: 10, decimals: 2, align: 'right' },
            { key: 'spread', title: t('col.spread'), width: 10, decimals: 2, align: 'right' },
            { key: 'leniency', title: t('col.leniency'), width: 10, decimals: 2, align: 'right' },
            { key: 'spearman', title: t('col.spearman'), width: 12, decimals: 3, align: 'right' },
            { key: 'outliers', title: t('col.outliers'), width: 10, decimals: 0, align: 'right' },
          ],
          rows: data.judges.map((judge) => ({
            expert: judge.name,
            n: judge.n,
            mean: judge.mean,
            spread: judge.spread,
            leniency: judge.leniency,
            spearman: judge.spearman,
            outliers: judge.outliers,
          })),
        },
      },
    ],
  });
}
