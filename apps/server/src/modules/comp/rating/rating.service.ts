import {
  type AggregationConfig,
  type ExpertRatingForm,
  JUDGING_STAGE_KINDS,
  type RatingResult,
  type RatingResultDetail,
  type RatingTask,
  type ResultDiff,
  type ResultFlag,
  type ResultVersion,
  type StageAggregation,
  type TaskConsistency,
  type TaskMode,
  type TaskStatus,
  type TieDecisionForm,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import { type ScopedTask, taskInScope } from '../taskinfo/taskinfo.api';
import { computeResults } from './aggregate';
import * as repo from './rating.repository';
import { stageConfig, statusLabel } from './rating-compute.service';
import { loadInputs } from './rating-inputs';
import { diffResults } from './result-diff';

type Page = { pageNum: number; pageSize: number };
const RATEABLE: readonly string[] = ['closed', 'computed', 'finalized'];
const isJudging = (kind: string) => (JUDGING_STAGE_KINDS as readonly string[]).includes(kind);

export function versionToWire(row: repo.VersionRow): ResultVersion {
  return {
    versionId: row.versionId,
    versionNo: row.versionNo,
    configHash: row.configHash.trim(),
    inputsHash: row.inputsHash.trim(),
    provisional: row.provisional === '1',
    results: row.results,
    ranked: row.ranked,
    diff: row.diff,
    computedBy: row.computedBy,
    computedAt: row.computedAt,
    verifiedAt: row.verifiedAt,
    verifyMatched: row.verifyMatched === null ? null : row.verifyMatched === '1',
  };
}

function resultToWire(row: repo.ResultRow): RatingResult {
  return {
    ...row,
    versionNo: Number(row.versionNo),
    score: row.score === null ? null : Number(row.score),
    spread: row.spread === null ? null : Number(row.spread),
    flags: row.flags as ResultFlag[],
  };
}

/**
 * Rating and reading (评分阅卷, docs/rating.md) apart from compute and verify: the stage's
 * configuration, the task list, versions, results, receipts, diffs, the live consistency view,
 * expert ratings and leader tie decisions, within the caller's competition scope.
 */
export class RatingService {
  constructor(private readonly ctx: AppContext) {}

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  /** A task in scope; anything else answers 403, like an id that names nothing. */
  async taskOf(taskId: number, plan: CompScopePlan, lock = false): Promise<ScopedTask> {
    const task = await taskInScope(this.ctx.database, taskId, plan, lock);
    if (!task) throw AppError.forbidden();
    return task;
  }

  private async judgingStage(stageId: number, plan: CompScopePlan) {
    const { database } = this.ctx;
    const stage = await repo.stageById(database, stageId);
    if (!stage || !(await repo.stageInScope(database, stageId, plan))) throw AppError.forbidden();
    if (!isJudging(stage.stageKind)) throw AppError.rule('rating.notJudgingStage', { id: stageId });
    return stage;
  }

  async stageConfigOf(stageId: number, plan: CompScopePlan): Promise<StageAggregation> {
    const stage = await this.judgingStage(stageId, plan);
    return {
      stageId,
      config: stageConfig(stage),
      saved: stage.aggregation !== null,
      updateBy: stage.aggregation === null ? null : stage.updateBy || null,
      updateTime: stage.aggregation === null ? null : stage.updateTime,
    };
  }

  /** Saves a stage's configuration: a task part must be a task of another stage of the same track. */
  async saveStageConfig(stageId: number, config: AggregationConfig, plan: CompScopePlan, by: string) {
    const { database } = this.ctx;
    const stage = await this.judgingStage(stageId, plan);
    for (const part of config.parts) {
      if (part.kind !== 'task') continue;
      const found = await repo.taskTrack(database, part.taskId as number);
      if (!found || found.trackId === null || found.trackId !== stage.trackId) {
        throw AppError.invalid('parts', 'rating.partTaskOtherTrack', { id: part.taskId as number });
      }
      if (found.stageId === stageId) throw AppError.invalid('parts', 'rating.partTaskOwnStage', { id: found.taskId });
    }
    await repo.saveStageConfig(database, { stageId, config, by, at: this.now() });
  }

  async tasks(filter: repo.RatingTaskFilter, plan: CompScopePlan, page: Page) {
    const answer = await repo.listRatingTasks(this.ctx.database, filter, plan, page);
    const latest = await repo.latestVersions(
      this.ctx.database,
      answer.rows.map((row) => row.taskId),
    );
    const rows: RatingTask[] = answer.rows.map((row) => {
      const version = latest.get(row.taskId);
      return {
        ...row,
        mode: row.mode as TaskMode,
        status: row.status as TaskStatus,
        latest: version ? versionToWire(version) : null,
      };
    });
    return { total: answer.total, rows };
  }

  async versions(taskId: number, plan: CompScopePlan): Promise<ResultVersion[]> {
    await this.taskOf(taskId, plan);
    return (await repo.taskVersions(this.ctx.database, taskId)).map(versionToWire);
  }

  /** A version of a task (the latest when no number); a missing one refuses with the task's name. */
  async versionOf(task: ScopedTask, versionNo?: number) {
    const version = await repo.versionOf(this.ctx.database, task.taskId, versionNo);
    if (!version) {
      throw versionNo === undefined
        ? AppError.rule('rating.noResults', { name: task.taskName })
        : AppError.rule('rating.noVersion', { name: task.taskName, no: versionNo });
    }
    return version;
  }

  async results(
    taskId: number,
    filter: repo.ResultFilter & { versionNo?: number | '' },
    plan: CompScopePlan,
    page: Page,
  ) {
    const task = await this.taskOf(taskId, plan);
    const version = await repo.versionOf(this.ctx.database, taskId, filter.versionNo || undefined);
    if (!version) {
      if (filter.versionNo) throw AppError.rule('rating.noVersion', { name: task.taskName, no: filter.versionNo });
      return { total: 0, rows: [] as RatingResult[] };
    }
    const answer = await repo.listResults(this.ctx.database, version, filter, page);
    return { total: answer.total, rows: answer.rows.map(resultToWire) };
  }

  /** The export's pages (a version's results in list order, 1,000 at a time). */
  async *exportPages(task: ScopedTask, filter: repo.ResultFilter & { versionNo?: number | '' }) {
    const version = await repo.versionOf(this.ctx.database, task.taskId, filter.versionNo || undefined);
    if (!version) return;
    const size = 1_000;
    for (let offset = 0; ; offset += size) {
      const rows = await repo.resultsWindow(this.ctx.database, version, filter, { limit: size, offset });
      if (rows.length > 0) yield rows.map(resultToWire);
      if (rows.length < size) return;
    }
  }

  async result(resultId: number, plan: CompScopePlan): Promise<RatingResultDetail> {
    const { database } = this.ctx;
    const row = await repo.resultById(database, resultId);
    if (!row) throw AppError.forbidden();
    await this.taskOf(row.taskId, plan);
    const names = await repo.nickNames(database, [...new Set(row.receipt.sheets.map((sheet) => sheet.userId))]);
    const { receipt, taskId, ...rest } = row;
    return {
      ...resultToWire(rest),
      taskId,
      receipt: {
        ...receipt,
        sheets: receipt.sheets.map((sheet) => ({ ...sheet, expertName: names.get(sheet.userId) ?? '' })),
      },
    };
  }

  async diff(taskId: number, versionNo: number | undefined, plan: CompScopePlan): Promise<ResultDiff> {
    const { database } = this.ctx;
    const task = await this.taskOf(taskId, plan);
    const to = await this.versionOf(task, versionNo);
    const from = to.versionNo > 1 ? await repo.versionOf(database, taskId, to.versionNo - 1) : undefined;
    const after = await repo.versionResults(database, to.versionId);
    const before = from ? await repo.versionResults(database, from.versionId) : [];
    return {
      fromVersionNo: from?.versionNo ?? null,
      toVersionNo: to.versionNo,
      configChanged: from ? from.configHash !== to.configHash : true,
      inputsChanged: from ? from.inputsHash !== to.inputsHash : true,
      changes: diffResults(before, after),
    };
  }

  /** Live (docs/rating.md, Consistency): the inputs now, the stage's configuration, the engine's judges. */
  async consistency(taskId: number, plan: CompScopePlan): Promise<TaskConsistency> {
    const { database } = this.ctx;
    const task = await this.taskOf(taskId, plan);
    const stage = await repo.stageById(database, task.stageId);
    if (!stage) throw AppError.forbidden();
    const config = stageConfig(stage);
    const { input } = await loadInputs(database, task, stage, config);
    const output = computeResults(input);
    const names = await repo.nickNames(
      database,
      output.judges.map((judge) => judge.userId),
    );
    const ratings = new Map((await repo.taskRatings(database, taskId)).map((rating) => [rating.userId, rating]));
    return {
      taskId,
      panel: output.panel,
      thresholds: config.consistency,
      canRate: RATEABLE.includes(task.status),
      judges: output.judges.map((judge) => {
        const rating = ratings.get(judge.userId);
        return {
          ...judge,
          nickName: names.get(judge.userId) ?? '',
          rating: rating
            ? {
                timeliness: rating.timeliness,
                quality: rating.quality,
                remark: rating.remark,
                ratedBy: rating.ratedBy,
              }
            : null,
        };
      }),
    };
  }

  /** Rates an expert of a task that is over; the pool's rating follows in the same transaction. */
  async rate(taskId: number, userId: number, form: ExpertRatingForm, plan: CompScopePlan, by: string) {
    const { database } = this.ctx;
    const task = await this.taskOf(taskId, plan);
    if (!RATEABLE.includes(task.status)) {
      throw AppError.rule('rating.rateNotClosed', { name: task.taskName, status: statusLabel(task.status) });
    }
    if (!(await repo.hasAssignment(database, taskId, userId))) {
      throw AppError.rule('rating.notTaskExpert', { id: userId, name: task.taskName });
    }
    await database.transaction(() =>
      repo.upsertRating(database, {
        taskId,
        userId,
        timeliness: form.timeliness,
        quality: form.quality,
        remark: form.remark?.trim() || null,
        by,
        at: this.now(),
      }),
    );
  }

  /** Records a leader's order of tied applications of the task (used at the next compute). */
  async tieDecision(taskId: number, form: TieDecisionForm, plan: CompScopePlan, by: string): Promise<number> {
    const { database } = this.ctx;
    const task = await this.taskOf(taskId, plan);
    const inTask = new Set(
      (await repo.taskEntries(database, taskId, task.stageId)).map((entry) => entry.applicationId),
    );
    const outside = form.applicationIds.filter((id) => !inTask.has(id));
    if (outside.length > 0)
      throw AppError.rule('rating.tieNotInTask', { ids: outside.join(', '), name: task.taskName });
    return repo.insertTieDecision(database, {
      taskId,
      applicationIds: form.applicationIds,
      leaderName: form.leaderName.trim(),
      reason: form.reason.trim(),
      by,
      at: this.now(),
    });
  }
}
