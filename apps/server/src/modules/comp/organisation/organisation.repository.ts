import type { OrganisationForm } from '@cbo/contracts';
import { and, asc, count, eq, gt, inArray, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compOrganisation, compRegion, sysUser } from '../../../db/schema';
import { type FilterSpec, filterConditions, likePattern, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { type CompScopePlan, compScopeCondition } from '../scope/comp-scope';

export type OrgValues = Omit<Required<OrganisationForm>, 'creditCode' | 'remark' | 'parentId'> & {
  creditCode: string | null;
  remark: string | null;
  /** Absent (an import row): the parent stays as it is. */
  parentId?: number | null;
};

const columns = {
  orgId: compOrganisation.orgId,
  orgName: compOrganisation.orgName,
  orgType: compOrganisation.orgType,
  parentId: compOrganisation.parentId,
  // Qualified by hand: the fragment must name the outer row, not the subquery's own table.
  parentName: sql<
    string | null
  >`(select p.org_name from comp_organisation p where p.org_id = "comp_organisation"."parent_id")`,
  regionCode: compOrganisation.regionCode,
  regionName: compRegion.regionName,
  creditCode: compOrganisation.creditCode,
  status: compOrganisation.status,
  remark: compOrganisation.remark,
  createBy: compOrganisation.createBy,
  createTime: compOrganisation.createTime,
};

const filters: FilterSpec = {
  orgName: { op: 'like', column: compOrganisation.orgName },
  orgType: { op: 'eq', column: compOrganisation.orgType },
  status: { op: 'eq', column: compOrganisation.status },
};

const sortable = {
  orgId: compOrganisation.orgId,
  orgName: compOrganisation.orgName,
  createTime: compOrganisation.createTime,
};

export interface OrgFilter {
  orgName?: string;
  orgType?: string;
  regionCode?: string;
  status?: string;
}

/** The rows an organisation scope sees: by region subtree, by the organisation itself, or by creator. */
export function orgScope(plan: CompScopePlan): SQL | undefined {
  return compScopeCondition(plan, {
    region: compOrganisation.regionCode,
    organisation: compOrganisation.orgId,
    owner: compOrganisation.createBy,
  });
}

function where(filter: OrgFilter, plan: CompScopePlan): SQL | undefined {
  // A region filter matches its whole subtree, like the scope itself.
  const region = filter.regionCode
    ? compScopeCondition({ kind: 'region', regionCode: filter.regionCode }, { region: compOrganisation.regionCode })
    : undefined;
  return and(...filterConditions(filters, { ...filter }), region, orgScope(plan));
}

const joined = (database: Database) =>
  database
    .exec()
    .select(columns)
    .from(compOrganisation)
    .leftJoin(compRegion, eq(compRegion.regionCode, compOrganisation.regionCode));

export async function listOrganisations(
  database: Database,
  filter: OrgFilter,
  plan: CompScopePlan,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const condition = where(filter, plan);
  const order = orderBy(sortable, page, [asc(compOrganisation.orgId)], compOrganisation.orgId);
  return pagedList(database, {
    from: compOrganisation,
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      joined(database)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

export async function organisationsAfter(
  database: Database,
  filter: OrgFilter,
  plan: CompScopePlan,
  after: number | undefined,
  size: number,
) {
  return joined(database)
    .where(and(where(filter, plan), after === undefined ? undefined : gt(compOrganisation.orgId, after)))
    .orderBy(asc(compOrganisation.orgId))
    .limit(size);
}

export async function organisationOptions(database: Database, orgName: string | undefined, orgId?: number) {
  return database
    .exec()
    .select({
      orgId: compOrganisation.orgId,
      orgName: compOrganisation.orgName,
      orgType: compOrganisation.orgType,
      regionCode: compOrganisation.regionCode,
    })
    .from(compOrganisation)
    .where(
      or(
        and(
          eq(compOrganisation.status, '0'),
          orgName ? like(compOrganisation.orgName, likePattern(orgName)) : undefined,
        ),
        orgId === undefined ? undefined : eq(compOrganisation.orgId, orgId),
      ),
    )
    .orderBy(asc(compOrganisation.orgName))
    .limit(50);
}

export async function findOrganisation(database: Database, orgId: number, plan: CompScopePlan) {
  const [row] = await joined(database)
    .where(and(eq(compOrganisation.orgId, orgId), orgScope(plan)))
    .limit(1);
  return row;
}

/** How many of these ids name organisations the plan sees. */
export async function countInScope(database: Database, orgIds: number[], plan: CompScopePlan) {
  const [{ n }] = await database
    .exec()
    .select({ n: count() })
    .from(compOrganisation)
    .where(and(inArray(compOrganisation.orgId, orgIds), orgScope(plan)));
  return n;
}

/** Whether a region lies inside the plan's regions (an organisation or own plan has no region). */
export async function regionInScope(database: Database, regionCode: string, plan: CompScopePlan) {
  const condition = compScopeCondition(plan, { region: compRegion.regionCode });
  const [{ n }] = await database
    .exec()
    .select({ n: count() })
    .from(compRegion)
    .where(and(eq(compRegion.regionCode, regionCode), plan.kind === 'own' ? undefined : condition));
  return n > 0;
}

export async function regionExists(database: Database, regionCode: string) {
  const [{ n }] = await database
    .exec()
    .select({ n: count() })
    .from(compRegion)
    .where(eq(compRegion.regionCode, regionCode));
  return n > 0;
}

export async function creditCodeHolder(database: Database, creditCode: string, exceptId?: number) {
  const [row] = await database
    .exec()
    .select({ orgId: compOrganisation.orgId, orgName: compOrganisation.orgName })
    .from(compOrganisation)
    .where(
      and(
        eq(compOrganisation.creditCode, creditCode),
        exceptId === undefined ? undefined : ne(compOrganisation.orgId, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertOrganisation(database: Database, values: OrgValues, by: string) {
  const [row] = await database
    .exec()
    .insert(compOrganisation)
    .values({ ...values, createBy: by })
    .returning({ orgId: compOrganisation.orgId });
  return row.orgId;
}

export async function updateOrganisation(
  database: Database,
  { orgId, values, by, at }: { orgId: number; values: OrgValues; by: string; at: string },
) {
  await database
    .exec()
    .update(compOrganisation)
    .set({ ...values, updateBy: by, updateTime: at })
    .where(eq(compOrganisation.orgId, orgId));
}

/** One organisation among these ids that some live user belongs to. */
export async function organisationWithUsers(database: Database, orgIds: number[]) {
  const [row] = await database
    .exec()
    .select({ orgName: compOrganisation.orgName })
    .from(compOrganisation)
    .where(
      and(
        inArray(compOrganisation.orgId, orgIds),
        sql`exists (select 1 from ${sysUser} where ${sysUser.orgId} = ${compOrganisation.orgId} and ${sysUser.delFlag} = '0')`,
      ),
    )
    .limit(1);
  return row;
}

/** The organisation's parents, nearest first, up to a repeat (a cycle stops the walk). */
export async function parentChain(database: Database, orgId: number): Promise<number[]> {
  const chain: number[] = [];
  const seen = new Set<number>();
  for (let at: number | null = orgId; at !== null && !seen.has(at); ) {
    seen.add(at);
    if (at !== orgId) chain.push(at);
    const [row] = await database
      .exec()
      .select({ parentId: compOrganisation.parentId })
      .from(compOrganisation)
      .where(eq(compOrganisation.orgId, at))
      .limit(1);
    at = row?.parentId ?? null;
  }
  return chain;
}

export async function deleteOrganisations(database: Database, orgIds: number[]) {
  await database.exec().delete(compOrganisation).where(inArray(compOrganisation.orgId, orgIds));
}
