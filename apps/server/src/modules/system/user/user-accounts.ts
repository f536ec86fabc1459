import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import * as repo from './user.repository';

/** What a staff-created account needs; `password` is the hash ('' for an account without one). */
export interface StaffAccount {
  userName: string;
  nickName: string;
  phonenumber: string;
  email: string;
  sex: string;
  password: string;
  remark?: string | null;
}

async function roleIdOf(database: Database, roleKey: string): Promise<number> {
  const role = (await repo.liveRoles(database)).find((row) => row.roleKey === roleKey);
  if (!role) throw AppError.rule('board.registration.roleMissing', { role: roleKey });
  return role.roleId;
}

/**
 * Creates staff accounts holding one seeded role, as the user form does for staff-created users:
 * the first password was chosen by staff, so it must be replaced at first login
 * (docs/adr/0010-forced-password-change-and-private-avatars.md). Runs in the caller's transaction;
 * uniqueness is the caller's check (`findUserClash`).
 */
export async function createStaffAccounts(
  database: Database,
  { accounts, roleKey, by, at }: { accounts: StaffAccount[]; roleKey: string; by: string; at: string },
): Promise<number[]> {
  if (accounts.length === 0) return [];
  const roleId = await roleIdOf(database, roleKey);
  const ids: number[] = [];
  for (const account of accounts) {
    const userId = await repo.insertUser(database, {
      userName: account.userName,
      nickName: account.nickName,
      phonenumber: account.phonenumber,
      email: account.email,
      sex: account.sex,
      password: account.password,
      remark: account.remark ?? null,
      pwdChangeRequired: '1',
      pwdUpdateDate: at,
      createBy: by,
    });
    await repo.replaceUserRoles(database, userId, [roleId]);
    ids.push(userId);
  }
  return ids;
}

/** Gives a live user a seeded role they may not hold yet; answers whether it was added. */
export async function grantRoleByKey(database: Database, userId: number, roleKey: string): Promise<boolean> {
  const roleId = await roleIdOf(database, roleKey);
  const held = await repo.userRoleIds(database, userId);
  if (held.includes(roleId)) return false;
  await repo.replaceUserRoles(database, userId, [...held, roleId]);
  return true;
}
