import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { isUniqueViolation } from '../../../lib/db-errors';
import type { CompScopePlan } from '../scope/comp-scope';
import {
  countInScope,
  creditCodeHolder,
  deleteOrganisations,
  findOrganisation,
  insertOrganisation,
  type OrgValues,
  organisationWithUsers,
  parentChain,
  regionExists,
  regionInScope,
  updateOrganisation,
} from './organisation.repository';

/**
 * Organisation rules: unique credit codes, an existing region, and the competition scope on every
 * read and write (an out-of-scope id answers 403, as if it did not exist for the caller).
 */
export class OrganisationService {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor({
    database,
    clock,
  }: {
    database: Database;
    clock: Clock;
  }) {
    this.database = database;
    this.clock = clock;
  }

  async get(orgId: number, plan: CompScopePlan) {
    const row = await findOrganisation(this.database, orgId, plan);
    if (!row) throw AppError.forbidden();
    return row;
  }

  /** Refuses (403) unless every id names an organisation the plan sees. */
  async assertInScope(orgIds: number[], plan: CompScopePlan): Promise<void> {
    const distinct = [...new Set(orgIds)];
    if (distinct.length === 0) return;
    if ((await countInScope(this.database, distinct, plan)) < distinct.length) throw AppError.forbidden();
  }

  /** The row's region must exist and, for a region scope, lie in it; an organisation scope creates none. */
  async checkValues(values: OrgValues, plan: CompScopePlan, exceptId?: number): Promise<void> {
    if (!(await regionExists(this.database, values.regionCode))) {
      throw AppError.rule('comp.region.missing', { code: values.regionCode });
    }
    if (plan.kind === 'region' && !(await regionInScope(this.database, values.regionCode, plan))) {
      throw AppError.forbidden();
    }
    if (values.parentId) {
      if ((await countInScope(this.database, [values.parentId], plan)) === 0) {
        throw AppError.rule('comp.org.parentMissing');
      }
      // A parent may not be the organisation itself or one below it: the chain must end.
      if (exceptId !== undefined) {
        const chain = [values.parentId, ...(await parentChain(this.database, values.parentId))];
        if (chain.includes(exceptId)) throw AppError.rule('comp.org.parentCycle', { name: values.orgName });
      }
    }
    if (values.creditCode) {
      const holder = await creditCodeHolder(this.database, values.creditCode, exceptId);
      if (holder) throw AppError.rule('comp.org.creditTaken', { code: values.creditCode, name: holder.orgName });
    }
  }

  async add(values: OrgValues, plan: CompScopePlan, by: string): Promise<number> {
    if (plan.kind === 'organisation') throw AppError.forbidden();
    await this.checkValues(values, plan);
    try {
      return await insertOrganisation(this.database, values, by);
    } catch (error) {
      if (isUniqueViolation(error) && values.creditCode) {
        throw AppError.rule('comp.org.creditTaken', { code: values.creditCode, name: values.orgName });
      }
      throw error;
    }
  }

  async edit(orgId: number, values: OrgValues, plan: CompScopePlan, by: string): Promise<void> {
    await this.assertInScope([orgId], plan);
    await this.checkValues(values, plan, orgId);
    try {
      await updateOrganisation(this.database, { orgId, values, by, at: formatDateTime(this.clock.now()) });
    } catch (error) {
      if (isUniqueViolation(error) && values.creditCode) {
        throw AppError.rule('comp.org.creditTaken', { code: values.creditCode, name: values.orgName });
      }
      throw error;
    }
  }

  /** All or none: every id in scope, and no organisation with users. */
  async remove(orgIds: number[], plan: CompScopePlan): Promise<void> {
    await this.assertInScope(orgIds, plan);
    await this.database.transaction(async () => {
      const used = await organisationWithUsers(this.database, orgIds);
      if (used) throw AppError.rule('comp.org.hasUsers', { name: used.orgName });
      await deleteOrganisations(this.database, orgIds);
    });
  }
}
