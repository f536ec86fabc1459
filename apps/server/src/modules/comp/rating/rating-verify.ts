import { aggregationConfig, type VerifyOutcome } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import type { ScopedTask } from '../taskinfo/taskinfo.api';
import { computeResults } from './aggregate';
import type { EngineResult } from './engine-types';
import * as repo from './rating.repository';
import { loadInputs } from './rating-inputs';

type Mismatch = VerifyOutcome['mismatches'][number];
const MAX_LINES = 100;

/** Stored and recomputed results side by side: every difference, in application-code order. */
export function compareResults(stored: readonly repo.StoredResult[], recomputed: readonly EngineResult[]): Mismatch[] {
  const found: Mismatch[] = [];
  const fresh = new Map(recomputed.map((result) => [result.applicationId, result]));
  const seen = new Set<number>();
  for (const row of stored) {
    seen.add(row.applicationId);
    const again = fresh.get(row.applicationId);
    const line = (field: Mismatch['field'], before: Mismatch['stored'], after: Mismatch['recomputed']) =>
      found.push({ applicationId: row.applicationId, code: row.code, field, stored: before, recomputed: after });
    if (!again) {
      line('missing', row.score, null);
      continue;
    }
    if (row.score !== again.score) line('score', row.score, again.score);
    if (row.rank !== again.rank) line('rank', row.rank, again.rank);
    if (row.flags.join(',') !== again.flags.join(',')) line('flags', row.flags.join(','), again.flags.join(','));
    if (row.validSheets !== again.validSheets) line('validSheets', row.validSheets, again.validSheets);
  }
  for (const result of recomputed) {
    if (!seen.has(result.applicationId)) {
      found.push({
        applicationId: result.applicationId,
        code: result.applicationCode,
        field: 'extra',
        stored: null,
        recomputed: result.score,
      });
    }
  }
  return found;
}

/**
 * Verify (docs/rating.md, Verify): the inputs as stored now, the engine run with the version's
 * stored configuration, compared with the stored rows (scores with ===) and the inputs hash; the
 * outcome is recorded (comp_result_verify) and answered with the first differences.
 */
export async function verifyVersion(
  ctx: AppContext,
  task: ScopedTask,
  versionNo: number | undefined,
  by: string,
): Promise<VerifyOutcome> {
  const { database } = ctx;
  const version = await repo.versionOf(database, task.taskId, versionNo);
  if (!version) {
    throw versionNo === undefined
      ? AppError.rule('rating.noResults', { name: task.taskName })
      : AppError.rule('rating.noVersion', { name: task.taskName, no: versionNo });
  }
  const stage = await repo.stageById(database, task.stageId);
  if (!stage) throw AppError.forbidden();
  const config = aggregationConfig.parse(version.config);
  const { input } = await loadInputs(database, task, stage, config);
  const output = computeResults(input);
  const stored = await repo.versionResults(database, version.versionId);
  const mismatches = compareResults(stored, output.results);
  const inputsMatched = output.inputsHash === version.inputsHash.trim();
  const matched = mismatches.length === 0 && inputsMatched;
  const verifiedAt = formatDateTime(ctx.clock.now());
  await repo.insertVerify(database, {
    versionId: version.versionId,
    matched,
    inputsMatched,
    mismatches: mismatches.length,
    by,
    at: verifiedAt,
  });
  return {
    versionNo: version.versionNo,
    matched,
    inputsMatched,
    storedInputsHash: version.inputsHash.trim(),
    recomputedInputsHash: output.inputsHash,
    checked: stored.length,
    mismatches: mismatches.slice(0, MAX_LINES),
    verifiedAt,
  };
}
