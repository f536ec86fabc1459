import { type ArbitrationContext, ArbitrationService } from './arbitration.service';

export type { ArbitrationContext } from './arbitration.service';

/**
 * What 2+1 arbitration offers other modules (docs/arbitration.md). Scoring calls `afterSubmit` once
 * a submitted sheet's transaction has committed (expert submits, staff paper entries, the offline
 * import): a third review is dispatched when the first two differ by more than the tolerance. It
 * never throws: a failure is logged and the submit stands.
 */
export async function afterSubmit(
  ctx: ArbitrationContext,
  target: { taskId: number; applicationId: number; by?: string },
): Promise<void> {
  try {
    await new ArbitrationService(ctx).afterSubmit(target);
  } catch (error) {
    ctx.log?.error({ err: error, ...target }, '2+1 arbitration after a submit failed');
  }
}
