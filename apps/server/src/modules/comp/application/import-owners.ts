import { ENTRANT_ROLE, type Locale } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { accountsByMobile, insertEntrantAccounts, liveRoleId, takenUserNames } from '../../auth/auth.api';
import type { AppContext } from '../../module';

type Text = Readonly<Record<Locale, string>>;

export const OWNER_PROBLEMS = {
  staffMobile: {
    'zh-CN': '该手机号属于后台工作人员账号，不能作为报名者账号，请更换负责人手机',
    'en-US': "belongs to a staff account, which cannot own an entrant's application; use another mobile",
  },
  sharedMobile: {
    'zh-CN': '有多个账号使用该手机号，无法确定负责人的报名者账号',
    'en-US': "several accounts hold this mobile: the leader's entrant account cannot be told",
  },
  noUserName: {
    'zh-CN': '无法为该手机号生成可用的账号名',
    'en-US': 'no free user name could be made for this mobile',
  },
} as const satisfies Record<string, Text>;

export type OwnerProblem = keyof typeof OWNER_PROBLEMS;

/** Whose drafts the rows of an import are: each leader's mobile to an account, or why not. */
export interface OwnerPlan {
  /** mobile -> the entrant's user name (found, or to be created). */
  owners: Map<string, string>;
  problems: Map<string, OwnerProblem>;
  toCreate: Array<{ userName: string; nickName: string; mobile: string }>;
  found: number;
}

/**
 * Finds the leaders' entrant accounts by mobile, with one read per 1,000 mobiles: an entrant
 * holding the mobile owns the row; a mobile nobody holds gets a new account (named after the
 * mobile, no password: the leader signs in by SMS code, docs/portal.md); a staff account or
 * several accounts on one mobile are a problem of the row.
 */
export async function planOwners(
  ctx: AppContext,
  leaders: Array<{ mobile: string; name: string }>,
): Promise<OwnerPlan> {
  const nameOf = new Map<string, string>();
  for (const leader of leaders) if (!nameOf.has(leader.mobile)) nameOf.set(leader.mobile, leader.name);
  const mobiles = [...nameOf.keys()];
  const held = await accountsByMobile(ctx.database, mobiles, ENTRANT_ROLE);
  const owners = new Map<string, string>();
  const problems = new Map<string, OwnerProblem>();
  const fresh: string[] = [];
  let found = 0;
  for (const mobile of mobiles) {
    const accounts = held.get(mobile) ?? [];
    if (accounts.length === 0) fresh.push(mobile);
    else if (accounts.length > 1) problems.set(mobile, 'sharedMobile');
    else if (!accounts[0].entrant) problems.set(mobile, 'staffMobile');
    else {
      owners.set(mobile, accounts[0].userName);
      found += 1;
    }
  }
  // The mobile as the user name, else `m` and the mobile when someone already took it.
  const candidates = (mobile: string) => [mobile, `m${mobile}`];
  const taken = await takenUserNames(ctx.database, fresh.flatMap(candidates));
  const toCreate: OwnerPlan['toCreate'] = [];
  for (const mobile of fresh) {
    const userName = candidates(mobile).find((name) => !taken.has(name));
    if (!userName) {
      problems.set(mobile, 'noUserName');
      continue;
    }
    owners.set(mobile, userName);
    toCreate.push({ userName, nickName: (nameOf.get(mobile) ?? userName).slice(0, 30), mobile });
  }
  return { owners, problems, toCreate, found };
}

/** Creates the planned accounts (inside the import's transaction). */
export async function createOwners(ctx: AppContext, plan: OwnerPlan, by: string, at: string): Promise<void> {
  if (plan.toCreate.length === 0) return;
  const roleId = await liveRoleId(ctx.database, ENTRANT_ROLE);
  if (roleId === undefined) throw AppError.rule('board.registration.roleMissing', { role: ENTRANT_ROLE });
  await insertEntrantAccounts(ctx.database, plan.toCreate, roleId, by, at);
}
