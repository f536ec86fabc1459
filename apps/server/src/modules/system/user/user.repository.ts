import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { compOrganisation, sysDept, sysPost, sysRole, sysUser, sysUserPost, sysUserRole } from '../../../db/schema';
import { dateRangeCondition, type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList, pageKeys } from '../../../lib/crud/paged-list';
import { isTaken } from '../../../lib/crud/taken';

const userDept = alias(sysDept, 'user_dept');

export const userColumns = {
  userId: sysUser.userId,
  deptId: sysUser.deptId,
  orgId: sysUser.orgId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  email: sql<string>`coalesce(${sysUser.email}, '')`.as('email'),
  phonenumber: sql<string>`coalesce(${sysUser.phonenumber}, '')`.as('phonenumber'),
  sex: sysUser.sex,
  avatar: sql<string>`coalesce(${sysUser.avatar}, '')`.as('avatar'),
  status: sysUser.status,
  loginIp: sql<string>`coalesce(${sysUser.loginIp}, '')`.as('login_ip'),
  loginDate: sysUser.loginDate,
  createBy: sysUser.createBy,
  createTime: sysUser.createTime,
  remark: sysUser.remark,
  deptName: userDept.deptName,
  deptLeader: userDept.leader,
};

type RawUser = { [K in keyof typeof userColumns]: unknown } & {
  userId: number;
  deptId: number | null;
  deptName: string | null;
  deptLeader: string | null;
};

/** A row as the wire wants it: `admin` computed, `dept` nested. */
export function toUserRow<T extends RawUser>(row: T) {
  const { deptName, deptLeader, ...user } = row;
  return {
    ...user,
    admin: row.userId === 1,
    dept:
      row.deptId === null || deptName === null
        ? null
        : { deptId: row.deptId, deptName: deptName ?? '', leader: deptLeader },
  };
}

const filters: FilterSpec = {
  userId: { op: 'eq', column: sysUser.userId },
  userName: { op: 'like', column: sysUser.userName },
  phonenumber: { op: 'like', column: sysUser.phonenumber },
  status: { op: 'eq', column: sysUser.status },
};

const sortable = {
  userId: sysUser.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  createTime: sysUser.createTime,
  loginDate: sysUser.loginDate,
};

export interface UserFilter {
  userId?: number | '';
  userName?: string;
  phonenumber?: string;
  status?: string;
  deptId?: number | '';
  params?: { beginTime?: string; endTime?: string };
}

/**
 * Users of a department and everything below it. The department ids are read once (an InitPlan)
 * and matched with = ANY, so the name and mobile indexes still drive the scan.
 */
function inDeptSubtree(deptId: number): SQL {
  return sql`${sysUser.deptId} = any(array(select d.dept_id from sys_dept d where d.dept_id = ${deptId}
    or d.ancestors = (select a.ancestors || ',' || a.dept_id from sys_dept a where a.dept_id = ${deptId})
    or d.ancestors like (select a.ancestors || ',' || a.dept_id || ',%' from sys_dept a where a.dept_id = ${deptId})))`;
}

export function userWhere(filter: UserFilter, scope: SQL | undefined): SQL | undefined {
  return and(
    eq(sysUser.delFlag, '0'),
    eq(sysUser.userType, '00'),
    scope,
    ...filterConditions(filters, { ...filter }),
    filter.deptId ? inDeptSubtree(filter.deptId) : undefined,
    dateRangeCondition(sysUser.createTime, filter.params),
  );
}

export async function listUsers(
  database: Database,
  filter: UserFilter,
  scope: SQL | undefined,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
  extra?: SQL,
) {
  const where = and(userWhere(filter, scope), extra);
  const order = orderBy(sortable, page, [], sysUser.userId);
  return pagedList(database, {
    from: sysUser,
    where,
    page,
    rowsCarryVersions: true,
    rows: async (window, carry) => {
      const keys = pageKeys(database, { key: sysUser.userId, from: sysUser, where, order, window });
      const rows = await database
        .exec()
        .select({ ...userColumns, ...carry })
        .from(keys)
        .innerJoin(sysUser, eq(sysUser.userId, keys.key))
        .leftJoin(userDept, eq(userDept.deptId, sysUser.deptId))
        .orderBy(...order);
      return rows.map((row) => ({ ...toUserRow(row), listVersions: row.listVersions }));
    },
  });
}

/** A keyset page for exports. */
export async function usersAfter(database: Database, where: SQL | undefined, after: number | undefined, size: number) {
  const rows = await database
    .exec()
    .select(userColumns)
    .from(sysUser)
    .leftJoin(userDept, eq(userDept.deptId, sysUser.deptId))
    .where(and(where, after === undefined ? undefined : gt(sysUser.userId, after)))
    .orderBy(asc(sysUser.userId))
    .limit(size);
  return rows.map(toUserRow);
}

export async function findUser(database: Database, userId: number) {
  const [row] = await database
    .exec()
    .select(userColumns)
    .from(sysUser)
    .leftJoin(userDept, eq(userDept.deptId, sysUser.deptId))
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')))
    .limit(1);
  return row && toUserRow(row);
}

/** Which of user name, mobile and email another live user already has. */
export async function findUserClash(
  database: Database,
  values: { userName?: string; phonenumber: string; email: string },
  exceptId?: number,
) {
  const probe = (condition: SQL) =>
    isTaken(database, sysUser.userId, and(eq(sysUser.delFlag, '0'), condition), exceptId);
  return {
    userName: values.userName ? await probe(eq(sysUser.userName, values.userName)) : false,
    phonenumber: values.phonenumber ? await probe(eq(sysUser.phonenumber, values.phonenumber)) : false,
    email: values.email ? await probe(eq(sysUser.email, values.email)) : false,
  };
}

export async function insertUser(database: Database, values: typeof sysUser.$inferInsert): Promise<number> {
  const [row] = await database.exec().insert(sysUser).values(values).returning({ id: sysUser.userId });
  return row.id;
}

export async function updateUser(database: Database, userId: number, values: Partial<typeof sysUser.$inferInsert>) {
  const rows = await database
    .exec()
    .update(sysUser)
    .set(values)
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')))
    .returning({ id: sysUser.userId });
  return rows.length;
}

export async function replaceUserRoles(database: Database, userId: number, roleIds: number[]) {
  await database.exec().delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  if (roleIds.length)
    await database
      .exec()
      .insert(sysUserRole)
      .values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function replaceUserPosts(database: Database, userId: number, postIds: number[]) {
  await database.exec().delete(sysUserPost).where(eq(sysUserPost.userId, userId));
  if (postIds.length)
    await database
      .exec()
      .insert(sysUserPost)
      .values(postIds.map((postId) => ({ userId, postId })));
}

export async function userRoleIds(database: Database, userId: number): Promise<number[]> {
  const rows = await database
    .exec()
    .select({ id: sysUserRole.roleId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0')));
  return rows.map((row) => row.id);
}

export async function userPostIds(database: Database, userId: number): Promise<number[]> {
  const rows = await database
    .exec()
    .select({ id: sysUserPost.postId })
    .from(sysUserPost)
    .where(eq(sysUserPost.userId, userId));
  return rows.map((row) => row.id);
}

/** Live roles, by sort order (the admin role included; callers hide it). */
export async function liveRoles(database: Database, scope?: SQL) {
  return database
    .exec()
    .select({
      roleId: sysRole.roleId,
      roleName: sysRole.roleName,
      roleKey: sysRole.roleKey,
      roleSort: sysRole.roleSort,
      status: sysRole.status,
    })
    .from(sysRole)
    .where(and(eq(sysRole.delFlag, '0'), scope))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
}

export async function existingPostIds(database: Database, postIds: number[]): Promise<number[]> {
  if (postIds.length === 0) return [];
  const rows = await database
    .exec()
    .select({ id: sysPost.postId })
    .from(sysPost)
    .where(inArray(sysPost.postId, postIds));
  return rows.map((row) => row.id);
}

export async function markUsersDeleted(database: Database, userIds: number[], updateBy: string, at: string) {
  await database
    .exec()
    .update(sysUser)
    .set({ delFlag: '2', updateBy, updateTime: at })
    .where(inArray(sysUser.userId, userIds));
  await database.exec().delete(sysUserRole).where(inArray(sysUserRole.userId, userIds));
  await database.exec().delete(sysUserPost).where(inArray(sysUserPost.userId, userIds));
}

export async function organisationExists(database: Database, orgId: number): Promise<boolean> {
  const [row] = await database
    .exec()
    .select({ id: compOrganisation.orgId })
    .from(compOrganisation)
    .where(eq(compOrganisation.orgId, orgId))
    .limit(1);
  return Boolean(row);
}

/** Live users holding any of these names, by name (the import's existing-account check, 1,000 a read). */
export async function liveUserIdsByName(database: Database, names: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let i = 0; i < names.length; i += 1000) {
    const rows = await database
      .exec()
      .select({ id: sysUser.userId, name: sysUser.userName })
      .from(sysUser)
      .where(and(eq(sysUser.delFlag, '0'), inArray(sysUser.userName, names.slice(i, i + 1000))));
    for (const row of rows) found.set(row.name, row.id);
  }
  return found;
}

/** Which live user holds each of these mobiles or emails, as value -> user name (1,000 a read). */
export async function liveHoldersOf(
  database: Database,
  field: 'phonenumber' | 'email',
  values: string[],
): Promise<Map<string, string>> {
  const column = sysUser[field];
  const found = new Map<string, string>();
  for (let i = 0; i < values.length; i += 1000) {
    const rows = await database
      .exec()
      .select({ value: column, name: sysUser.userName })
      .from(sysUser)
      .where(and(eq(sysUser.delFlag, '0'), inArray(column, values.slice(i, i + 1000))));
    for (const row of rows) found.set(row.value ?? '', row.name);
  }
  return found;
}

/** Inserts imported users in one statement (the caller batches). */
export async function insertUsers(database: Database, rows: Array<typeof sysUser.$inferInsert>) {
  if (rows.length === 0) return;
  await database.exec().insert(sysUser).values(rows);
}

/** Overwrites one imported user's sheet fields. */
export async function overwriteUser(database: Database, userId: number, values: Partial<typeof sysUser.$inferInsert>) {
  await database.exec().update(sysUser).set(values).where(eq(sysUser.userId, userId));
}

/**
 * Fresh planner statistics after a bulk load (PGlite has no autovacuum to do it); on PGlite a vacuum
 * too, whose visibility map lets the list's covering indexes answer alone (docs/architecture.md#paged-lists).
 */
export async function analyzeUsers(database: Database) {
  await database.exec().execute(database.kind === 'pglite' ? sql`vacuum (analyze) sys_user` : sql`analyze sys_user`);
}
