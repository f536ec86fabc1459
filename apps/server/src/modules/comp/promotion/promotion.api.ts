import type { PublicityEntry } from '@cbo/contracts';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import * as repo from './promotion.repository';

/**
 * What the promotion module offers the notice module (docs/promotion.md, Publication): the entries a
 * batch's 公示 window lists, and the move to amending when an objection on it is upheld.
 */

/** The promoted or awarded entries of the batch whose window this is (none when it is no batch's). */
export async function batchWindowEntries(ctx: AppContext, publicityId: number): Promise<PublicityEntry[]> {
  const batch = await repo.batchOfWindow(ctx.database, publicityId);
  if (!batch) return [];
  return (await repo.listedDecisions(ctx.database, batch.batchId)).map((row) => ({
    applicationId: row.applicationId,
    code: row.code,
    projectName: row.projectName,
    trackName: row.trackName,
    orgName: row.orgName,
  }));
}

export async function isBatchWindowEntry(ctx: AppContext, publicityId: number, applicationId: number) {
  return (await batchWindowEntries(ctx, publicityId)).some((entry) => entry.applicationId === applicationId);
}

/**
 * An objection on a batch's window was upheld: the batch moves in_publicity → amending. Call inside
 * the caller's transaction, so the objection and the batch move together.
 */
export async function amendOnUpheld(ctx: AppContext, publicityId: number, objectionId: number, by: string) {
  const { database } = ctx;
  const batch = await repo.batchOfWindow(database, publicityId, true);
  if (batch?.status !== 'in_publicity') return;
  const at = formatDateTime(ctx.clock.now());
  await repo.insertEvent(database, {
    batchId: batch.batchId,
    action: 'objection_upheld',
    fromStatus: null,
    toStatus: null,
    detail: { objectionId, publicityId },
    by,
    at,
  });
  await repo.moveBatch(database, { batchId: batch.batchId, from: ['in_publicity'], to: 'amending', by, at });
  await repo.insertEvent(database, {
    batchId: batch.batchId,
    action: 'amending',
    fromStatus: 'in_publicity',
    toStatus: 'amending',
    detail: { objectionId },
    by,
    at,
  });
}
