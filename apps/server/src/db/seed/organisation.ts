import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database, Executor } from '../database';
import { sysDept, sysMenu, sysPost, sysRole, sysRoleMenu } from '../schema';
import { defaultGrantCodes } from './menus';
import { SEED_AUTHOR, type SeedLog, silentLog } from './seed-author';

// Ids are explicit (below the identity start values) so tests, demo users and documentation can
// name them. Everything here is inserted when missing and never updated.

const departments = [
  { deptId: 100, parentId: 0, ancestors: '0', deptName: '创新创业大赛组委会', orderNum: 0 },
  { deptId: 101, parentId: 100, ancestors: '0,100', deptName: '组委会办公室', orderNum: 1 },
  { deptId: 102, parentId: 100, ancestors: '0,100', deptName: '赛务部', orderNum: 2 },
  { deptId: 103, parentId: 100, ancestors: '0,100', deptName: '评审部', orderNum: 3 },
  { deptId: 104, parentId: 100, ancestors: '0,100', deptName: '宣传部', orderNum: 4 },
  { deptId: 105, parentId: 100, ancestors: '0,100', deptName: '技术保障部', orderNum: 5 },
];

const posts = [
  { postId: 1, postCode: 'director', postName: '主任', postSort: 1 },
  { postId: 2, postCode: 'officer', postName: '干事', postSort: 2 },
  { postId: 3, postCode: 'reviewer', postName: '评审', postSort: 3 },
  { postId: 4, postCode: 'staff', postName: '工作人员', postSort: 4 },
];

interface SeedRole {
  roleId: number;
  roleName: string;
  roleKey: string;
  dataScope: string;
  /** Competition scope (docs/competition-scope.md): 1 all, 2 region subtree, 3 organisation, 4 own. */
  compScope: string;
  remark: string;
}

export const ROLE_IDS = { admin: 1, organiser: 2, auditor: 3, expert: 4, participants: 5, sysadmin: 6 } as const;

const roles: SeedRole[] = [
  // Holds every permission through its key (*:*:*), so no catalogue entry names it.
  {
    roleId: 1,
    roleName: '超级管理员',
    roleKey: 'admin',
    dataScope: '1',
    compScope: '1',
    remark: '超级管理员',
  },
  {
    roleId: 2,
    roleName: '大赛组织者',
    roleKey: 'organiser',
    dataScope: '1',
    compScope: '1',
    remark: '组织和管理大赛',
  },
  {
    roleId: 3,
    roleName: '审核员',
    roleKey: 'auditor',
    dataScope: '4',
    compScope: '2',
    remark: '审核报名材料',
  },
  {
    roleId: 4,
    roleName: '评审专家',
    roleKey: 'expert',
    dataScope: '5',
    compScope: '4',
    remark: '评审和打分',
  },
  {
    roleId: 5,
    roleName: '大赛报名者',
    roleKey: 'participants',
    dataScope: '5',
    compScope: '4',
    remark: '参赛者，不进入后台',
  },
  // Runs the platform (accounts, roles, menus, logs, monitoring) without competition rights: the
  // organiser runs competitions and only keeps the system pages competitions need.
  {
    roleId: 6,
    roleName: '系统管理员',
    roleKey: 'sysadmin',
    dataScope: '1',
    compScope: '4',
    remark: '管理账号、权限和系统运行',
  },
];

export const DEPT_IDS = {
  root: 100,
  office: 101,
  operations: 102,
  review: 103,
  publicity: 104,
  technical: 105,
} as const;
export const POST_IDS = { director: 1, officer: 2, reviewer: 3, staff: 4 } as const;

export async function seedOrganisation(database: Database, log: SeedLog = silentLog): Promise<void> {
  await database.transaction(async () => {
    const db = database.exec();
    const newDepts = await insertMissingDepts(db);
    const newPosts = await insertMissingPosts(db);
    const newRoles = await insertMissingRoles(db);
    for (const role of newRoles) await grantMenus(db, role);
    if (newDepts + newPosts + newRoles.length > 0) {
      log(`seed: ${newDepts} departments, ${newPosts} posts, ${newRoles.length} roles inserted`);
    }
  });
}

async function insertMissingDepts(db: Executor): Promise<number> {
  const ids = departments.map((dept) => dept.deptId);
  const present = await db.select({ id: sysDept.deptId }).from(sysDept).where(inArray(sysDept.deptId, ids));
  const missing = departments.filter((dept) => !present.some((row) => row.id === dept.deptId));
  if (missing.length > 0) await db.insert(sysDept).values(missing.map((dept) => ({ ...dept, createBy: SEED_AUTHOR })));
  return missing.length;
}

/** A post whose id or code is taken is left as it is. */
async function insertMissingPosts(db: Executor): Promise<number> {
  const ids = posts.map((post) => post.postId);
  const codes = posts.map((post) => post.postCode);
  const taken = await db
    .select({ id: sysPost.postId, code: sysPost.postCode })
    .from(sysPost)
    .where(or(inArray(sysPost.postId, ids), inArray(sysPost.postCode, codes)));
  const missing = posts.filter((post) => !taken.some((row) => row.id === post.postId || row.code === post.postCode));
  if (missing.length > 0) await db.insert(sysPost).values(missing.map((post) => ({ ...post, createBy: SEED_AUTHOR })));
  return missing.length;
}

/** A role whose id or key (among live roles) is taken is left as it is, grants included. */
async function insertMissingRoles(db: Executor): Promise<SeedRole[]> {
  const ids = roles.map((role) => role.roleId);
  const keys = roles.map((role) => role.roleKey);
  const taken = await db
    .select({ id: sysRole.roleId, key: sysRole.roleKey })
    .from(sysRole)
    .where(or(inArray(sysRole.roleId, ids), and(inArray(sysRole.roleKey, keys), eq(sysRole.delFlag, '0'))));
  const missing = roles.filter((role) => !taken.some((row) => row.id === role.roleId || row.key === role.roleKey));
  if (missing.length === 0) return [];
  await db.insert(sysRole).values(missing.map((role) => ({ ...role, roleSort: role.roleId, createBy: SEED_AUTHOR })));
  return missing;
}

/** A role the seed creates gets the catalogue entries naming its key (`roles`), with their subtrees. */
async function grantMenus(db: Executor, role: SeedRole): Promise<void> {
  const codes = defaultGrantCodes(role.roleKey);
  if (codes.length === 0) return;
  const menus = await db.select({ menuId: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.code, codes));
  if (menus.length === 0) return;
  await db
    .insert(sysRoleMenu)
    .values(menus.map((menu) => ({ roleId: role.roleId, menuId: menu.menuId })))
    .onConflictDoNothing();
}
