import type { FastifyInstance } from 'fastify';
import { bearer, loginAs } from './auth-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call through the API as the token's user, answering the parsed envelope. */
export async function call(app: FastifyInstance, token: string, method: Method, url: string, payload?: object) {
  const res = await app.inject({
    method,
    url: `/prod-api${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  return res.json();
}

export interface StaffSpec {
  /** Role key and user name (the role is named after it too). */
  name: string;
  /** Which catalogue permissions the role gets: every menu whose perms all match. */
  perms: (perm: string) => boolean;
  dataScope?: '1' | '2' | '3' | '4' | '5';
  compScope?: '1' | '2' | '3' | '4';
  deptId?: number;
}

export interface Staff {
  token: string;
  roleId: number;
  userId: number;
  menuIds: number[];
}

/**
 * A back-office user set up the way an administrator would (issue 26's escalation tests): a role
 * with only the chosen menus, a user holding it, the initial password changed, logged in.
 */
export async function staffWith(app: FastifyInstance, admin: string, spec: StaffSpec): Promise<Staff> {
  const ok = (body: { code: number; msg: string }) => {
    if (body.code !== 200) throw new Error(`setting up ${spec.name}: ${body.msg}`);
    return body;
  };
  const menus = (await call(app, admin, 'GET', '/system/menu/list')).data as Array<{ menuId: number; perms: string }>;
  const menuIds = menus
    .filter((menu) => menu.perms?.split(',').every((perm) => spec.perms(perm)))
    .map((menu) => menu.menuId);
  const role = { roleName: spec.name, roleKey: spec.name, roleSort: 50, menuIds, compScope: spec.compScope ?? '4' };
  ok(await call(app, admin, 'POST', '/system/role', role));
  const listed = await call(app, admin, 'GET', `/system/role/list?roleKey=${spec.name}`);
  const roleId = (listed.rows as Array<{ roleId: number; roleKey: string }>).find((r) => r.roleKey === spec.name)
    ?.roleId as number;
  ok(await call(app, admin, 'PUT', '/system/role/dataScope', { roleId, dataScope: spec.dataScope ?? '1' }));
  const user = { userName: spec.name, nickName: spec.name, password: 'Start2026', deptId: spec.deptId ?? 101 };
  ok(await call(app, admin, 'POST', '/system/user', { ...user, roleIds: [roleId] }));
  const first = await loginAs(app, spec.name, 'Start2026');
  ok(
    await call(app, first, 'PUT', '/system/user/profile/updatePwd', {
      oldPassword: 'Start2026',
      newPassword: 'Next2026x',
    }),
  );
  const token = await loginAs(app, spec.name, 'Next2026x');
  const found = await call(app, admin, 'GET', `/system/user/list?userName=${spec.name}`);
  const userId = (found.rows as Array<{ userId: number; userName: string }>).find((u) => u.userName === spec.name)
    ?.userId as number;
  return { token, roleId, userId, menuIds };
}
