import type { DeptEditForm, DeptForm } from '@cbo/contracts';
import { and, asc, count, eq, inArray, like, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compRegion, sysDept, sysUser } from '../../../db/schema';
import { type FilterSpec, filterConditions } from '../../../lib/crud/list-query';
import { isTaken } from '../../../lib/crud/taken';

export const deptColumns = {
  deptId: sysDept.deptId,
  parentId: sysDept.parentId,
  ancestors: sysDept.ancestors,
  deptName: sql<string>`coalesce(${sysDept.deptName}, '')`.as('dept_name'),
  orderNum: sysDept.orderNum,
  leader: sysDept.leader,
  phone: sysDept.phone,
  email: sysDept.email,
  regionCode: sysDept.regionCode,
  status: sysDept.status,
  delFlag: sysDept.delFlag,
  createBy: sysDept.createBy,
  createTime: sysDept.createTime,
  updateBy: sysDept.updateBy,
  updateTime: sysDept.updateTime,
};

const filters: FilterSpec = {
  deptId: { op: 'eq', column: sysDept.deptId },
  parentId: { op: 'eq', column: sysDept.parentId },
  deptName: { op: 'like', column: sysDept.deptName },
  status: { op: 'eq', column: sysDept.status },
};

const live = eq(sysDept.delFlag, '0');

/** Rows of the subtree under `deptId` (itself excluded), by its ancestors path. */
export function descendantsOf(dept: { deptId: number; ancestors: string }): SQL {
  const prefix = `${dept.ancestors},${dept.deptId}`;
  return or(eq(sysDept.ancestors, prefix), like(sysDept.ancestors, `${prefix},%`)) as SQL;
}

/** The departments outside `dept`'s branch (neither it nor a descendant), within `scope`: where it may move. */
export async function listDeptsOutside(
  database: Database,
  dept: { deptId: number; ancestors: string },
  scope: SQL | undefined,
) {
  return listDepts(database, {}, and(scope, ne(sysDept.deptId, dept.deptId), not(descendantsOf(dept))));
}

export async function listDepts(database: Database, query: Record<string, unknown>, scope: SQL | undefined) {
  return database
    .exec()
    .select(deptColumns)
    .from(sysDept)
    .where(and(live, scope, ...filterConditions(filters, query)))
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
}

export async function findDept(database: Database, deptId: number) {
  const [row] = await database
    .exec()
    .select(deptColumns)
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), live))
    .limit(1);
  return row;
}

export function nameTakenUnder(database: Database, parentId: number, name: string, exceptId?: number) {
  const match = and(live, eq(sysDept.parentId, parentId), eq(sysDept.deptName, name));
  return isTaken(database, sysDept.deptId, match, exceptId);
}

export async function insertDept(database: Database, form: DeptForm, ancestors: string, createBy: string) {
  await database
    .exec()
    .insert(sysDept)
    .values({ ...form, ancestors, createBy });
}

export async function updateDept(
  database: Database,
  deptId: number,
  values: DeptEditForm & { ancestors: string; updateBy: string; updateTime: string },
) {
  await database.exec().update(sysDept).set(values).where(eq(sysDept.deptId, deptId));
}

/** Moves a subtree: every descendant's ancestors path swaps the old prefix for the new one. */
export async function rewriteDescendantAncestors(database: Database, oldPrefix: string, newPrefix: string) {
  await database
    .exec()
    .update(sysDept)
    .set({ ancestors: sql`${newPrefix} || substr(${sysDept.ancestors}, ${oldPrefix.length + 1})` })
    .where(or(eq(sysDept.ancestors, oldPrefix), like(sysDept.ancestors, `${oldPrefix},%`)));
}

export async function countEnabledDescendants(database: Database, dept: { deptId: number; ancestors: string }) {
  const [row] = await database
    .exec()
    .select({ n: count() })
    .from(sysDept)
    .where(and(live, eq(sysDept.status, '0'), descendantsOf(dept)));
  return row.n;
}

export async function enableDepts(database: Database, deptIds: number[]) {
  if (deptIds.length === 0) return;
  await database.exec().update(sysDept).set({ status: '0' }).where(inArray(sysDept.deptId, deptIds));
}

export async function countChildren(database: Database, deptId: number) {
  const [row] = await database
    .exec()
    .select({ n: count() })
    .from(sysDept)
    .where(and(live, eq(sysDept.parentId, deptId)));
  return row.n;
}

export async function countUsers(database: Database, deptId: number) {
  const [row] = await database
    .exec()
    .select({ n: count() })
    .from(sysUser)
    .where(and(eq(sysUser.deptId, deptId), eq(sysUser.delFlag, '0')));
  return row.n;
}

export async function markDeptDeleted(database: Database, deptId: number, updateBy: string, at: string) {
  await database
    .exec()
    .update(sysDept)
    .set({ delFlag: '2', updateBy, updateTime: at })
    .where(eq(sysDept.deptId, deptId));
}

export async function regionExists(database: Database, regionCode: string): Promise<boolean> {
  const [row] = await database
    .exec()
    .select({ code: compRegion.regionCode })
    .from(compRegion)
    .where(eq(compRegion.regionCode, regionCode))
    .limit(1);
  return Boolean(row);
}
