import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysRegistration, sysRole, sysUser, sysUserRole } from '../../../db/schema';
import { type FilterSpec, filterConditions } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';

const rowColumns = {
  userId: sysRegistration.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  mobile: sysUser.phonenumber,
  requestedRole: sysRegistration.requestedRole,
  requestedRoleName: sysRole.roleName,
  status: sql<'0' | '1' | '2'>`${sysRegistration.status}`,
  reason: sysRegistration.reason,
  autoApproved: sql<'0' | '1'>`${sysRegistration.autoApproved}`,
  decidedBy: sysRegistration.decidedBy,
  decidedAt: sysRegistration.decidedAt,
  smsStatus: sql<'0' | '1' | null>`${sysRegistration.smsStatus}`,
  createTime: sysRegistration.createTime,
};

const filters: FilterSpec = {
  status: { op: 'eq', column: sysRegistration.status },
  userName: { op: 'like', column: sysUser.userName },
};

export async function listRegistrations(
  database: Database,
  filter: { status?: string; userName?: string },
  page: { pageNum: number; pageSize: number },
) {
  const condition = and(eq(sysUser.delFlag, '0'), ...filterConditions(filters, { ...filter }));
  return pagedList(database, {
    from: sysRegistration,
    joins: [{ table: sysUser, on: eq(sysUser.userId, sysRegistration.userId) }],
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(rowColumns)
        .from(sysRegistration)
        .innerJoin(sysUser, eq(sysUser.userId, sysRegistration.userId))
        .leftJoin(sysRole, and(eq(sysRole.roleKey, sysRegistration.requestedRole), eq(sysRole.delFlag, '0')))
        .where(condition)
        // Waiting first ('1' sorts after '0' and before '2': put it first explicitly), then newest.
        .orderBy(
          sql`${sysRegistration.status} = '1' desc`,
          desc(sysRegistration.createTime),
          desc(sysRegistration.userId),
        )
        .limit(limit)
        .offset(offset),
  });
}

export async function insertRequest(database: Database, userId: number, requestedRole: string): Promise<void> {
  await database.exec().insert(sysRegistration).values({ userId, requestedRole }).onConflictDoNothing();
}

export async function findRequest(database: Database, userId: number) {
  const [row] = await database
    .exec()
    .select({
      userId: sysRegistration.userId,
      requestedRole: sysRegistration.requestedRole,
      status: sysRegistration.status,
      mobile: sysUser.phonenumber,
      userName: sysUser.userName,
    })
    .from(sysRegistration)
    .innerJoin(sysUser, eq(sysUser.userId, sysRegistration.userId))
    .where(and(eq(sysRegistration.userId, userId), eq(sysUser.delFlag, '0')));
  return row;
}

/** The requests of several accounts (deleted accounts left out). */
export async function findRequests(database: Database, userIds: number[]) {
  if (userIds.length === 0) return [];
  return database
    .exec()
    .select({
      userId: sysRegistration.userId,
      requestedRole: sysRegistration.requestedRole,
      status: sysRegistration.status,
      mobile: sysUser.phonenumber,
      userName: sysUser.userName,
    })
    .from(sysRegistration)
    .innerJoin(sysUser, eq(sysUser.userId, sysRegistration.userId))
    .where(and(inArray(sysRegistration.userId, userIds), eq(sysUser.delFlag, '0')));
}

/** The waiting requests that match the list's name filter, oldest first, at most `limit`. */
export async function waitingIds(database: Database, filter: { userName?: string }, limit: number): Promise<number[]> {
  const found = await database
    .exec()
    .select({ userId: sysRegistration.userId })
    .from(sysRegistration)
    .innerJoin(sysUser, eq(sysUser.userId, sysRegistration.userId))
    .where(
      and(
        eq(sysUser.delFlag, '0'),
        eq(sysRegistration.status, '1'),
        ...filterConditions({ userName: filters.userName }, { userName: filter.userName }),
      ),
    )
    .orderBy(asc(sysRegistration.userId))
    .limit(limit);
  return found.map((row) => row.userId);
}

export async function roleIdOf(database: Database, roleKey: string): Promise<number | undefined> {
  const [row] = await database
    .exec()
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(and(eq(sysRole.roleKey, roleKey), eq(sysRole.delFlag, '0')));
  return row?.roleId;
}

/** Decides a waiting request (compare-and-set on both rows); answers whether it was still waiting. */
export async function decide(
  database: Database,
  userId: number,
  decision: { status: '0' | '2'; reason: string | null; autoApproved: boolean; by: string; at: string },
): Promise<boolean> {
  const changed = await database
    .exec()
    .update(sysRegistration)
    .set({
      status: decision.status,
      reason: decision.reason,
      autoApproved: decision.autoApproved ? '1' : '0',
      decidedBy: decision.by,
      decidedAt: decision.at,
    })
    .where(and(eq(sysRegistration.userId, userId), eq(sysRegistration.status, '1')))
    .returning({ userId: sysRegistration.userId });
  if (changed.length === 0) return false;
  await database
    .exec()
    .update(sysUser)
    .set({ regStatus: decision.status, updateBy: decision.by, updateTime: decision.at })
    .where(and(eq(sysUser.userId, userId), inArray(sysUser.regStatus, ['1', '2'])));
  return true;
}

export async function grantRole(database: Database, userId: number, roleId: number): Promise<void> {
  await database.exec().insert(sysUserRole).values({ userId, roleId }).onConflictDoNothing();
}

export async function recordSms(database: Database, userId: number, ok: boolean): Promise<void> {
  await database
    .exec()
    .update(sysRegistration)
    .set({ smsStatus: ok ? '0' : '1' })
    .where(eq(sysRegistration.userId, userId));
}
