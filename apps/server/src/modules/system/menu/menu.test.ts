import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const idOf = async (name: string) =>
  Number(
    (await rows<{ menu_id: number }>(t.database, sql`select menu_id from sys_menu where menu_name = ${name}`))[0]
      ?.menu_id,
  );

const page = (parentId: number, menuName: string, extra: object = {}) => ({
  parentId,
  menuName,
  orderNum: 9,
  menuType: 'C',
  path: 'judges',
  component: 'comp/judges/index',
  perms: 'comp:judges:list',
  ...extra,
});

describe('menus', () => {
  it('lists all menus for the admin and only their own for others, with string isFrame/isCache', async () => {
    const all = (await api('GET', '/system/menu/list')).json().data;
    expect(all.length).toBeGreaterThan(50);
    expect(all[0]).toMatchObject({
      isFrame: expect.stringMatching(/^[01]$/),
      isCache: expect.stringMatching(/^[01]$/),
    });
    const sysadmin = await loginAs(t.app, 'sysadmin');
    const own = (await api('GET', '/system/menu/list', undefined, sysadmin)).json().data;
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length + 1);
    const ownNames = own.map((menu: { menuName: string }) => menu.menuName);
    expect(ownNames).toContain('用户管理');
    expect(ownNames).not.toContain('大赛管理');
    // The organiser no longer manages menus (issue 29), so it lists none.
    const organiser = await loginAs(t.app, 'organiser');
    expect((await api('GET', '/system/menu/list', undefined, organiser)).json().code).toBe(403);
    const tree = (await api('GET', '/system/menu/treeselect')).json().data;
    expect(tree.map((node: { label: string }) => node.label)).toContain('系统管理');
  });

  it('adds with the reference’s checks, edits never under itself, deletes only leaves no role holds', async () => {
    const system = await idOf('系统管理');
    expect((await api('POST', '/system/menu', page(system, '评委库'))).json().code).toBe(200);
    expect((await api('POST', '/system/menu', page(system, '评委库'))).json().msg).toBe(
      "新增菜单'评委库'失败，菜单名称已存在",
    );
    expect(
      (await api('POST', '/system/menu', page(system, '外链', { isFrame: '0', path: 'www.x.cn' }))).json().msg,
    ).toBe("新增菜单'外链'失败，地址必须以http(s)://开头");
    const judges = await idOf('评委库');
    expect(
      (await api('POST', '/system/menu', page(judges, '评委新增', { menuType: 'F', perms: 'comp:judges:add' }))).json()
        .code,
    ).toBe(200);
    const button = await idOf('评委新增');
    expect((await api('PUT', '/system/menu', { menuId: judges, ...page(button, '评委库') })).json().msg).toBe(
      "修改菜单'评委库'失败，上级菜单不能选择自己",
    );
    expect((await api('DELETE', `/system/menu/${judges}`)).json()).toEqual({ code: 601, msg: '存在子菜单,不允许删除' });
    await t.database.exec().execute(sql`insert into sys_role_menu (role_id, menu_id) values (2, ${button})`);
    expect((await api('DELETE', `/system/menu/${button}`)).json()).toEqual({ code: 601, msg: '菜单已分配,不允许删除' });
    await t.database.exec().execute(sql`delete from sys_role_menu where menu_id = ${button}`);
    expect((await api('DELETE', `/system/menu/${button}`)).json().code).toBe(200);
    expect((await api('DELETE', `/system/menu/${judges}`)).json().code).toBe(200);
    const bad = (await api('POST', '/system/menu', page(system, 'x', { perms: 'drop table' }))).json();
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('perms');
  });

  it('keeps route names and paths unique among siblings (without case), not across parents', async () => {
    const system = await idOf('系统管理');
    const monitor = await idOf('系统监控');
    const first = page(system, '奖项库', { path: 'awards', routeName: 'Awards', perms: '' });
    expect((await api('POST', '/system/menu', first)).json().code).toBe(200);
    const samePath = page(system, '奖项库二', { path: 'AWARDS', routeName: '', perms: '' });
    expect((await api('POST', '/system/menu', samePath)).json().msg).toBe("新增菜单'奖项库二'失败，路由地址已存在");
    const sameName = page(system, '奖项库三', { path: 'awards-3', routeName: 'awards', perms: '' });
    expect((await api('POST', '/system/menu', sameName)).json().msg).toBe("新增菜单'奖项库三'失败，路由名称已存在");
    // Under another parent the same path and name are fine.
    const elsewhere = page(monitor, '奖项库', { path: 'awards', routeName: 'Awards', perms: '' });
    expect((await api('POST', '/system/menu', elsewhere)).json().code).toBe(200);
    // Editing keeps its own route; taking a sibling's is refused.
    const awards = await idOf('奖项库');
    expect(
      (await api('POST', '/system/menu', page(system, '奖项统计', { path: 'award-stats', perms: '' }))).json().code,
    ).toBe(200);
    const stats = await idOf('奖项统计');
    expect((await api('PUT', '/system/menu', { menuId: awards, ...first, orderNum: 3 })).json().code).toBe(200);
    expect(
      (
        await api('PUT', '/system/menu', { menuId: stats, ...page(system, '奖项统计', { path: 'Awards', perms: '' }) })
      ).json().msg,
    ).toBe("修改菜单'奖项统计'失败，路由地址已存在");
    expect(
      (
        await api('PUT', '/system/menu', {
          menuId: stats,
          ...page(system, '奖项统计', { path: 'award-stats', routeName: 'AWARDS', perms: '' }),
        })
      ).json().msg,
    ).toBe("修改菜单'奖项统计'失败，路由名称已存在");
    // Buttons carry no route: two empty paths never clash.
    const button = (name: string) => page(stats, name, { menuType: 'F', path: '', component: '', perms: '' });
    expect((await api('POST', '/system/menu', button('统计查询'))).json().code).toBe(200);
    expect((await api('POST', '/system/menu', button('统计导出'))).json().code).toBe(200);
  });

  it('checks the role’s menus in the role menu tree', async () => {
    const body = (await api('GET', '/system/menu/roleMenuTreeselect/2')).json();
    expect(body.checkedKeys.length).toBeGreaterThan(10);
    expect(body.menus.length).toBeGreaterThan(0);
  });
});
