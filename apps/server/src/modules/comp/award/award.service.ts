import type { AwardLevel, AwardRow, awardLevelForm } from '@cbo/contracts';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './award.repository';

type LevelForm = z.output<typeof awardLevelForm>;
type Page = { pageNum: number; pageSize: number };

/**
 * Award levels of an edition (and track) and its awards (docs/awards.md). Levels are configuration
 * the award batches read: a level a batch decision or an award names is never removed.
 */
export class AwardService {
  constructor(private readonly ctx: Pick<AppContext, 'database' | 'clock'>) {}

  private now(): string {
    return formatDateTime(this.ctx.clock.now());
  }

  private async requireEdition(competitionId: number, plan: CompScopePlan) {
    if (!(await repo.editionInScope(this.ctx.database, competitionId, plan))) throw AppError.forbidden();
  }

  async levels(competitionId: number, trackId: number | undefined, plan: CompScopePlan): Promise<AwardLevel[]> {
    await this.requireEdition(competitionId, plan);
    return repo.listLevels(this.ctx.database, competitionId, trackId);
  }

  /** The form's rules beyond its shape: the track and sponsor belong to the edition, ranked levels say how they are given. */
  private async check(form: LevelForm): Promise<repo.LevelValues> {
    const db = this.ctx.database;
    if (form.trackId !== null && !(await repo.trackOfEdition(db, form.trackId, form.competitionId))) {
      throw AppError.invalid('trackId', 'award.level.trackOther', { id: form.trackId });
    }
    if (form.kind === 'special') {
      if (form.sponsorId === null || !(await repo.sponsorOfEdition(db, form.sponsorId, form.competitionId))) {
        throw AppError.invalid('sponsorId', 'award.level.sponsorNotLinked', { id: form.sponsorId ?? '-' });
      }
    } else {
      if (form.sponsorId !== null) throw AppError.invalid('sponsorId', 'award.level.sponsorOnlySpecial');
      if (form.count === null && form.minScore === null) {
        throw AppError.rule('award.level.rankedRule', { name: form.name });
      }
    }
    return {
      competitionId: form.competitionId,
      trackId: form.trackId,
      name: form.name,
      kind: form.kind,
      rankOrder: form.rankOrder,
      count: form.count,
      minScore: form.minScore,
      sponsorId: form.kind === 'special' ? form.sponsorId : null,
    };
  }

  private async refuseTakenName(values: repo.LevelValues, exceptId?: number) {
    const taken = await repo.levelNameTaken(this.ctx.database, { ...values, exceptId });
    if (taken) throw AppError.rule('award.level.nameTaken', { name: values.name });
  }

  async addLevel(form: LevelForm, plan: CompScopePlan, by: string): Promise<number> {
    await this.requireEdition(form.competitionId, plan);
    const values = await this.check(form);
    const db = this.ctx.database;
    // Names are unique per edition and track: checked and written under the edition's row lock.
    return db.transaction(async () => {
      await repo.lockEdition(db, form.competitionId);
      await this.refuseTakenName(values);
      return repo.insertLevel(db, values, by);
    });
  }

  async editLevel(form: LevelForm, plan: CompScopePlan, by: string): Promise<void> {
    const levelId = form.levelId;
    if (levelId === undefined) throw AppError.invalid('levelId', 'validation.required');
    const [current] = await repo.findLevels(this.ctx.database, [levelId]);
    if (!current) throw AppError.forbidden();
    await this.requireEdition(current.competitionId, plan);
    if (current.competitionId !== form.competitionId) {
      throw AppError.invalid('competitionId', 'award.level.otherEdition', { name: current.name });
    }
    const values = await this.check(form);
    const db = this.ctx.database;
    await db.transaction(async () => {
      await repo.lockEdition(db, form.competitionId);
      await this.refuseTakenName(values, levelId);
      await repo.updateLevel(db, { levelId, values, by, at: this.now() });
    });
  }

  /** All or none: a level a batch decision or an award names is refused, by name. */
  async removeLevels(levelIds: number[], plan: CompScopePlan): Promise<void> {
    const ids = [...new Set(levelIds)];
    const db = this.ctx.database;
    const found = await repo.findLevels(db, ids);
    if (found.length !== ids.length) throw AppError.forbidden();
    for (const competitionId of new Set(found.map((level) => level.competitionId))) {
      await this.requireEdition(competitionId, plan);
    }
    const names = new Map(found.map((level) => [level.levelId, level.name]));
    await db.transaction(async () => {
      for (const competitionId of [...new Set(found.map((level) => level.competitionId))].sort((a, b) => a - b)) {
        await repo.lockEdition(db, competitionId);
      }
      const inBatch = await repo.levelInBatch(db, ids);
      if (inBatch)
        throw AppError.rule('award.level.inBatch', { name: names.get(inBatch.levelId) ?? '', batch: inBatch.title });
      const awarded = await repo.levelAwarded(db, ids);
      if (awarded)
        throw AppError.rule('award.level.awarded', { name: names.get(awarded.levelId) ?? '', count: awarded.count });
      await repo.deleteLevels(db, ids);
    });
  }

  async awards(
    filter: repo.AwardFilter,
    plan: CompScopePlan,
    page: Page,
  ): Promise<{ total: number; rows: AwardRow[] }> {
    await this.requireEdition(filter.competitionId, plan);
    const answer = await repo.listAwards(this.ctx.database, filter, plan, page);
    return { total: answer.total, rows: answer.rows };
  }
}
