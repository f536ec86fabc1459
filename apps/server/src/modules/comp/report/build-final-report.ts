import {
  barChart,
  documentOf,
  funnelChart,
  lineChart,
  pieChart,
  type ReportStamp,
  round,
  type Texts,
} from './report-build-common';
import type { CountRow, FinalReportData } from './report-data';
import type { ReportChart, ReportDocument, ReportSection } from './report-document';
import { textsOf } from './report-texts';

// final_report (docs/reports.md; domain sections 3.8 and 7): the edition's figures: applications
// by track, province, organisation (top 20 and the others), group category and industry; the stage
// funnel; daily submissions; audit turnaround per track; review statistics. Each a table and a chart.

/** Organisations shown one by one; the rest are summed in one row. */
export const TOP_ORGANISATIONS = 20;

const JUDGING_ORDER = ['preliminary', 'semi_final', 'final'];

/** The top `top` rows and one row summing the others (none when nothing is left). */
export function topAndOthers(rows: CountRow[], top: number, othersName: string): CountRow[] {
  if (rows.length <= top) return rows;
  const rest = rows.slice(top).reduce((sum, row) => sum + row.count, 0);
  return [...rows.slice(0, top), { key: '*', name: othersName, count: rest }];
}

/** The funnel's steps: submitted, approved, each judging stage kind (its entries summed over tracks), promoted, awarded. */
export function funnelSteps(data: FinalReportData, t: Texts): Array<{ name: string; value: number }> {
  const stages = JUDGING_ORDER.flatMap((kind) => {
    const of = data.funnel.stages.filter((stage) => stage.kind === kind);
    if (of.length === 0) return [];
    return [
      {
        name: t('final.funnel.stage', { stage: t(`stageKind.${kind}` as 'stageKind.final') }),
        value: of.reduce((sum, stage) => sum + stage.entries, 0),
      },
    ];
  });
  return [
    { name: t('final.funnel.submitted'), value: data.funnel.submitted },
    { name: t('final.funnel.approved'), value: data.funnel.approved },
    ...stages,
    { name: t('final.funnel.promoted'), value: data.funnel.promoted },
    { name: t('final.funnel.awarded'), value: data.funnel.awarded },
  ];
}

function countSection(
  t: Texts,
  {
    heading,
    rows,
    total,
    chart,
  }: { heading: string; rows: CountRow[]; total: number; chart: (rows: CountRow[]) => ReportChart },
): ReportSection {
  const shown = rows.map((row) => ({ ...row, name: row.key === '' ? t('notFilled') : row.name }));
  return {
    heading,
    charts: [chart(shown)],
    table: {
      sheetName: heading,
      columns: [
        { key: 'name', title: t('col.name'), width: 30 },
        { key: 'count', title: t('col.count'), width: 10, decimals: 0, align: 'right' },
        { key: 'share', title: t('col.share'), width: 10, decimals: 1, align: 'right' },
      ],
      rows: shown.map((row) => ({
        name: row.name,
        count: row.count,
        share: total === 0 ? 0 : round((row.count / total) * 100, 1),
      })),
    },
  };
}

/**
 * The edition at a glance, first (domain section 3.8: the figures national reports quote): the
 * applications, the tracks, provinces and organisations they come from (unfilled ones not counted),
 * how many were approved, promoted and awarded, and the experts who scored.
 */
export function overviewSection(t: Texts, data: FinalReportData): ReportSection {
  const named = (rows: CountRow[]) => rows.filter((row) => row.key !== '' && row.count > 0).length;
  const figures = [
    { label: t('final.applications'), value: data.total },
    { label: t('final.overview.tracks'), value: named(data.byTrack) },
    { label: t('final.overview.regions'), value: named(data.byRegion) },
    { label: t('final.overview.organisations'), value: named(data.byOrganisation) },
    { label: t('final.funnel.approved'), value: data.funnel.approved },
    { label: t('final.funnel.promoted'), value: data.funnel.promoted },
    { label: t('final.funnel.awarded'), value: data.funnel.awarded },
    { label: t('final.review.experts'), value: data.review.experts },
  ];
  // Figures only: the xlsx cover sheet lists every section's figures, so no sheet of its own.
  return { heading: t('final.overview'), figures };
}

export function buildFinalReport(data: FinalReportData, stamp: ReportStamp): ReportDocument {
  const t = textsOf(stamp.locale);
  const pairs = (rows: CountRow[]) => rows.map((row) => ({ name: row.name, value: row.count }));
  const bars =
    (title: string, horizontal = false) =>
    (rows: CountRow[]) =>
      barChart(
        title,
        rows.map((row) => row.name),
        rows.map((row) => row.count),
        { horizontal },
      );
  const steps = funnelSteps(data, t);
  const turnaround = data.turnaround.map((row) => ({
    ...row,
    trackName: row.trackId === null ? t('final.allTracks') : row.trackName,
  }));
  const review = data.review;
  const perExpert = review.experts === 0 ? 0 : round(review.sheets / review.experts, 2);
  const reviewRows = [
    { figure: t('final.review.tasks'), value: review.tasks },
    { figure: t('final.review.assignments'), value: review.assignments },
    { figure: t('final.review.sheets'), value: review.sheets },
    { figure: t('final.review.experts'), value: review.experts },
    { figure: t('final.review.perExpert'), value: perExpert },
    { figure: t('final.review.third'), value: review.thirdReviews },
  ];
  const figureColumns = [
    { key: 'figure', title: t('col.figure'), width: 24 },
    { key: 'value', title: t('col.value'), width: 12, decimals: 2, align: 'right' as const },
  ];
  return documentOf(stamp, {
    title: t('title.final_report', { subject: data.edition }),
    edition: data.edition,
    sections: [
      overviewSection(t, data),
      countSection(t, {
        heading: t('final.byTrack'),
        rows: data.byTrack,
        total: data.total,
        chart: (rows) => pieChart(t('final.byTrack'), pairs(rows)),
      }),
      countSection(t, {
        heading: t('final.byRegion'),
        rows: data.byRegion,
        total: data.total,
        chart: bars(t('final.byRegion')),
      }),
      countSection(t, {
        heading: t('final.byOrganisation'),
        rows: topAndOthers(data.byOrganisation, TOP_ORGANISATIONS, t('others')),
        total: data.total,
        chart: bars(t('final.byOrganisation'), true),
      }),
      countSection(t, {
        heading: t('final.byCategory'),
        rows: data.byCategory,
        total: data.total,
        chart: (rows) => pieChart(t('final.byCategory'), pairs(rows)),
      }),
      countSection(t, {
        heading: t('final.byIndustry'),
        rows: data.byIndustry,
        total: data.total,
        chart: bars(t('final.byIndustry')),
      }),
      {
        heading: t('final.funnel'),
        figures: steps.map((step) => ({ label: step.name, value: step.value })),
        charts: [funnelChart(t('final.funnel'), steps)],
        table: {
          sheetName: t('final.funnel'),
          columns: [
            { key: 'step', title: t('col.step'), width: 24 },
            { key: 'count', title: t('col.count'), width: 10, decimals: 0, align: 'right' },
          ],
          rows: [
            { step: t('final.funnel.submitted'), count: data.funnel.submitted },
            { step: t('final.funnel.approved'), count: data.funnel.approved },
            ...data.funnel.stages.map((stage) => ({
              step: t('final.funnel.stage', {
                stage: stage.trackName ? `${stage.trackName} ${stage.name}` : stage.name,
              }),
              count: stage.entries,
            })),
            { step: t('final.funnel.promoted'), count: data.funnel.promoted },
            { step: t('final.funnel.awarded'), count: data.funnel.awarded },
          ],
        },
      },
      {
        heading: t('final.daily'),
        charts: [
          lineChart(
            t('final.daily'),
            data.daily.map((day) => day.date),
            data.daily.map((day) => day.submitted),
          ),
        ],
        table: {
          sheetName: t('final.daily'),
          columns: [
            { key: 'date', title: t('col.date'), width: 12 },
            { key: 'submitted', title: t('col.submitted'), width: 10, decimals: 0, align: 'right' },
          ],
          rows: data.daily.map((day) => ({ date: day.date, submitted: day.submitted })),
        },
      },
      {
        heading: t('final.audit'),
        charts: [
          barChart(
            t('final.audit'),
            turnaround.map((row) => row.trackName),
            turnaround.map((row) => row.medianHours ?? 0),
          ),
        ],
        table: {
          sheetName: t('final.audit'),
          columns: [
            { key: 'track', title: t('col.track'), width: 16 },
            { key: 'decided', title: t('col.decided'), width: 10, decimals: 0, align: 'right' },
            { key: 'median', title: t('col.median'), width: 14, decimals: 1, align: 'right' },
            { key: 'p90', title: t('col.p90'), width: 14, decimals: 1, align: 'right' },
          ],
          rows: turnaround.map((row) => ({
            track: row.trackName,
            decided: row.decided,
            median: row.medianHours,
            p90: row.p90Hours,
          })),
        },
      },
      {
        heading: t('final.review'),
        figures: reviewRows.map((row) => ({ label: row.figure, value: row.value })),
        charts: [
          barChart(
            t('final.review'),
            reviewRows.map((row) => row.figure),
            reviewRows.map((row) => row.value),
          ),
        ],
        table: { sheetName: t('final.review'), columns: figureColumns, rows: reviewRows },
      },
    ],
  });
}
