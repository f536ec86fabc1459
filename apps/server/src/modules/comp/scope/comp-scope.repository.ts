import { eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { compRegion, sysDept, sysUser } from '../../../db/schema';

/** What a competition scope lets its holder see, resolved (docs/competition-scope.md). */
export type CompScopePlan =
  | { kind: 'all' }
  | { kind: 'region'; regionCode: string }
  | { kind: 'organisation'; orgId: number }
  | { kind: 'own'; userName: string };

/** The columns of the listed rows the scope is checked against; a missing one matches nothing. */
export interface CompScopeColumns {
  region?: AnyPgColumn;
  organisation?: AnyPgColumn;
  owner?: AnyPgColumn;
}

// Aliased so the subquery never captures a comp_region of the outer query.
const scopeRegion = alias(compRegion, 'scope_region');
const scopeRegionFrom = sql`${compRegion} as ${sql.identifier('scope_region')}`;

/**
 * The plan as a parameterised condition (undefined = no filter). A region matches itself and every
 * region whose ancestors name it (",110000,110100," is compared with the commas, so 11000 never
 * matches 110000).
 */
export function compScopeSql(plan: CompScopePlan, columns: CompScopeColumns): SQL | undefined {
  switch (plan.kind) {
    case 'all':
      return undefined;
    case 'region':
      return columns.region
        ? sql`${columns.region} in (select ${scopeRegion.regionCode} from ${scopeRegionFrom} where ${scopeRegion.regionCode} = ${plan.regionCode} or ${scopeRegion.ancestors} like ${`%,${plan.regionCode},%`})`
        : sql`false`;
    case 'organisation':
      return columns.organisation ? eq(columns.organisation, plan.orgId) : sql`false`;
    case 'own':
      return columns.owner ? eq(columns.owner, plan.userName) : sql`false`;
  }
}

/** The region bound to a department, if any. */
export async function deptRegion(database: Database, deptId: number): Promise<string | null> {
  const [row] = await database
    .exec()
    .select({ regionCode: sysDept.regionCode })
    .from(sysDept)
    .where(eq(sysDept.deptId, deptId))
    .limit(1);
  return row?.regionCode ?? null;
}

/** The organisation a user belongs to, if any. */
export async function userOrganisation(database: Database, userId: number): Promise<number | null> {
  const [row] = await database
    .exec()
    .select({ orgId: sysUser.orgId })
    .from(sysUser)
    .where(eq(sysUser.userId, userId))
    .limit(1);
  return row?.orgId ?? null;
}
