import bcrypt from 'bcryptjs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, setConfigValue } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
});
afterAll(() => t.close());

function login(username: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/prod-api/login', headers, payload: { username, password } });
}

describe('password login', () => {
  it('answers a token for the right password, trimming the user name', async () => {
    const res = await login('  admin ', 'admin123');
    expect(res.json()).toMatchObject({ code: 200, msg: '操作成功' });
    expect(res.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an entrant with exactly the spec text, in both languages', async () => {
    expect((await login('entrant', 'admin123')).json()).toEqual({ code: 500, msg: '您是大赛报名者，不能登录后台' });
    expect((await login('entrant', 'admin123', { 'accept-language': 'en-US' })).json().msg).toBe(
      'you are a competition entrant and cannot log in to the back office',
    );
  });

  it('says the same for an unknown user and a wrong password', async () => {
    expect((await login('nobody', 'whatever1')).json()).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    expect((await login('expert', 'wrong-pass')).json()).toEqual({ code: 500, msg: '用户不存在/密码错误' });
  });

  it('locks after 5 wrong passwords for 10 minutes, checked before the password', async () => {
    for (let i = 1; i <= 4; i++)
      expect((await login('organiser', `bad-${i}xx`)).json().msg).toBe('用户不存在/密码错误');
    expect((await login('organiser', 'bad-5xx')).json().msg).toBe('密码输入错误5次，帐户锁定10分钟');
    expect((await login('organiser', 'admin123')).json().msg).toBe('密码输入错误5次，帐户锁定10分钟');
    t.clock.advance(10 * 60_000 - 1);
    expect((await login('organiser', 'admin123')).json().msg).toBe('密码输入错误5次，帐户锁定10分钟');
    t.clock.advance(1);
    expect((await login('organiser', 'admin123')).json().code).toBe(200);
  });

  it('takes the lockout limits from configuration', async () => {
    await setConfigValue(t.database, 'sys.login.maxRetryCount', '2');
    await setConfigValue(t.database, 'sys.login.lockTime', '1');
    await t.cache.delete('sys_config:sys.login.maxRetryCount', 'sys_config:sys.login.lockTime');
    await login('expert', 'bad-1xx');
    expect((await login('expert', 'bad-2xx')).json().msg).toBe('密码输入错误2次，帐户锁定1分钟');
    t.clock.advance(60_000);
    expect((await login('expert', 'admin123')).json().code).toBe(200);
    await setConfigValue(t.database, 'sys.login.maxRetryCount', '5');
    await setConfigValue(t.database, 'sys.login.lockTime', '10');
    await t.cache.delete('sys_config:sys.login.maxRetryCount', 'sys_config:sys.login.lockTime');
  });

  it('refuses disabled, deleted and pending-review accounts with their own messages, after the password', async () => {
    const db = t.database.exec();
    await db.execute(sql`update sys_user set status = '1' where user_name = 'auditor'`);
    expect((await login('auditor', 'admin123')).json().msg).toBe('用户已封禁，请联系管理员');
    // Account states are told only to whoever holds the password.
    expect((await login('auditor', 'wrong-pass')).json().msg).toBe('用户不存在/密码错误');
    await db.execute(sql`update sys_user set status = '0', del_flag = '2' where user_name = 'auditor'`);
    expect((await login('auditor', 'admin123')).json().msg).toBe('对不起，您的账号已被删除');
    await db.execute(sql`update sys_user set del_flag = '0', reg_status = '1' where user_name = 'auditor'`);
    expect((await login('auditor', 'admin123')).json().msg).toBe('账号正在等待注册审核，审核通过后才能登录');
    expect((await login('auditor', 'wrong-pass')).json().msg).toBe('用户不存在/密码错误');
    await db.execute(sql`update sys_user set reg_status = '2' where user_name = 'auditor'`);
    expect((await login('auditor', 'admin123')).json().msg).toBe('账号注册审核未通过，请联系管理员');
    await db.execute(sql`update sys_user set reg_status = '0' where user_name = 'auditor'`);
    expect((await login('auditor', 'admin123')).json().code).toBe(200);
  });

  it('refuses a blacklisted IP', async () => {
    await setConfigValue(t.database, 'sys.login.blackIPList', '10.0.0.1;127.0.0.*');
    await t.cache.delete('sys_config:sys.login.blackIPList');
    expect((await login('admin', 'admin123')).json().msg).toBe('很遗憾，访问IP已被列入系统黑名单');
    await setConfigValue(t.database, 'sys.login.blackIPList', '');
    await t.cache.delete('sys_config:sys.login.blackIPList');
    expect((await login('admin', 'admin123')).json().code).toBe(200);
  });

  it('verifies an imported RuoYi bcrypt hash and rehashes it to argon2id', async () => {
    const legacy = bcrypt.hashSync('legacy-pass1', 10).replace(/^\$2b\$/, '$2a$');
    await t.database.exec().execute(sql`update sys_user set password = ${legacy} where user_name = 'expert'`);
    expect((await login('expert', 'legacy-pass1')).json().code).toBe(200);
    const [row] = await rows<{ password: string }>(
      t.database,
      sql`select password from sys_user where user_name = 'expert'`,
    );
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect((await login('expert', 'legacy-pass1')).json().code).toBe(200);
  });

  it('writes every attempt to the login log with IP, browser and OS', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/prod-api/login',
      headers: {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      },
      payload: { username: 'admin', password: 'admin123' },
    });
    const logged = await rows<Record<string, string>>(
      t.database,
      sql`select user_name, ipaddr, login_location, browser, os, status, msg, login_time from sys_logininfor order by info_id desc limit 1`,
    );
    expect(logged[0]).toMatchObject({
      user_name: 'admin',
      ipaddr: '127.0.0.1',
      login_location: '内网IP',
      browser: 'Chrome 156',
      os: 'Windows 10',
      status: '0',
      msg: '登录成功',
    });
    const failures = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_logininfor where status = '1' and msg = '用户不存在/密码错误'`,
    );
    expect(failures[0].n).toBeGreaterThan(0);
  });

  it('validates the body, naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/prod-api/login', payload: { password: 'x' } });
    expect(res.json().code).toBe(500);
    expect(res.json().msg).toContain('username');
  });
});
