import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, rows, setConfigValue } from '../../../test/auth-helpers';
import { latestCode } from '../../../test/sms-outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ROLE_IDS } from '../../db/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off', SMS_IP_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const sent = new Map<string, number>();

/** Asks for a code (a minute after the last one to any number) and reads it from the outbox. */
async function codeFor(mobile: string): Promise<{ uuid: string; code: string }> {
  t.clock.advance(60_000);
  const res = await t.app.inject({ method: 'POST', url: '/prod-api/sms/code', payload: { mobile } });
  expect(res.json().code).toBe(200);
  const count = (sent.get(mobile) ?? 0) + 1;
  sent.set(mobile, count);
  return { uuid: res.json().uuid, code: await latestCode(t.dataDir, mobile, count) };
}

/** A uuid for a number nobody holds (no message is sent). */
async function uuidFor(mobile: string): Promise<string> {
  t.clock.advance(60_000);
  return (await t.app.inject({ method: 'POST', url: '/prod-api/sms/code', payload: { mobile } })).json().uuid;
}

function smsLogin(mobile: string, smsCode: string, uuid: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/prod-api/sms/login', headers, payload: { mobile, smsCode, uuid } });
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

async function setRetryLimit(count: string) {
  await setConfigValue(t.database, 'sys.login.maxRetryCount', count);
  await t.cache.delete('sys_config:sys.login.maxRetryCount');
}

const lastLog = async () =>
  (
    await rows<Record<string, string>>(
      t.database,
      sql`select user_name, status, msg from sys_logininfor order by info_id desc limit 1`,
    )
  )[0];

const WRONG = '短信验证码错误';
const EXPIRED = '短信验证码已失效，请重新获取';
const EXHAUSTED = '短信验证码错误次数过多，请重新获取';
const LOCKED = '密码输入错误5次，帐户锁定10分钟';

describe('POST /sms/login', () => {
  it('logs in with the code from the outbox, trimming the number, and the code works once', async () => {
    const { uuid, code } = await codeFor('13800000002');
    const res = await smsLogin(' 13800000002 ', ` ${code} `, uuid);
    expect(res.json()).toMatchObject({ code: 200, msg: '操作成功' });
    expect(res.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await lastLog()).toEqual({ user_name: 'organiser', status: '0', msg: '登录成功' });

    const info = await t.app.inject({ url: '/prod-api/getInfo', headers: bearer(res.json().token) });
    expect(info.json().user.userName).toBe('organiser');

    expect((await smsLogin('13800000002', code, uuid)).json()).toEqual({ code: 500, msg: EXPIRED });
    expect(await lastLog()).toEqual({ user_name: 'organiser', status: '1', msg: EXPIRED });
  });

  it('refuses a code after five minutes, by the clock', async () => {
    const first = await codeFor('13800000003');
    t.clock.advance(5 * 60_000);
    expect((await smsLogin('13800000003', first.code, first.uuid)).json()).toEqual({ code: 500, msg: EXPIRED });

    const second = await codeFor('13800000003');
    t.clock.advance(5 * 60_000 - 1_000);
    expect((await smsLogin('13800000003', second.code, second.uuid)).json().code).toBe(200);
  });

  it('kills a code at its fifth wrong try, and a new code voids the previous one', async () => {
    await setRetryLimit('10');
    const { uuid, code } = await codeFor('13800000004');
    for (let i = 1; i <= 4; i++) expect((await smsLogin('13800000004', wrong(code), uuid)).json().msg).toBe(WRONG);
    expect((await smsLogin('13800000004', wrong(code), uuid)).json().msg).toBe(EXHAUSTED);
    expect((await smsLogin('13800000004', code, uuid)).json().msg).toBe(EXPIRED);

    const older = await codeFor('13800000004');
    const newer = await codeFor('13800000004');
    expect((await smsLogin('13800000004', older.code, older.uuid)).json().msg).toBe(EXPIRED);
    // A code belongs to its number: the right code under another number is wrong.
    expect((await smsLogin('13800000002', newer.code, newer.uuid)).json().msg).toBe(WRONG);
    expect((await smsLogin('13800000004', newer.code, newer.uuid)).json().code).toBe(200);
    await setRetryLimit('5');
  });

  it('counts wrong codes toward the lockout of password login, checked before the code', async () => {
    await t.database.exec().execute(sql`update sys_user set phonenumber = '13800000001' where user_name = 'admin'`);
    const password = (pwd: string) =>
      t.app.inject({ method: 'POST', url: '/prod-api/login', payload: { username: 'admin', password: pwd } });

    // Two wrong passwords and three wrong codes make five.
    expect((await password('wrong-1')).json().msg).toBe('用户不存在/密码错误');
    expect((await password('wrong-2')).json().msg).toBe('用户不存在/密码错误');
    const { uuid, code } = await codeFor('13800000001');
    expect((await smsLogin('13800000001', wrong(code), uuid)).json().msg).toBe(WRONG);
    expect((await smsLogin('13800000001', wrong(code), uuid)).json().msg).toBe(WRONG);
    expect((await smsLogin('13800000001', wrong(code), uuid)).json().msg).toBe(LOCKED);
    expect(await lastLog()).toEqual({ user_name: 'admin', status: '1', msg: LOCKED });

    // Locked both ways, even with the right secret.
    expect((await password('admin123')).json().msg).toBe(LOCKED);
    const fresh = await codeFor('13800000001');
    expect((await smsLogin('13800000001', fresh.code, fresh.uuid)).json().msg).toBe(LOCKED);

    t.clock.advance(10 * 60_000);
    const after = await codeFor('13800000001');
    expect((await smsLogin('13800000001', after.code, after.uuid)).json().code).toBe(200);
  });

  it('answers a number nobody holds exactly like a held one, whatever the code', async () => {
    await setRetryLimit('10');
    const answers = async (mobile: string, uuid: string, code: string) => {
      const seen: unknown[] = [];
      for (let i = 1; i <= 5; i++) seen.push((await smsLogin(mobile, wrong(code), uuid)).json());
      seen.push((await smsLogin(mobile, code, uuid)).json());
      return seen;
    };
    const held = await codeFor('13800000002');
    const heldAnswers = await answers('13800000002', held.uuid, held.code);
    const unheldUuid = await uuidFor('13900000066');
    const unheldAnswers = await answers('13900000066', unheldUuid, '123456');
    expect(unheldAnswers).toEqual(heldAnswers);
    expect(heldAnswers.map((answer) => (answer as { msg: string }).msg)).toEqual([
      WRONG,
      WRONG,
      WRONG,
      WRONG,
      EXHAUSTED,
      EXPIRED,
    ]);

    // Any code, the same wrong-code answer; and the same expiry.
    const another = await uuidFor('13900000066');
    expect((await smsLogin('13900000066', '654321', another)).json()).toEqual({ code: 500, msg: WRONG });
    t.clock.advance(5 * 60_000);
    expect((await smsLogin('13900000066', '654321', another)).json()).toEqual({ code: 500, msg: EXPIRED });

    // Logged under the masked number, never the whole one.
    expect(await lastLog()).toEqual({ user_name: '139****0066', status: '1', msg: EXPIRED });
    const leaked = await rows(t.database, sql`select 1 from sys_logininfor where user_name like '%13900000066%'`);
    expect(leaked).toEqual([]);
    await setRetryLimit('5');
  });

  it('keeps the account checks of password login: disabled, pending review, rejected and entrants', async () => {
    const db = t.database.exec();
    const cases = [
      {
        change: sql`update sys_user set status = '1' where user_name = 'auditor'`,
        undo: sql`update sys_user set status = '0' where user_name = 'auditor'`,
        msg: '用户已封禁，请联系管理员',
      },
      {
        change: sql`update sys_user set reg_status = '1' where user_name = 'auditor'`,
        undo: sql`update sys_user set reg_status = '0' where user_name = 'auditor'`,
        msg: '账号正在等待注册审核，审核通过后才能登录',
      },
      {
        change: sql`update sys_user set reg_status = '2' where user_name = 'auditor'`,
        undo: sql`update sys_user set reg_status = '0' where user_name = 'auditor'`,
        msg: '账号注册审核未通过，请联系管理员',
      },
      {
        change: sql`insert into sys_user_role (user_id, role_id) values (3, ${ROLE_IDS.participants})`,
        undo: sql`delete from sys_user_role where user_id = 3 and role_id = ${ROLE_IDS.participants}`,
        msg: '您是大赛报名者，不能登录后台',
      },
    ];
    for (const { change, undo, msg } of cases) {
      // The account changes after the code was sent.
      const { uuid, code } = await codeFor('13800000003');
      await db.execute(change);
      expect((await smsLogin('13800000003', code, uuid)).json()).toEqual({ code: 500, msg });
      expect(await lastLog()).toEqual({ user_name: 'auditor', status: '1', msg });
      await db.execute(undo);
    }
    const { uuid, code } = await codeFor('13800000003');
    expect((await smsLogin('13800000003', code, uuid, { 'accept-language': 'en-US' })).json().msg).toBe(
      'operation succeeded',
    );
  });

  it('validates the body, naming the field', async () => {
    const res = await smsLogin('13800000002', '12345', 'x');
    expect(res.json().code).toBe(500);
    expect(res.json().msg).toContain('smsCode');
  });
});
