import { listStageResults, type RatingResult, type StageResult } from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { listStageResults as stageResults } from './upgrading.repository';

/**
 * 晋级与评分 (comp/upgrading, docs/rating.md): a stage's entries in scope with their task's latest
 * result; the promotion issue extends it.
 */
export const upgradingModule: AppModule = (app, ctx) => {
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);
  app.bindEndpoint(listStageResults, async ({ query, actor }) => {
    const answer = await stageResults(ctx.database, query, await scope(actor), query);
    const rows: StageResult[] = answer.rows.map((row) => ({
      ...row,
      score: row.score === null ? null : Number(row.score),
      versionNo: row.versionNo === null ? null : Number(row.versionNo),
      provisional: row.provisional === null ? null : row.provisional === '1',
      flags: (row.flags ?? []) as RatingResult['flags'],
    }));
    return { total: answer.total, rows };
  });
};
