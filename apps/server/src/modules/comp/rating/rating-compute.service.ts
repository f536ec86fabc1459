import {
  type AggregationConfig,
  aggregationConfig,
  type ComputeSummary,
  DEFAULT_AGGREGATION,
  type ResultDiff,
  taskStatusLabels,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import { recordTaskEvent, type ScopedTask, taskInScope } from '../taskinfo/taskinfo.api';
import { computeResults } from './aggregate';
import * as repo from './rating.repository';
import { loadInputs } from './rating-inputs';
import { diffCounts, diffResults } from './result-diff';

const COMPUTABLE: readonly string[] = ['published', 'in_progress', 'closed', 'computed'];
/** A task in these is over: its version is final and written to the stage entries. */
const FINAL: readonly string[] = ['closed', 'computed'];

export const statusLabel = (status: string) => taskStatusLabels[status] ?? { 'zh-CN': status, 'en-US': status };

/** The configuration a stage computes with: its saved one, or the default. */
export function stageConfig(stage: repo.StageRow): AggregationConfig {
  return stage.aggregation ? aggregationConfig.parse(stage.aggregation) : DEFAULT_AGGREGATION;
}

/** A tie-breaker naming a criterion the task's rubric lacks refuses the compute (the code named). */
export function checkTieBreakers(task: ScopedTask, config: AggregationConfig, criteria: readonly { code: string }[]) {
  const codes = new Set(criteria.map((criterion) => criterion.code));
  for (const breaker of config.tieBreakers) {
    if (breaker.kind === 'criterion' && !codes.has(breaker.code)) {
      throw AppError.rule('rating.unknownCriterion', { code: breaker.code, name: task.taskName });
    }
  }
}

/**
 * Computing a task's results (docs/rating.md, Compute): in one transaction with the task row held
 * FOR UPDATE (two computes serialise), inputs → engine → a new version with its results, receipts,
 * judge metrics and diff; a task that is over gets its stage entries written and moves closed →
 * computed.
 */
export class RatingComputeService {
  constructor(private readonly ctx: AppContext) {}

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  async compute(taskId: number, plan: CompScopePlan, by: string): Promise<ComputeSummary> {
    const { database } = this.ctx;
    const at = this.now();
    return database.transaction(async () => {
      const task = await taskInScope(database, taskId, plan, true);
      if (!task) throw AppError.forbidden();
      if (!COMPUTABLE.includes(task.status)) {
        throw AppError.rule('rating.notComputable', { name: task.taskName, status: statusLabel(task.status) });
      }
      const stage = await repo.stageById(database, task.stageId);
      if (!stage) throw AppError.forbidden();
      const config = stageConfig(stage);
      const { input, codes } = await loadInputs(database, task, stage, config);
      checkTieBreakers(task, config, input.criteria);
      const output = computeResults(input);
      const previous = await repo.versionOf(database, taskId);
      const before = previous ? await repo.versionResults(database, previous.versionId) : [];
      const changes = diffResults(
        before,
        output.results.map((result) => ({
          applicationId: result.applicationId,
          code: codes.get(result.applicationId) ?? result.applicationCode,
          score: result.score,
          rank: result.rank,
          flags: result.flags,
        })),
      );
      const provisional = !FINAL.includes(task.status);
      const ranked = output.results.filter((result) => result.rank !== null).length;
      const versionNo = (previous?.versionNo ?? 0) + 1;
      const versionId = await repo.insertVersion(database, {
        taskId,
        versionNo,
        config,
        configHash: output.configHash,
        inputsHash: output.inputsHash,
        provisional,
        results: output.results.length,
        ranked,
        diff: diffCounts(changes),
        previousVersionId: previous?.versionId ?? null,
        by,
        at,
      });
      await repo.insertResults(database, versionId, output.results);
      await repo.insertJudgeMetrics(database, versionId, output.judges);
      if (!provisional) {
        await repo.writeEntries(database, versionId);
        if (task.status === 'closed') await repo.markComputed(database, taskId, by, at);
        await recordTaskEvent(database, {
          taskId,
          action: 'compute',
          fromStatus: task.status,
          toStatus: 'computed',
          detail: { versionNo, results: output.results.length, ranked },
          by,
          at,
        });
      }
      const diff: ResultDiff = {
        fromVersionNo: previous?.versionNo ?? null,
        toVersionNo: versionNo,
        configChanged: previous ? previous.configHash !== output.configHash : true,
        inputsChanged: previous ? previous.inputsHash !== output.inputsHash : true,
        changes,
      };
      return {
        versionId,
        versionNo,
        provisional,
        results: output.results.length,
        ranked,
        insufficient: output.results.filter((result) => result.flags.includes('insufficient')).length,
        awaitingArbitration: output.results.filter((result) => result.flags.includes('awaiting_arbitration')).length,
        flaggedJudges: output.judges.filter((judge) => judge.flags.length > 0).length,
        diff,
      };
    });
  }

  /**
   * After an application left the competition (withdrawn, disqualified): every task with a result
   * version holding it is recomputed by `by` under the compute's rules. A task that cannot be
   * computed any more (finalized, or refused) is left as it is. Answers the recomputed task ids.
   */
  async recomputeForApplication(applicationId: number, by: string): Promise<number[]> {
    const done: number[] = [];
    for (const { taskId } of await repo.tasksWithApplication(this.ctx.database, applicationId)) {
      const task = await taskInScope(this.ctx.database, taskId, { kind: 'all' });
      if (!task || !COMPUTABLE.includes(task.status)) continue;
      try {
        await this.compute(taskId, { kind: 'all' }, by);
        done.push(taskId);
      } catch (error) {
        // A refusal (a tie-breaker naming a criterion the rubric lacks) leaves that task's last
        // version standing: the organiser recomputes it by hand; the status change stays committed.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return done;
  }
}
