import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { isUniqueViolation } from '../../../lib/db-errors';
import type { CompScopePlan } from '../scope/comp-scope';
import {
  boundReviewGroups,
  countInScope,
  deleteExpertGroups,
  type ExpertGroupFilter,
  type ExpertGroupValues,
  findExpertGroup,
  groupNameTaken,
  groupsInUse,
  insertExpertGroup,
  judgingStage,
  listExpertGroups,
  lockExpertGroup,
  regionCheck,
  updateExpertGroup,
} from './expert-group.repository';
import { memberCount } from './expert-group-members.repository';

type Page = { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string };

/**
 * Expert group rules (docs/expert-groups.md): a judging stage, a unique name per stage, a region in
 * the caller's competition scope (an out-of-scope or unknown id answers 403), capacity not below the
 * members, and no delete while members or bound review groups hold the group.
 */
export class ExpertGroupService {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor({ database, clock }: { database: Database; clock: Clock }) {
    this.database = database;
    this.clock = clock;
  }

  async list(filter: ExpertGroupFilter, plan: CompScopePlan, page: Page) {
    const listed = await listExpertGroups(this.database, filter, plan, page);
    return { total: listed.total, rows: await this.withReviewGroups(listed.rows) };
  }

  /** The group in scope, with its bound review groups; 403 when outside or missing. */
  async get(expertGroupId: number, plan: CompScopePlan) {
    const row = await findExpertGroup(this.database, expertGroupId, plan);
    if (!row) throw AppError.forbidden();
    const [withGroups] = await this.withReviewGroups([row]);
    return withGroups;
  }

  async add(values: ExpertGroupValues, plan: CompScopePlan, by: string): Promise<number> {
    await this.checkValues(values, plan);
    return this.unique(values, () => insertExpertGroup(this.database, values, by));
  }

  async edit(expertGroupId: number, values: ExpertGroupValues, plan: CompScopePlan, by: string): Promise<void> {
    const current = await this.get(expertGroupId, plan);
    if (current.stageId !== values.stageId) throw AppError.rule('expertGroup.stageFixed', { name: current.groupName });
    await this.checkValues(values, plan, expertGroupId);
    await this.unique(values, () =>
      this.database.transaction(async () => {
        await lockExpertGroup(this.database, expertGroupId);
        const members = await memberCount(this.database, expertGroupId);
        if (values.capacity < members) {
          throw AppError.rule('expertGroup.capacityBelowMembers', {
            capacity: values.capacity,
            count: members,
            name: current.groupName,
          });
        }
        await updateExpertGroup(this.database, { expertGroupId, values, by, at: formatDateTime(this.clock.now()) });
      }),
    );
  }

  /** All or none: every id in scope, none with members or a bound review group (naming which). */
  async remove(ids: number[], plan: CompScopePlan): Promise<void> {
    await this.assertInScope(ids, plan);
    await this.database.transaction(async () => {
      for (const group of await groupsInUse(this.database, ids)) {
        if (group.reviewGroups) {
          throw AppError.rule('expertGroup.hasReviewGroups', { name: group.groupName, groups: group.reviewGroups });
        }
        if (group.memberCount > 0) {
          throw AppError.rule('expertGroup.hasMembers', { name: group.groupName, count: group.memberCount });
        }
      }
      await deleteExpertGroups(this.database, ids);
    });
  }

  /** Refuses (403) unless every id names a group the plan sees. */
  async assertInScope(ids: number[], plan: CompScopePlan): Promise<void> {
    const distinct = [...new Set(ids)];
    if (distinct.length === 0) return;
    if ((await countInScope(this.database, distinct, plan)) < distinct.length) throw AppError.forbidden();
  }

  private async checkValues(values: ExpertGroupValues, plan: CompScopePlan, exceptId?: number) {
    if (!(await judgingStage(this.database, values.stageId))) {
      throw AppError.rule('expertGroup.stageMissing', { id: values.stageId });
    }
    // An organisation scope builds no groups (they are scoped by region); a region scope builds
    // them inside its region only; a group across regions is for all-scoped staff.
    if (plan.kind === 'organisation') throw AppError.forbidden();
    if (values.regionCode === null) {
      if (plan.kind === 'region') throw AppError.forbidden();
    } else {
      const region = await regionCheck(this.database, values.regionCode, plan);
      if (!region.exists) throw AppError.rule('comp.region.missing', { code: values.regionCode });
      if (plan.kind === 'region' && !region.inScope) throw AppError.forbidden();
    }
    if (await groupNameTaken(this.database, values.stageId, values.groupName, exceptId)) {
      throw AppError.rule('expertGroup.nameTaken', { name: values.groupName });
    }
  }

  /** A concurrent save that the unique index refuses reads like the probe's refusal. */
  private async unique<T>(values: ExpertGroupValues, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.rule('expertGroup.nameTaken', { name: values.groupName });
      throw error;
    }
  }

  private async withReviewGroups<Row extends { expertGroupId: number }>(rows: Row[]) {
    const bound = await boundReviewGroups(
      this.database,
      rows.map((row) => row.expertGroupId),
    );
    return rows.map((row) => ({
      ...row,
      reviewGroups: bound
        .filter((group) => group.expertGroupId === row.expertGroupId)
        .map(({ reviewGroupId, groupName, applicationCount }) => ({ reviewGroupId, groupName, applicationCount })),
    }));
  }
}
