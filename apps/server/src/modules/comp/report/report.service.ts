import {
  formatMessage,
  type Locale,
  type ReportFormat,
  type ReportParams,
  type ReportRow,
  type ReportSources,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import { taskInScope } from '../taskinfo/taskinfo.api';
import { stageSubject } from './build-stage-result';
import * as repo from './report.repository';
import * as data from './report-data.repository';
import { REPORT_STEPS, type ReportRunner, STALE_AFTER_MS } from './report-run';
import type { ReportSubject } from './report-subject';
import { reportText } from './report-texts';

type Context = Pick<AppContext, 'database' | 'files' | 'clock'>;

/**
 * Report snapshots (docs/reports.md): generate in the background, list, read progress, download.
 * Everything is per edition: an edition is seen by the whole competition scope, or by a restricted
 * scope holding one of its applications; a restricted scope's reports read what it sees.
 */
export class ReportService {
  private readonly ctx: Context;
  private readonly runner: ReportRunner;

  constructor({ ctx, runner }: { ctx: Context; runner: ReportRunner }) {
    this.ctx = ctx;
    this.runner = runner;
  }

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  private async edition(competitionId: number, plan: CompScopePlan): Promise<string> {
    const name = await data.editionName(this.ctx.database, competitionId);
    if (name === undefined || !(await data.editionInScope(this.ctx.database, competitionId, plan))) {
      throw AppError.forbidden();
    }
    return name;
  }

  /** Snapshots whose instance stopped beating become failed: the next look records it. */
  private async failStale() {
    await repo.failStale(this.ctx.database, {
      staleBefore: formatDateTime(this.ctx.clock.now() - STALE_AFTER_MS),
      error: formatMessage('report.interrupted', 'zh-CN'),
      at: this.now(),
    });
  }

  private async snapshot(reportId: number, plan: CompScopePlan) {
    const row = await repo.snapshotById(this.ctx.database, reportId);
    if (!row) throw AppError.forbidden();
    await this.edition(row.competitionId, plan);
    if (!readableUnder(row.params, plan)) throw AppError.forbidden();
    return row;
  }

  async list(
    query: { competitionId: number; kind?: string; pageNum: number; pageSize: number },
    plan: CompScopePlan,
  ): Promise<{ total: number; rows: ReportRow[] }> {
    await this.edition(query.competitionId, plan);
    const read = () =>
      repo.listSnapshots(
        this.ctx.database,
        {
          competitionId: query.competitionId,
          kind: query.kind || undefined,
          scope: plan.kind === 'all' ? undefined : scopeKey(plan),
        },
        query,
      );
    let page = await read();
    // Only when the page shows a snapshot whose instance died: a list is a read, not a write.
    if (page.rows.some((row) => this.stale(row))) {
      await this.failStale();
      page = await read();
    }
    return { total: page.total, rows: page.rows.map(shown) };
  }

  async get(reportId: number, plan: CompScopePlan): Promise<ReportRow> {
    const row = await this.snapshot(reportId, plan);
    if (this.stale(row)) {
      await this.failStale();
      return shown((await repo.snapshotById(this.ctx.database, reportId)) ?? row);
    }
    return shown(row);
  }

  /** Running, and its heartbeat older than STALE_AFTER_MS: its instance stopped. */
  private stale(row: repo.SnapshotRow) {
    return (
      row.status === 'running' &&
      row.heartbeatAt !== null &&
      row.heartbeatAt < formatDateTime(this.ctx.clock.now() - STALE_AFTER_MS)
    );
  }

  async sources(competitionId: number, plan: CompScopePlan): Promise<ReportSources> {
    await this.edition(competitionId, plan);
    return data.sourcesOf(this.ctx.database, competitionId, plan);
  }

  /**
   * The subject of `params`, checked: of the edition and in the caller's scope. A subject that is
   * not, or names nothing, is refused naming the field (the same words either way).
   */
  private async subject(competitionId: number, params: ReportParams, plan: CompScopePlan): Promise<ReportSubject> {
    const { database } = this.ctx;
    switch (params.kind) {
      case 'stage_result': {
        const stage = await data.stageOf(database, params.stageId, competitionId);
        if (!stage || !(await data.stageInScope(database, stage.stageId, plan))) {
          throw AppError.invalid('params[stageId]', 'report.stageNotFound', { id: params.stageId });
        }
        return { kind: 'stage_result', stage };
      }
      case 'judge_consistency': {
        const task = await data.taskOf(database, params.taskId, competitionId);
        if (!task || !(await taskInScope(database, task.taskId, plan))) {
          throw AppError.invalid('params[taskId]', 'report.taskNotFound', { id: params.taskId });
        }
        const { stageId: _stageId, ...shownTask } = task;
        return { kind: 'judge_consistency', task: shownTask };
      }
      case 'publicity_list': {
        const batch = await data.batchOf(database, params.batchId, competitionId);
        if (!batch || !(await data.stageInScope(database, batch.stageId, plan))) {
          throw AppError.invalid('params[batchId]', 'report.batchNotFound', { id: params.batchId });
        }
        const { stageId: _stageId, ...shownBatch } = batch;
        return { kind: 'publicity_list', batch: shownBatch };
      }
      case 'award_list': {
        if (params.trackId === null) return { kind: 'award_list', track: null };
        const track = await data.trackOf(database, params.trackId, competitionId);
        if (!track) throw AppError.invalid('params[trackId]', 'report.trackNotFound', { id: params.trackId });
        return { kind: 'award_list', track };
      }
      case 'final_report':
        return { kind: 'final_report' };
    }
  }

  async generate(
    { competitionId, params }: { competitionId: number; params: ReportParams },
    plan: CompScopePlan,
    { by, locale }: { by: string; locale: Locale },
  ): Promise<{ reportId: number }> {
    const edition = await this.edition(competitionId, plan);
    const subject = await this.subject(competitionId, params, plan);
    const createdAt = this.now();
    const title = titleOf(subject, edition, locale).slice(0, 200);
    const reportId = await repo.insertSnapshot(this.ctx.database, {
      competitionId,
      kind: params.kind,
      // The scope it was generated under: its figures are what that scope sees.
      params: { ...params, scope: scopeKey(plan) },
      title,
      total: REPORT_STEPS.length,
      createdBy: by,
      createdAt,
      instance: this.runner.instance,
    });
    this.runner.start({ reportId, competitionId, edition, subject, plan, locale, by, createdAt });
    return { reportId };
  }

  /** A done snapshot's file: its storage key and download name (the title, RFC 5987 encoded on the way out). */
  async file(reportId: number, format: ReportFormat, plan: CompScopePlan): Promise<{ key: string; name: string }> {
    const row = await this.snapshot(reportId, plan);
    if (row.status === 'failed') throw AppError.rule('report.failed', { id: reportId });
    const key = format === 'xlsx' ? row.xlsxKey : row.pdfKey;
    if (row.status !== 'done' || !key) throw AppError.rule('report.notReady', { id: reportId });
    return { key, name: `${row.title}.${format}` };
  }
}

/** The snapshot's title, worded from its kind and subject in the caller's language. */
export function titleOf(subject: ReportSubject, edition: string, locale: Locale): string {
  switch (subject.kind) {
    case 'stage_result':
      return reportText(locale, 'title.stage_result', { subject: stageSubject(subject.stage) });
    case 'judge_consistency':
      return reportText(locale, 'title.judge_consistency', { subject: subject.task.name });
    case 'publicity_list':
      return reportText(locale, 'title.publicity_list', { subject: subject.batch.title });
    case 'award_list':
      return reportText(locale, 'title.award_list', {
        subject: subject.track ? subject.track.name : reportText(locale, 'allTracks'),
      });
    case 'final_report':
      return reportText(locale, 'title.final_report', { subject: edition });
  }
}

/**
 * The scope a snapshot is generated under, kept in its params: a restricted scope's report counts
 * only what that scope sees, while a whole-competition report counts everything, so a restricted
 * reader sees the snapshots of its own scope only (docs/reports.md, "Scope").
 */
export function scopeKey(plan: CompScopePlan): string {
  switch (plan.kind) {
    case 'all':
      return 'all';
    case 'region':
      return `region:${plan.regionCode}`;
    case 'organisation':
      return `organisation:${plan.orgId}`;
    default:
      return `own:${plan.userName}`;
  }
}

function readableUnder(params: Record<string, unknown>, plan: CompScopePlan): boolean {
  return plan.kind === 'all' || params.scope === scopeKey(plan);
}

/** The params as generated, without the internal scope key. */
function subjectParams(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'scope'));
}

function shown(row: repo.SnapshotRow): ReportRow {
  return {
    reportId: row.reportId,
    competitionId: row.competitionId,
    kind: row.kind as ReportRow['kind'],
    params: subjectParams(row.params),
    title: row.title,
    status: row.status as ReportRow['status'],
    done: row.done,
    total: row.total,
    step: row.status === 'running' ? row.step : null,
    dataHash: row.dataHash,
    xlsxSize: row.xlsxSize,
    pdfSize: row.pdfSize,
    error: row.error,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}
