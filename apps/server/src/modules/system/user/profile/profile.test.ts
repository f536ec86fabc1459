import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../../test/auth-helpers';
import { multipartBody } from '../../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../../test/test-app';
import { ROLE_IDS } from '../../../../db/seed/organisation';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('the personal centre', () => {
  it('shows the caller with role and post names, never a password', async () => {
    const token = await loginAs(t.app, 'admin');
    const answer = (await call(token, 'GET', '/system/user/profile')).json();
    expect(answer.code).toBe(200);
    expect(answer.data.userName).toBe('admin');
    expect(answer.roleGroup).toContain('超级管理员');
    expect(JSON.stringify(answer)).not.toMatch(/argon2|password/i);
  });

  it('changes only nickname, mobile, email and sex, with mobile and email unique; getInfo follows', async () => {
    const token = await loginAs(t.app, 'auditor');
    const taken = (await call(token, 'GET', '/system/user/profile')).json();
    const organiser = await loginAs(t.app, 'organiser');
    const clash = (
      await call(organiser, 'PUT', '/system/user/profile', {
        nickName: 'x',
        phonenumber: taken.data.phonenumber,
        email: '',
        sex: '0',
      })
    ).json();
    expect(clash).toMatchObject({ code: 500, msg: "修改用户'organiser'失败，手机号码已存在" });
    const bad = (await call(organiser, 'PUT', '/system/user/profile', { nickName: 'x', phonenumber: '123' })).json();
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('phonenumber');

    const ok = await call(organiser, 'PUT', '/system/user/profile', {
      nickName: '新昵称',
      phonenumber: '13900000009',
      email: 'org@example.com',
      sex: '1',
      userName: 'hijack',
      status: '1',
    });
    expect(ok.json().code).toBe(200);
    const info = (await call(organiser, 'GET', '/getInfo')).json();
    expect(info.user).toMatchObject({
      userName: 'organiser',
      nickName: '新昵称',
      phonenumber: '13900000009',
      status: '0',
    });
  });

  it('changes the password: old one checked, new one different, other sessions ended, this one kept', async () => {
    const here = await loginAs(t.app, 'expert');
    const elsewhere = await loginAs(t.app, 'expert');
    const wrong = (
      await call(here, 'PUT', '/system/user/profile/updatePwd', { oldPassword: 'nope', newPassword: 'abc12345' })
    ).json();
    expect(wrong).toMatchObject({ code: 500, msg: '修改密码失败，旧密码错误' });
    const same = (
      await call(here, 'PUT', '/system/user/profile/updatePwd', { oldPassword: 'admin123', newPassword: 'admin123' })
    ).json();
    expect(same).toMatchObject({ code: 500, msg: '新密码不能与旧密码相同' });
    const weak = (
      await call(here, 'PUT', '/system/user/profile/updatePwd', { oldPassword: 'admin123', newPassword: '123' })
    ).json();
    expect(weak.code).toBe(500);
    expect(weak.msg).toContain('newPassword');

    const done = await call(here, 'PUT', '/system/user/profile/updatePwd', {
      oldPassword: 'admin123',
      newPassword: 'Expert2026',
    });
    expect(done.json().code).toBe(200);
    expect((await call(here, 'GET', '/getInfo')).json().code).toBe(200);
    expect((await call(elsewhere, 'GET', '/getInfo')).json().code).toBe(401);
    await expect(loginAs(t.app, 'expert')).rejects.toThrow();
    await loginAs(t.app, 'expert', 'Expert2026');
  });

  it('replaces the avatar with a raster image and removes the old file', async () => {
    const token = await loginAs(t.app, 'admin');
    const send = (filename: string, content: Buffer, field = 'avatarfile') => {
      const body = multipartBody([{ field, filename, content }]);
      return t.app.inject({
        method: 'POST',
        url: '/prod-api/system/user/profile/avatar',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const first = (await send('me.png', PNG)).json();
    expect(first.code).toBe(200);
    expect(first.imgUrl).toMatch(/^\/profile\/avatar\/\d{4}\/\d{2}\/\d{2}\/me_[0-9a-f]{16}\.png$/);
    const firstFile = join(t.dataDir, 'files', first.imgUrl.slice('/profile/'.length));
    expect(existsSync(firstFile)).toBe(true);
    expect((await call(token, 'GET', '/getInfo')).json().user.avatar).toBe(first.imgUrl);

    const second = (await send('me2.png', PNG)).json();
    expect(second.code).toBe(200);
    expect(existsSync(firstFile)).toBe(false);
    expect((await call(token, 'GET', '/getInfo')).json().user.avatar).toBe(second.imgUrl);

    const pdf = (await send('cv.pdf', Buffer.from('%PDF-1.4'))).json();
    expect(pdf.code).toBe(500);
    expect(pdf.msg).toBe('文件格式不正确, 请上传png/jpg/jpeg/gif/bmp/webp格式文件!');
    expect((await send('fake.png', Buffer.from('<svg/>'))).json().msg).toBe('文件内容与扩展名 png 不符');
    expect((await send('me.png', PNG, 'file')).json()).toMatchObject({ code: 500, msg: '请选择要上传的文件' });
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/prod-api/system/user/profile' })).json().code).toBe(401);
  });
});

describe('a user created by staff', () => {
  it('must change the initial password before anything else', async () => {
    const admin = await loginAs(t.app, 'admin');
    const created = (
      await call(admin, 'POST', '/system/user', {
        userName: 'newcomer',
        nickName: '新人',
        password: 'Start2026',
        deptId: 100,
        // The system administrator's role, which lists users once the password is changed.
        roleIds: [ROLE_IDS.sysadmin],
      })
    ).json();
    expect(created.code).toBe(200);
    const token = await loginAs(t.app, 'newcomer', 'Start2026');
    const info = (await call(token, 'GET', '/getInfo')).json();
    expect(info).toMatchObject({ code: 200, pwdChangeRequired: true });
    expect((await call(token, 'GET', '/getRouters')).json().code).toBe(200);
    expect((await call(token, 'GET', '/system/user/profile')).json().code).toBe(200);
    const refused = (await call(token, 'GET', '/system/user/list')).json();
    expect(refused).toMatchObject({ code: 500, msg: '请先修改初始密码后再进行其他操作' });
    expect((await call(token, 'PUT', '/system/user/profile', { nickName: 'x' })).json().code).toBe(500);

    const changed = await call(token, 'PUT', '/system/user/profile/updatePwd', {
      oldPassword: 'Start2026',
      newPassword: 'Mine2026x',
    });
    expect(changed.json().code).toBe(200);
    expect((await call(token, 'GET', '/getInfo')).json().pwdChangeRequired).toBe(false);
    expect((await call(token, 'GET', '/system/user/list')).json().code).toBe(200);
  });
});
