import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rows } from '../../../../test/auth-helpers';
import { call, type Staff, staffWith } from '../../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
let keeper: Staff;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, token = admin) => call(t.app, token, method, url, payload);

interface MenuRow {
  menuId: number;
  menuName: string;
  parentId: number;
  orderNum: number;
  menuType: string;
  path: string;
  component: string | null;
  perms: string | null;
  status: string;
  catalogue: boolean;
}
const menu = async (menuId: number): Promise<MenuRow> => (await api('GET', `/system/menu/${menuId}`)).data;
const idOf = async (name: string) =>
  Number(
    (await rows<{ menu_id: number }>(t.database, sql`select menu_id from sys_menu where menu_name = ${name}`))[0]
      ?.menu_id,
  );
const storedPerms = async (menuId: number) =>
  (await rows<{ perms: string | null }>(t.database, sql`select perms from sys_menu where menu_id = ${menuId}`))[0]
    ?.perms;
/** The edit body of a stored menu, with changes. */
const editBody = (row: MenuRow, change: Partial<MenuRow>) => {
  const { catalogue: _c, ...rest } = { ...row, ...change };
  return rest;
};

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  // A user whose only rights are menu management.
  keeper = await staffWith(t.app, admin, { name: 'menu_keeper', perms: (perm) => perm.startsWith('system:menu:') });
});
afterAll(() => t.close());

/** A custom button menu under the menu page, granted to the keeper's role by the administrator. */
async function customButton(menuName: string, perms: string, status = '0'): Promise<number> {
  const parentId = await idOf('菜单管理');
  const body = { parentId, menuName, orderNum: 9, menuType: 'F', perms, status };
  expect((await api('POST', '/system/menu', body)).code).toBe(200);
  const menuId = await idOf(menuName);
  await t.database
    .exec()
    .execute(sql`insert into sys_role_menu (role_id, menu_id) values (${keeper.roleId}, ${menuId})`);
  return menuId;
}

describe('menu editing hands out no permission the editor lacks (issue 26)', () => {
  it('refuses a menu manager who puts user permissions on a menu of their own role', async () => {
    const menuId = await customButton('自定义按钮', 'system:menu:query');
    const escalate = editBody(await menu(menuId), {
      perms: 'system:menu:query,system:user:list,system:user:resetPwd',
    });
    expect(await api('PUT', '/system/menu', escalate, keeper.token)).toEqual({
      code: 500,
      msg: "参数 perms 不正确：菜单'自定义按钮'的权限字符 system:user:list 您自己并未拥有",
    });
    expect(await storedPerms(menuId)).toBe('system:menu:query');
    const relogged = await loginAs(t.app, 'menu_keeper', 'Next2026x');
    const reset = await api('PUT', '/system/user/resetPwd', { userId: 4, password: 'Other2026' }, relogged);
    expect(reset.code).toBe(403);
    // The same edit with permissions the keeper holds goes through.
    const fine = editBody(await menu(menuId), { perms: 'system:menu:query,system:menu:list' });
    expect((await api('PUT', '/system/menu', fine, keeper.token)).code).toBe(200);
  });

  it('refuses adding a menu with a permission the editor lacks, and enabling one that carries it', async () => {
    const parentId = await idOf('菜单管理');
    const body = { parentId, menuName: '越权按钮', orderNum: 9, menuType: 'F', perms: 'system:user:resetPwd' };
    const added = await api('POST', '/system/menu', body, keeper.token);
    expect(added.msg).toBe("参数 perms 不正确：菜单'越权按钮'的权限字符 system:user:resetPwd 您自己并未拥有");
    expect(await idOf('越权按钮')).toBeNaN();

    const disabled = await customButton('停用按钮', 'system:user:resetPwd', '1');
    const enable = editBody(await menu(disabled), { status: '0' });
    expect((await api('PUT', '/system/menu', enable, keeper.token)).msg).toContain('system:user:resetPwd');
    expect((await menu(disabled)).status).toBe('1');
    // The administrator may put any permission on a menu.
    expect((await api('PUT', '/system/menu', enable)).code).toBe(200);
  });

  it('keeps the perms, path and component of catalogue menus, for the administrator too', async () => {
    const users = await menu(await idOf('用户管理'));
    expect(users.catalogue).toBe(true);
    for (const [field, value] of [
      ['perms', 'system:user:list,system:user:resetPwd'],
      ['path', 'people'],
      ['component', 'system/role/index'],
    ] as const) {
      const refused = await api('PUT', '/system/menu', editBody(users, { [field]: value }));
      expect(refused).toEqual({
        code: 500,
        msg: `参数 ${field} 不正确：菜单'用户管理'是系统菜单，${field} 不允许修改`,
      });
    }
    expect(await menu(users.menuId)).toEqual(users);
    // Title and order stay the administrator's to change.
    const renamed = await api('PUT', '/system/menu', editBody(users, { menuName: '用户', orderNum: 5 }));
    expect(renamed.code).toBe(200);
    expect(await menu(users.menuId)).toMatchObject({ menuName: '用户', orderNum: 5, perms: users.perms });
    // The keeper's own catalogue buttons are fixed as well.
    const query = (await api('GET', '/system/menu/list', undefined, keeper.token)).data.find(
      (row: MenuRow) => row.perms === 'system:menu:query',
    ) as MenuRow;
    const widened = await api('PUT', '/system/menu', editBody(query, { perms: 'system:user:list' }), keeper.token);
    expect(widened.msg).toBe(`参数 perms 不正确：菜单'${query.menuName}'是系统菜单，perms 不允许修改`);
    expect(await storedPerms(query.menuId)).toBe('system:menu:query');
  });

  it('answers whether a menu is built in', async () => {
    const custom = await customButton('说明按钮', 'system:menu:list');
    expect((await menu(custom)).catalogue).toBe(false);
    const listed = (await api('GET', '/system/menu/list')).data as MenuRow[];
    expect(listed.find((row) => row.menuId === custom)?.catalogue).toBe(false);
    expect(listed.filter((row) => row.catalogue).length).toBeGreaterThan(50);
  });
});
