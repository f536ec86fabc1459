import type { Locale } from '@cbo/contracts';
import type { ReportChart, ReportDocument, ReportSection } from './report-document';
import { type Texts, textsOf } from './report-texts';

// What every builder shares (docs/reports.md): the document's meta (edition, who, when, data hash)
// and the small chart options the renderers draw (ECharts options, no animation, plain data).

/** Who asked for the report and when, with its number and hash: shown, never hashed. */
export interface ReportStamp {
  reportId: number;
  locale: Locale;
  generatedBy: string;
  generatedAt: string;
  dataHash: string;
}

export function documentOf(
  stamp: ReportStamp,
  {
    title,
    edition,
    extraMeta = [],
    sections,
  }: {
    title: string;
    edition: string;
    extraMeta?: Array<{ label: string; value: string }>;
    sections: ReportSection[];
  },
): ReportDocument {
  const t = textsOf(stamp.locale);
  return {
    title,
    meta: [
      { label: t('meta.edition'), value: edition },
      ...extraMeta,
      { label: t('meta.report'), value: String(stamp.reportId) },
      { label: t('meta.generatedBy'), value: stamp.generatedBy },
      { label: t('meta.generatedAt'), value: stamp.generatedAt },
      { label: t('meta.dataHash'), value: stamp.dataHash },
    ],
    sections,
    footer: t('footer', { edition, id: stamp.reportId }),
  };
}

export function barChart(
  title: string,
  categories: string[],
  values: number[],
  { horizontal = false }: { horizontal?: boolean } = {},
): ReportChart {
  const category = { type: 'category', data: categories, axisLabel: { interval: 0, rotate: horizontal ? 0 : 30 } };
  // Counts get whole-number ticks; figures such as leniency keep their fractions.
  const value = values.every(Number.isInteger) ? { type: 'value', minInterval: 1 } : { type: 'value' };
  return {
    title,
    option: {
      title: { text: title, left: 'center' },
      grid: { left: horizontal ? 160 : 50, right: 30, top: 50, bottom: horizontal ? 30 : 90 },
      xAxis: horizontal ? value : category,
      yAxis: horizontal ? { ...category, inverse: true, axisLabel: { interval: 0 } } : value,
      series: [{ type: 'bar', data: values, label: { show: true, position: horizontal ? 'right' : 'top' } }],
    },
    width: 640,
    height: horizontal ? Math.max(240, 60 + categories.length * 22) : 320,
  };
}

export function pieChart(title: string, rows: Array<{ name: string; value: number }>): ReportChart {
  return {
    title,
    option: {
      title: { text: title, left: 'center' },
      series: [{ type: 'pie', radius: '60%', center: ['50%', '55%'], data: rows, label: { formatter: '{b}: {c}' } }],
    },
    width: 640,
    height: 360,
  };
}

export function funnelChart(title: string, rows: Array<{ name: string; value: number }>): ReportChart {
  return {
    title,
    option: {
      title: { text: title, left: 'center' },
      series: [
        {
          type: 'funnel',
          top: 50,
          bottom: 20,
          left: '8%',
          width: '55%',
          sort: 'none',
          // Beside the shapes: a step of 0 has no width to write in.
          minSize: '2%',
          data: rows,
          label: { show: true, position: 'right', formatter: '{b}: {c}' },
        },
      ],
    },
    width: 640,
    height: 360,
  };
}

export function lineChart(title: string, categories: string[], values: number[]): ReportChart {
  return {
    title,
    option: {
      title: { text: title, left: 'center' },
      grid: { left: 50, right: 30, top: 50, bottom: 60 },
      xAxis: { type: 'category', data: categories },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'line', data: values }],
    },
    width: 640,
    height: 320,
  };
}

/** Rounds for a figure shown as a number (the table keeps the value; xlsx formats it). */
export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export type { Texts };
