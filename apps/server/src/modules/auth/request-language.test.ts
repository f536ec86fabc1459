import type { RouterItem } from '@cbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  token = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const get = (url: string, language: string) =>
  t.app.inject({ url, headers: { ...bearer(token), 'accept-language': language } });

function titles(routes: readonly RouterItem[]): string[] {
  return routes.flatMap((route) => [...(route.meta ? [route.meta.title] : []), ...titles(route.children ?? [])]);
}

describe('menus and dictionaries in the request language', () => {
  it('getRouters answers the English titles for en-US and the Chinese ones otherwise', async () => {
    const english = (await get('/prod-api/getRouters', 'en-US')).json().data as RouterItem[];
    const system = english.find((route) => route.path === '/system');
    expect(system?.meta?.title).toBe('System');
    expect(system?.children?.find((child) => child.path === 'user')?.meta?.title).toBe('Users');
    expect(titles(english).filter((title) => /\p{Script=Han}/u.test(title))).toEqual([]);

    const chinese = (await get('/prod-api/getRouters', 'zh-CN')).json().data as RouterItem[];
    expect(chinese.find((route) => route.path === '/system')?.meta?.title).toBe('系统管理');
  });

  it('takes the English title an administrator gives a menu in the menu page', async () => {
    const list = (await get('/prod-api/system/menu/list?menuName=用户管理', 'zh-CN')).json().data;
    const user = list.find((row: { menuName: string }) => row.menuName === '用户管理');
    expect(user.menuNameEn).toBe('Users');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/prod-api/system/menu',
      headers: bearer(token),
      payload: { ...user, menuNameEn: 'People' },
    });
    expect(saved.json().code).toBe(200);
    const english = (await get('/prod-api/getRouters', 'en-US')).json().data as RouterItem[];
    const system = english.find((route) => route.path === '/system');
    expect(system?.children?.find((child) => child.path === 'user')?.meta?.title).toBe('People');
  });

  it('gives dictLabel in the request language', async () => {
    const english = (await get('/prod-api/system/dict/data/type/sys_user_sex', 'en-US')).json().data;
    expect(english.map((entry: { dictLabel: string }) => entry.dictLabel)).toEqual(['Male', 'Female', 'Unknown']);
    const chinese = (await get('/prod-api/system/dict/data/type/sys_user_sex', 'zh-CN')).json().data;
    expect(chinese.map((entry: { dictLabel: string }) => entry.dictLabel)).toEqual(['男', '女', '未知']);
  });
});
