import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, pageQuery, tableAnswer } from '../endpoint';
import { BATCH_PURPOSES, BATCH_STATUSES } from '../promotion';
import { REPORT_FORMATS, REPORT_KINDS, REPORT_STATUSES } from '../schedule';

// Reports (报告, page comp/report, docs/reports.md): generated in the background with progress,
// each as xlsx and as PDF (charts drawn from ECharts' server-side SVG), kept as immutable snapshots
// (who, when, the hash of the data they were made from) and downloadable again later.

const positive = z.coerce.number().int().positive();

/** What each kind is generated for. */
export const reportParams = z.discriminatedUnion('kind', [
  /** A judging stage's ranked list with raw, normalised and final scores, flags and promotion. */
  z.object({ kind: z.literal('stage_result'), stageId: z.number().int().positive() }),
  /** A review task's judges: n, mean, spread, leniency, agreement, outliers. */
  z.object({ kind: z.literal('judge_consistency'), taskId: z.number().int().positive() }),
  /** A promotion or award batch's 公示 list. */
  z.object({ kind: z.literal('publicity_list'), batchId: z.number().int().positive() }),
  /** The edition's awards (one track or all). */
  z.object({ kind: z.literal('award_list'), trackId: z.number().int().positive().nullable().default(null) }),
  /** The edition's figures: tracks, regions, organisations, categories, industries, funnel, audit, review. */
  z.object({ kind: z.literal('final_report') }),
]);
export type ReportParams = z.infer<typeof reportParams>;

export const reportRow = z.object({
  reportId: z.number(),
  competitionId: z.number(),
  kind: z.enum(REPORT_KINDS),
  params: z.record(z.string(), z.unknown()),
  title: z.string(),
  status: z.enum(REPORT_STATUSES),
  done: z.number(),
  total: z.number(),
  /** The step running now (a key the page words), null when finished. */
  step: z.string().nullable(),
  dataHash: z.string().nullable(),
  xlsxSize: z.number().nullable(),
  pdfSize: z.number().nullable(),
  error: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReportRow = z.infer<typeof reportRow>;

/** What the generate form offers for an edition. */
export const reportSources = z.object({
  stages: z.array(z.object({ stageId: z.number(), name: z.string(), trackName: z.string().nullable() })),
  tasks: z.array(z.object({ taskId: z.number(), name: z.string(), stageId: z.number(), status: z.string() })),
  batches: z.array(
    z.object({
      batchId: z.number(),
      title: z.string(),
      purpose: z.enum(BATCH_PURPOSES),
      status: z.enum(BATCH_STATUSES),
    }),
  ),
  tracks: z.array(z.object({ trackId: z.number(), name: z.string() })),
});
export type ReportSources = z.infer<typeof reportSources>;

export const listReports = defineEndpoint({
  method: 'GET',
  path: '/comp/report/list',
  access: 'comp:report:list',
  scope: 'competition',
  query: pageQuery.extend({
    competitionId: positive,
    kind: z.enum(REPORT_KINDS).optional().or(z.literal('')),
  }),
  answer: tableAnswer(reportRow),
  summary: "An edition's report snapshots, newest first",
});

export const getReportSources = defineEndpoint({
  method: 'GET',
  path: '/comp/report/sources',
  access: 'comp:report:query',
  scope: 'competition',
  query: z.object({ competitionId: positive }),
  answer: dataAnswer(reportSources),
  summary: 'The stages, tasks, batches and tracks a report can be generated for',
});

export const getReport = defineEndpoint({
  method: 'GET',
  path: '/comp/report/:reportId',
  access: 'comp:report:query',
  scope: 'competition',
  params: z.object({ reportId: positive }),
  answer: dataAnswer(reportRow),
  summary: 'One snapshot with its progress (polled while running)',
});

export const generateReport = defineEndpoint({
  method: 'POST',
  path: '/comp/report',
  access: 'comp:report:add',
  scope: 'competition',
  body: z.object({ competitionId: z.number().int().positive(), params: reportParams }),
  answer: dataAnswer(z.object({ reportId: z.number() })),
  log: { title: '报告', businessType: BusinessType.INSERT },
  summary: 'Starts generating a report in the background; answers its id at once',
});

export const downloadReport = defineEndpoint({
  method: 'GET',
  path: '/comp/report/:reportId/file/:format',
  access: 'comp:report:export',
  scope: 'competition',
  params: z.object({ reportId: positive, format: z.enum(REPORT_FORMATS) }),
  answer: z.unknown(),
  raw: true,
  summary: "A finished snapshot's xlsx or PDF, streamed as kept",
});
