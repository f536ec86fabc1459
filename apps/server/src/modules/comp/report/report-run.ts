import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { formatMessage, type Locale } from '@cbo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import { renderReportPdf } from './render-pdf';
import { renderReportXlsx } from './render-xlsx';
import * as repo from './report.repository';
import { buildReport } from './report-build';
import { reportDataHash } from './report-hash';
import { loadReportData } from './report-load';
import type { ReportSubject } from './report-subject';

// Background generation (docs/reports.md), on the instance that was asked, like the certificate
// runs: read the data → hash it → build the document → xlsx → PDF → store both files → one final
// update (done with the hash, keys and sizes; the trigger refuses any change after it). Progress
// and a heartbeat are written at every step; a snapshot whose instance stopped beating is failed by
// the next look (report.service.ts).

/** The steps counted by `done`/`total`: data, xlsx, pdf, store. */
export const REPORT_STEPS = ['data', 'xlsx', 'pdf', 'store'] as const;
/** A running snapshot whose heartbeat is older than this is failed (its instance died). */
export const STALE_AFTER_MS = 2 * 60_000;
/** The PDF's own progress beats the heart at most this often. */
const BEAT_EVERY_MS = 5_000;

type RunContext = Pick<AppContext, 'database' | 'files' | 'clock'>;

export interface ReportJob {
  reportId: number;
  competitionId: number;
  edition: string;
  subject: ReportSubject;
  plan: CompScopePlan;
  locale: Locale;
  by: string;
  createdAt: string;
}

/** Storage keys of a snapshot's files. */
export const reportFileKey = (competitionId: number, reportId: number, format: 'xlsx' | 'pdf') =>
  `report/${competitionId}/${reportId}.${format}`;

export class ReportRunner {
  /** This instance, written on the snapshots it generates. */
  readonly instance = randomUUID();
  private readonly ctx: RunContext;
  private readonly log: FastifyBaseLogger;
  private readonly active = new Set<Promise<void>>();
  private stopping = false;

  constructor(ctx: RunContext, log: FastifyBaseLogger) {
    this.ctx = ctx;
    this.log = log;
  }

  start(job: ReportJob): void {
    const running = this.execute(job)
      .catch((error: unknown) => this.fail(job.reportId, error, null))
      .finally(() => this.active.delete(running));
    this.active.add(running);
  }

  /** Resolves when every run has ended; a running one stops at its next step (failed, interrupted). */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.active]);
  }

  /** Ends when the runs started so far have ended (tests wait for this). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.active]);
  }

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  private async fail(reportId: number, error: unknown, dataHash: string | null) {
    this.log.error({ err: error, reportId }, 'report generation failed');
    const message = error instanceof Error ? error.message : String(error);
    await repo
      .finishSnapshot(this.ctx.database, reportId, {
        status: 'failed',
        error: message.slice(0, 500) || 'error',
        dataHash,
        finishedAt: this.now(),
      })
      .catch((cause: unknown) => this.log.error({ err: cause, reportId }, 'report: recording the failure failed'));
  }

  private async step(job: ReportJob, done: number) {
    if (this.stopping) throw new Error(formatMessage('report.interrupted', 'zh-CN'));
    await repo.updateProgress(this.ctx.database, job.reportId, {
      done,
      step: REPORT_STEPS[done] ?? 'store',
      heartbeatAt: this.now(),
    });
    // Requests are served between the steps of a long report.
    await nextTurn();
  }

  private async execute(job: ReportJob) {
    const { database, files } = this.ctx;
    const data = await loadReportData(database, job);
    const dataHash = reportDataHash(data);
    try {
      await this.step(job, 1);
      const document = buildReport(data, {
        reportId: job.reportId,
        locale: job.locale,
        generatedBy: job.by,
        generatedAt: job.createdAt,
        dataHash,
      });
      const xlsx = await renderReportXlsx(document);
      await this.step(job, 2);
      let beaten = this.ctx.clock.now();
      const pdf = await renderReportPdf(document, () => {
        const now = this.ctx.clock.now();
        if (now - beaten < BEAT_EVERY_MS) return;
        beaten = now;
        void repo
          .updateProgress(database, job.reportId, { done: 2, step: 'pdf', heartbeatAt: formatDateTime(now) })
          .catch(() => undefined);
      });
      await this.step(job, 3);
      const xlsxKey = reportFileKey(job.competitionId, job.reportId, 'xlsx');
      const pdfKey = reportFileKey(job.competitionId, job.reportId, 'pdf');
      await files.storage.put(xlsxKey, xlsx);
      await files.storage.put(pdfKey, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      const finished = await repo.finishSnapshot(database, job.reportId, {
        status: 'done',
        done: REPORT_STEPS.length,
        dataHash,
        xlsxKey,
        xlsxSize: xlsx.byteLength,
        pdfKey,
        pdfSize: pdf.byteLength,
        finishedAt: this.now(),
      });
      if (!finished) this.log.warn({ reportId: job.reportId }, 'report finished after it was marked failed');
    } catch (error) {
      await this.fail(job.reportId, error, dataHash);
    }
  }
}
