import { inArray, or, sql } from 'drizzle-orm';
import { hashPassword, randomPassword } from '../../lib/password';
import type { Database } from '../database';
import { sysUser, sysUserPost, sysUserRole } from '../schema';
import { DEPT_IDS, POST_IDS, ROLE_IDS } from './organisation';
import { SEED_AUTHOR, type SeedLog, silentLog } from './seed-author';

/** The demo password of the embedded default (the reference's well-known one). */
export const DEMO_PASSWORD = 'admin123';

export interface SeedUsersOptions {
  embedded: boolean;
  seedDemo: boolean;
  adminInitialPassword?: string;
}

interface SeedUser {
  userId: number;
  userName: string;
  nickName: string;
  deptId: number;
  roleId: number;
  postId?: number;
  /** Demo users carry a number each (SMS login demos and browser tests); the administrator none. */
  phonenumber?: string;
  remark: string;
}

const ADMIN: SeedUser = {
  userId: 1,
  userName: 'admin',
  nickName: '超级管理员',
  deptId: DEPT_IDS.root,
  roleId: ROLE_IDS.admin,
  postId: POST_IDS.director,
  remark: '超级管理员',
};

const DEMO_USERS: SeedUser[] = [
  {
    userId: 2,
    userName: 'organiser',
    phonenumber: '13800000002',
    nickName: '大赛组织者',
    deptId: DEPT_IDS.office,
    roleId: ROLE_IDS.organiser,
    postId: POST_IDS.officer,
    remark: '演示账号',
  },
  {
    userId: 3,
    userName: 'auditor',
    phonenumber: '13800000003',
    nickName: '审核员',
    deptId: DEPT_IDS.operations,
    roleId: ROLE_IDS.auditor,
    postId: POST_IDS.staff,
    remark: '演示账号',
  },
  {
    userId: 4,
    userName: 'expert',
    phonenumber: '13800000004',
    nickName: '评审专家',
    deptId: DEPT_IDS.review,
    roleId: ROLE_IDS.expert,
    postId: POST_IDS.reviewer,
    remark: '演示账号',
  },
  {
    userId: 5,
    userName: 'entrant',
    phonenumber: '13800000005',
    nickName: '参赛者',
    deptId: DEPT_IDS.root,
    roleId: ROLE_IDS.participants,
    remark: '演示账号（报名者，不进入后台）',
  },
  {
    userId: 6,
    userName: 'sysadmin',
    phonenumber: '13800000006',
    nickName: '系统管理员',
    deptId: DEPT_IDS.technical,
    roleId: ROLE_IDS.sysadmin,
    postId: POST_IDS.staff,
    remark: '演示账号',
  },
];

/**
 * Creates the super administrator and, when asked, the demo users; existing users (and their
 * passwords) are never touched. Hashing is slow on purpose, so it happens outside the
 * transactions and at most once per distinct password.
 */
export async function seedUsers(
  database: Database,
  options: SeedUsersOptions,
  log: SeedLog = silentLog,
): Promise<{ adminPasswordGenerated?: string }> {
  let demoHash: Promise<string> | undefined;
  const hashDemo = () => {
    demoHash ??= hashPassword(DEMO_PASSWORD);
    return demoHash;
  };
  const result: { adminPasswordGenerated?: string } = {};

  if ((await missingUsers(database, [ADMIN])).length > 0) {
    // On PostgreSQL no well-known password is ever set: the operator's or a random one, to be changed.
    let generated: string | undefined;
    let password: string;
    if (options.embedded) {
      password = await hashDemo();
    } else {
      const plain = options.adminInitialPassword || randomPassword();
      if (plain !== options.adminInitialPassword) generated = plain;
      password = await hashPassword(plain);
    }
    const created = await insertUsers(database, [ADMIN], password, !options.embedded);
    if (created.length > 0) {
      log('seed: super administrator admin created');
      if (generated) result.adminPasswordGenerated = generated;
    }
  }

  if (options.seedDemo) {
    const missing = await missingUsers(database, DEMO_USERS);
    if (missing.length > 0) {
      // admin123 is public: on PostgreSQL (SEED_DEMO=1, a shared server) each demo user must replace it.
      const created = await insertUsers(database, missing, await hashDemo(), !options.embedded);
      if (created.length > 0) log(`seed: demo users ${created.join(', ')} created`);
    }
  }
  return result;
}

/** Users whose id or name is not taken by any row, deleted ones included (their ids stay taken). */
async function missingUsers(database: Database, users: SeedUser[]): Promise<SeedUser[]> {
  const ids = users.map((user) => user.userId);
  const names = users.map((user) => user.userName);
  const taken = await database
    .exec()
    .select({ id: sysUser.userId, name: sysUser.userName })
    .from(sysUser)
    .where(or(inArray(sysUser.userId, ids), inArray(sysUser.userName, names)));
  return users.filter((user) => !taken.some((row) => row.id === user.userId || row.name === user.userName));
}

/** Inserts with ON CONFLICT DO NOTHING so a concurrent start cannot fail; returns the names created. */
async function insertUsers(
  database: Database,
  users: SeedUser[],
  passwordHash: string,
  mustChangePassword: boolean,
): Promise<string[]> {
  return database.transaction(async () => {
    const db = database.exec();
    const created: string[] = [];
    for (const user of users) {
      const [row] = await db
        .insert(sysUser)
        .values({
          userId: user.userId,
          userName: user.userName,
          nickName: user.nickName,
          deptId: user.deptId,
          phonenumber: user.phonenumber ?? '',
          password: passwordHash,
          // A password nobody chose (generated or from the environment) carries no "changed on" date.
          pwdUpdateDate: mustChangePassword ? null : sql`now()`,
          pwdChangeRequired: mustChangePassword ? '1' : '0',
          remark: user.remark,
          createBy: SEED_AUTHOR,
        })
        .onConflictDoNothing()
        .returning({ userId: sysUser.userId });
      if (!row) continue;
      await db.insert(sysUserRole).values({ userId: row.userId, roleId: user.roleId }).onConflictDoNothing();
      if (user.postId !== undefined) {
        await db.insert(sysUserPost).values({ userId: row.userId, postId: user.postId }).onConflictDoNothing();
      }
      created.push(user.userName);
    }
    return created;
  });
}
