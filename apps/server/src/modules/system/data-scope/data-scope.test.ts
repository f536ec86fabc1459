import { and, asc, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/test-database';
import type { Database } from '../../../db/database';
import { sysDept, sysRole, sysRoleDept, sysUser, sysUserRole } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { assertIdsInScope, type DataScope, dataScopeCondition, type ScopeRole, type ScopeSubject } from './data-scope';

// Department A has id 10 on purpose: every seeded department's ancestors ("0,100") contain the text
// "10", so a substring match instead of an element match would leak them into scope 4.
const DEPT = { a: 10, a1: 11, b: 12 } as const;
const ROLE = { all: 901, custom: 902, dept: 903, below: 904, self: 905, heldByA1: 906, heldByB: 907 } as const;
const USER_PERMISSION = 'system:user:list';

let database: Database;
const user = { a: 0, a1: 0, b: 0, noDept: 0, deletedA: 0 };
let everyone: number[] = [];

async function insertUser(userName: string, deptId: number | null, delFlag = '0'): Promise<number> {
  const [row] = await database
    .exec()
    .insert(sysUser)
    .values({ userName, nickName: userName, deptId, delFlag })
    .returning({ userId: sysUser.userId });
  return row.userId;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.exec();
  await db.insert(sysDept).values([
    { deptId: DEPT.a, parentId: 100, ancestors: '0,100', deptName: 'A' },
    { deptId: DEPT.a1, parentId: DEPT.a, ancestors: `0,100,${DEPT.a}`, deptName: 'A1' },
    { deptId: DEPT.b, parentId: 100, ancestors: '0,100', deptName: 'B' },
  ]);
  user.a = await insertUser('scope_a', DEPT.a);
  user.a1 = await insertUser('scope_a1', DEPT.a1);
  user.b = await insertUser('scope_b', DEPT.b);
  user.noDept = await insertUser('scope_none', null);
  user.deletedA = await insertUser('scope_deleted', DEPT.a, '2');
  const scopes: Record<keyof typeof ROLE, DataScope> = {
    all: '1',
    custom: '2',
    dept: '3',
    below: '4',
    self: '5',
    heldByA1: '1',
    heldByB: '1',
  };
  await db.insert(sysRole).values(
    Object.entries(ROLE).map(([key, roleId]) => ({
      roleId,
      roleKey: `scope_${key}`,
      roleName: key,
      dataScope: scopes[key as keyof typeof ROLE],
    })),
  );
  await db.insert(sysRoleDept).values([
    { roleId: ROLE.custom, deptId: DEPT.a1 },
    { roleId: ROLE.custom, deptId: DEPT.b },
  ]);
  await db.insert(sysUserRole).values([
    { userId: user.a1, roleId: ROLE.heldByA1 },
    { userId: user.b, roleId: ROLE.heldByB },
  ]);
  everyone = await visibleUsers(undefined);
});

afterAll(() => database?.close());

function role(dataScope: DataScope, overrides: Partial<ScopeRole> = {}): ScopeRole {
  const roleId = { '1': ROLE.all, '2': ROLE.custom, '3': ROLE.dept, '4': ROLE.below, '5': ROLE.self }[dataScope];
  return { roleId, roleKey: `scope_${roleId}`, dataScope, status: '0', permissions: [USER_PERMISSION], ...overrides };
}

function subjectInA(...roles: ScopeRole[]): ScopeSubject {
  return { userId: user.a, deptId: DEPT.a, roles };
}

async function visibleUsers(condition: SQL | undefined): Promise<number[]> {
  const rows = await database
    .exec()
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.delFlag, '0'), condition))
    .orderBy(asc(sysUser.userId));
  return rows.map((row) => row.userId);
}

async function usersSeenBy(subject: ScopeSubject, permission = USER_PERMISSION): Promise<number[]> {
  return visibleUsers(dataScopeCondition(subject, permission, { dept: sysUser.deptId, user: sysUser.userId }));
}

async function deptsSeenBy(subject: ScopeSubject): Promise<number[]> {
  const condition = dataScopeCondition(subject, USER_PERMISSION, { dept: sysDept.deptId });
  const rows = await database
    .exec()
    .select({ deptId: sysDept.deptId })
    .from(sysDept)
    .where(condition)
    .orderBy(asc(sysDept.deptId));
  return rows.map((row) => row.deptId);
}

const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);

describe('dataScopeCondition, one scope at a time', () => {
  it('scope 1 (all) adds no condition', async () => {
    expect(dataScopeCondition(subjectInA(role('1')), USER_PERMISSION, { dept: sysUser.deptId })).toBeUndefined();
    expect(await usersSeenBy(subjectInA(role('1')))).toEqual(everyone);
    expect(everyone).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, user.a, user.a1, user.b, user.noDept]));
  });

  it('scope 2 (custom) sees the role’s departments only', async () => {
    expect(await usersSeenBy(subjectInA(role('2')))).toEqual(sorted([user.a1, user.b]));
  });

  it('scope 3 (own department) sees the subject’s department only', async () => {
    expect(await usersSeenBy(subjectInA(role('3')))).toEqual([user.a]);
  });

  it('scope 4 (department and below) sees the subtree, matching ancestors element by element', async () => {
    expect(await usersSeenBy(subjectInA(role('4')))).toEqual(sorted([user.a, user.a1]));
    expect(await deptsSeenBy(subjectInA(role('4')))).toEqual([DEPT.a, DEPT.a1]);
  });

  it('scope 4 from the root department sees every department below it', async () => {
    const root: ScopeSubject = { userId: 1, deptId: 100, roles: [role('4')] };
    expect(await deptsSeenBy(root)).toEqual([DEPT.a, DEPT.a1, DEPT.b, 100, 101, 102, 103, 104, 105]);
  });

  it('scope 5 (self) sees the subject only, and nothing without a user column', async () => {
    expect(await usersSeenBy(subjectInA(role('5')))).toEqual([user.a]);
    expect(await deptsSeenBy(subjectInA(role('5')))).toEqual([]);
  });

  it('a department scope without a department column contributes nothing', async () => {
    const userColumnOnly = (subject: ScopeSubject) =>
      visibleUsers(dataScopeCondition(subject, USER_PERMISSION, { user: sysUser.userId }));
    expect(await userColumnOnly(subjectInA(role('3')))).toEqual([]);
    expect(await userColumnOnly(subjectInA(role('2'), role('4')))).toEqual([]);
    expect(await userColumnOnly(subjectInA(role('3'), role('5')))).toEqual([user.a]);
  });
});

describe('dataScopeCondition across roles', () => {
  it('unites the scopes of two roles', async () => {
    const subject = subjectInA(role('3'), role('2', { permissions: [USER_PERMISSION] }));
    expect(await usersSeenBy(subject)).toEqual(sorted([user.a, user.a1, user.b]));
    expect(await usersSeenBy(subjectInA(role('5'), role('3')))).toEqual([user.a]);
  });

  it('lets only roles granting the permission (or *:*:*) take part', async () => {
    const subject = subjectInA(role('3'), role('1', { permissions: ['system:role:list'] }));
    expect(await usersSeenBy(subject, USER_PERMISSION)).toEqual([user.a]);
    expect(await usersSeenBy(subject, 'system:role:list')).toEqual(everyone);
    const columns = { dept: sysUser.deptId, user: sysUser.userId };
    expect(await visibleUsers(dataScopeCondition(subject, undefined, columns))).toEqual(everyone);
    expect(await visibleUsers(dataScopeCondition(subject, '', columns))).toEqual(everyone);
    expect(await usersSeenBy(subject, 'system:dept:list')).toEqual([]);
    expect(await usersSeenBy(subject, 'system:dept:list,system:user:list')).toEqual([user.a]);
    expect(await usersSeenBy(subjectInA(role('2', { permissions: ['*:*:*'] })))).toEqual(sorted([user.a1, user.b]));
  });

  it('ignores disabled roles', async () => {
    expect(await usersSeenBy(subjectInA(role('1', { status: '1' }), role('3')))).toEqual([user.a]);
    expect(await usersSeenBy(subjectInA(role('1', { status: '1' })))).toEqual([]);
  });

  it('matches nothing without a qualifying role', async () => {
    expect(await usersSeenBy(subjectInA())).toEqual([]);
  });

  it('never filters an enabled admin role, whatever the permission; a disabled one is just a role', async () => {
    const admin = role('5', { roleId: 1, roleKey: 'admin', permissions: [] });
    expect(dataScopeCondition(subjectInA(admin), 'system:user:list', { dept: sysUser.deptId })).toBeUndefined();
    expect(await usersSeenBy(subjectInA(admin))).toEqual(everyone);
    expect(await usersSeenBy(subjectInA({ ...admin, status: '1' }, role('3')))).toEqual([user.a]);
  });

  it('gives scopes 3 and 4 nothing when the subject has no department', async () => {
    const noDept = (...roles: ScopeRole[]): ScopeSubject => ({ userId: user.noDept, deptId: null, roles });
    expect(await usersSeenBy(noDept(role('3'), role('4')))).toEqual([]);
    expect(await usersSeenBy(noDept(role('3'), role('5')))).toEqual([user.noDept]);
    expect(await usersSeenBy(noDept(role('2')))).toEqual(sorted([user.a1, user.b]));
  });
});

describe('assertIdsInScope', () => {
  const below = () => subjectInA(role('4'));
  const refused = (promise: Promise<void>) => expect(promise).rejects.toMatchObject({ code: 403 });

  it('accepts users inside the scope, duplicates included, and an empty list', async () => {
    await assertIdsInScope(database, {
      subject: below(),
      permission: USER_PERMISSION,
      target: 'user',
      ids: [user.a, user.a1, user.a],
    });
    await assertIdsInScope(database, { subject: subjectInA(), permission: USER_PERMISSION, target: 'user', ids: [] });
  });

  it('refuses a user list with one user outside the scope', async () => {
    const attempt = assertIdsInScope(database, {
      subject: below(),
      permission: USER_PERMISSION,
      target: 'user',
      ids: [user.a, user.a1, user.b],
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await refused(attempt);
  });

  it('refuses deleted, unknown and malformed user ids even with an unrestricted scope', async () => {
    const all = subjectInA(role('1'));
    await assertIdsInScope(database, { subject: all, permission: USER_PERMISSION, target: 'user', ids: [user.b, 1] });
    await refused(
      assertIdsInScope(database, { subject: all, permission: USER_PERMISSION, target: 'user', ids: [user.deletedA] }),
    );
    await refused(
      assertIdsInScope(database, { subject: all, permission: USER_PERMISSION, target: 'user', ids: [987654] }),
    );
    await refused(
      assertIdsInScope(database, { subject: all, permission: USER_PERMISSION, target: 'user', ids: [Number.NaN] }),
    );
    await refused(
      assertIdsInScope(database, { subject: all, permission: USER_PERMISSION, target: 'user', ids: [1.5] }),
    );
  });

  it('checks users against the permission-filtered scope of self-only and admin subjects', async () => {
    await assertIdsInScope(database, {
      subject: subjectInA(role('5')),
      permission: USER_PERMISSION,
      target: 'user',
      ids: [user.a],
    });
    await refused(
      assertIdsInScope(database, {
        subject: subjectInA(role('5')),
        permission: USER_PERMISSION,
        target: 'user',
        ids: [user.a1],
      }),
    );
    await refused(
      assertIdsInScope(database, {
        subject: subjectInA(role('1')),
        permission: 'system:dept:list',
        target: 'user',
        ids: [user.a],
      }),
    );
    const admin = subjectInA(role('5', { roleId: 1, roleKey: 'admin', permissions: [] }));
    await assertIdsInScope(database, {
      subject: admin,
      permission: USER_PERMISSION,
      target: 'user',
      ids: [user.a, user.b, 1, 5],
    });
  });

  it('checks departments', async () => {
    await assertIdsInScope(database, {
      subject: below(),
      permission: USER_PERMISSION,
      target: 'dept',
      ids: [DEPT.a, DEPT.a1],
    });
    await refused(
      assertIdsInScope(database, {
        subject: below(),
        permission: USER_PERMISSION,
        target: 'dept',
        ids: [DEPT.a, DEPT.b],
      }),
    );
    await refused(
      assertIdsInScope(database, {
        subject: subjectInA(role('5')),
        permission: USER_PERMISSION,
        target: 'dept',
        ids: [DEPT.a],
      }),
    );
    await assertIdsInScope(database, {
      subject: subjectInA(role('1')),
      permission: USER_PERMISSION,
      target: 'dept',
      ids: [DEPT.a, DEPT.b, 100],
    });
    await refused(
      assertIdsInScope(database, {
        subject: subjectInA(role('1')),
        permission: USER_PERMISSION,
        target: 'dept',
        ids: [DEPT.a, 99999],
      }),
    );
  });

  it('checks roles through the subject’s own roles and the users it may see', async () => {
    const subject = below();
    await assertIdsInScope(database, {
      subject,
      permission: USER_PERMISSION,
      target: 'role',
      ids: [ROLE.below, ROLE.heldByA1],
    });
    await refused(
      assertIdsInScope(database, {
        subject,
        permission: USER_PERMISSION,
        target: 'role',
        ids: [ROLE.heldByA1, ROLE.heldByB],
      }),
    );
    await refused(
      assertIdsInScope(database, { subject, permission: USER_PERMISSION, target: 'role', ids: [ROLE.all] }),
    );
    await assertIdsInScope(database, {
      subject: subjectInA(role('2')),
      permission: USER_PERMISSION,
      target: 'role',
      ids: [ROLE.heldByB],
    });
  });

  it('accepts every live role for an unrestricted subject, and no unknown one', async () => {
    const admin = subjectInA(role('5', { roleId: 1, roleKey: 'admin', permissions: [] }));
    await assertIdsInScope(database, {
      subject: admin,
      permission: USER_PERMISSION,
      target: 'role',
      ids: [ROLE.all, ROLE.heldByB, 2, 3],
    });
    await assertIdsInScope(database, {
      subject: subjectInA(role('1')),
      permission: USER_PERMISSION,
      target: 'role',
      ids: [ROLE.heldByB, 5],
    });
    await refused(
      assertIdsInScope(database, {
        subject: admin,
        permission: USER_PERMISSION,
        target: 'role',
        ids: [ROLE.all, 999_999],
      }),
    );
  });
});
