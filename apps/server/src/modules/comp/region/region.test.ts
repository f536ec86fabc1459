import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });

describe('regions', () => {
  it('serves the seeded tree flat, provinces first', async () => {
    const list = (await api('GET', '/comp/region/list')).json().data;
    expect(list[0]).toMatchObject({ regionCode: '440000', level: '1', parentCode: null });
    expect(list.find((region: { regionCode: string }) => region.regionCode === '440106')).toMatchObject({
      regionName: '天河区',
      parentCode: '440100',
    });
  });

  it('adds a region one level under its parent only', async () => {
    const district = { regionCode: '440111', regionName: '白云区', level: '3', parentCode: '440100' };
    expect((await api('POST', '/comp/region', district)).json().code).toBe(200);
    expect((await api('POST', '/comp/region', district)).json().msg).toBe("新增地区'白云区'失败，地区编码已存在");
    const skip = { regionCode: '440112', regionName: '黄埔区', level: '3', parentCode: '440000' };
    expect((await api('POST', '/comp/region', skip)).json().msg).toContain('区县级地区的上级须是市级');
    const orphan = { regionCode: '450100', regionName: '南宁市', level: '2', parentCode: '450000' };
    expect((await api('POST', '/comp/region', orphan)).json().msg).toBe('上级地区 450000 不存在');
    const badCode = (await api('POST', '/comp/region', { ...district, regionCode: '4401' })).json();
    expect(badCode.msg).toContain('regionCode');
  });

  it('renames a region and deletes only one nothing uses', async () => {
    const rename = { regionCode: '440111', regionName: '白云', level: '3', parentCode: '440100', orderNum: 9 };
    expect((await api('PUT', '/comp/region', rename)).json().code).toBe(200);
    expect((await api('GET', '/comp/region/440111')).json().data).toMatchObject({ regionName: '白云', orderNum: 9 });
    expect((await api('DELETE', '/comp/region/440100')).json().msg).toBe('存在下级地区,不允许删除');
    // 天河 holds a demo organisation.
    expect((await api('DELETE', '/comp/region/440106')).json().msg).toBe('地区已被单位或部门使用,不允许删除');
    expect((await api('DELETE', '/comp/region/440111')).json().code).toBe(200);
    expect((await api('GET', '/comp/region/440111')).json().code).toBe(500);
  });
});
