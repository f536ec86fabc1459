import { ENTRANT_ROLE } from '@cbo/contracts';
import { and, asc, eq, exists, notExists } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sysRole, sysSmsLog, sysUser, sysUserRole } from '../../db/schema';
import type { UserRow } from '../auth/auth.repository';

/**
 * The id of the one active back-office user holding this mobile number: live, enabled, approved
 * and not an entrant. Undefined when nobody (or, against the rules, more than one) holds it.
 */
export async function findActiveUserIdByMobile(
  database: Database,
  mobile: string,
  /** Staff (the back office's SMS login) or entrants (the portal's). */
  audience: 'staff' | 'entrant' = 'staff',
): Promise<number | undefined> {
  const db = database.exec();
  const entrantRole = db
    .select({ id: sysUserRole.userId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(
      and(
        eq(sysUserRole.userId, sysUser.userId),
        eq(sysRole.roleKey, ENTRANT_ROLE),
        eq(sysRole.status, '0'),
        eq(sysRole.delFlag, '0'),
      ),
    );
  const rows = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(
      and(
        eq(sysUser.phonenumber, mobile),
        eq(sysUser.delFlag, '0'),
        eq(sysUser.status, '0'),
        eq(sysUser.regStatus, '0'),
        audience === 'entrant' ? exists(entrantRole) : notExists(entrantRole),
      ),
    )
    .limit(2);
  return rows.length === 1 ? rows[0].userId : undefined;
}

/** The one live account holding this mobile number, whatever its state; undefined when none or several. */
export async function findLiveUserByMobile(database: Database, mobile: string): Promise<UserRow | undefined> {
  const rows = await database
    .exec()
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.phonenumber, mobile), eq(sysUser.delFlag, '0')))
    .orderBy(asc(sysUser.userId))
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

export interface SmsLogRow {
  provider: string;
  /** Already masked. */
  mobile: string;
  template: string;
  purpose: string;
  status: '0' | '1';
  providerId: string;
  errorMsg: string;
  /** The rendered text, secret variables already masked. */
  content: string;
  sendTime: string;
}

export async function insertSmsLog(database: Database, row: SmsLogRow): Promise<void> {
  await database.exec().insert(sysSmsLog).values(row);
}
