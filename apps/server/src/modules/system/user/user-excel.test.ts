import { createHash } from 'node:crypto';
import { passwordRule } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { multipartBody } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { PASSWORD_SHEET_TTL_MS } from './user-password-sheet';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const TITLES = ['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '帐号状态'];

async function sheet(lines: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('用户数据');
  ws.addRow(TITLES);
  for (const line of lines) ws.addRow(line);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `series` keeps the mobile numbers of each batch apart (136…, 137…, 139…) and off the demo users' 138…. */
const people = (count: number, prefix: string, series = 7) =>
  Array.from({ length: count }, (_, i) => [
    102,
    `${prefix}${i}`,
    `选手${i}`,
    '',
    `13${series}${String(i).padStart(8, '0')}`,
    '女',
    '正常',
  ]);

function upload(content: Buffer, updateSupport = false, filename = 'users.xlsx', extra = '') {
  const { payload, headers } = multipartBody([{ field: 'file', filename, content }]);
  return t.app.inject({
    method: 'POST',
    url: `/prod-api/system/user/importData?updateSupport=${updateSupport}${extra}`,
    headers: { ...bearer(admin), ...headers },
    payload,
  });
}

const takeSheet = (sheetId: string, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/prod-api/system/user/importData/passwords/${sheetId}`,
    headers: bearer(token),
  });

/** The sheet's rows as [user name, nick name, one-time password]. */
async function sheetRows(raw: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const out: string[][] = [];
  workbook.worksheets[0].eachRow((row, n) => {
    if (n > 1) out.push([1, 2, 3].map((cell) => String(row.getCell(cell).value)));
  });
  return out;
}

const count = async (like: string) =>
  (
    await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_user where user_name like ${like} and del_flag = '0'`,
    )
  )[0].n;

async function loginAttempt(username: string, password: string) {
  return (await t.app.inject({ method: 'POST', url: '/prod-api/login', payload: { username, password } })).json();
}

describe('user import and export', () => {
  it('gives 1,000 imported users their own one-time passwords, answered once as a sheet and stored as an HMAC', async () => {
    const res = await upload(await sheet(people(1000, 'imp')));
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.msg).toMatch(/^恭喜您，数据已全部导入成功！共 1000 条，数据如下：<br\/>1000 个新账号已生成一次性密码/);
    expect(body.msg).toContain('1、账号 imp0 导入成功');
    expect(body.passwordSheet).toMatch(/^[\w-]{16,}$/);
    expect(await count('imp%')).toBe(1000);
    const [stats] = await rows<{ hashes: number; flagged: number; female: number; otp: number }>(
      t.database,
      sql`select count(distinct password)::int as hashes,
                 count(*) filter (where pwd_change_required = '1')::int as flagged,
                 count(*) filter (where sex = '1')::int as female,
                 count(*) filter (where password like '$otp$v1$%')::int as otp
          from sys_user where user_name like 'imp%'`,
    );
    expect(stats).toEqual({ hashes: 1000, flagged: 1000, female: 1000, otp: 1000 });

    // Only the importer takes the sheet, and only once.
    const expert = await loginAs(t.app, 'expert');
    expect((await takeSheet(body.passwordSheet, expert)).json().code).toBe(403);
    // Another importer cannot take it either, and trying leaves it for its owner.
    const sysadmin = await loginAs(t.app, 'sysadmin');
    expect((await takeSheet(body.passwordSheet, sysadmin)).json().code).toBe(500);
    // The organiser imports no users (issue 29), like the expert.
    const organiser = await loginAs(t.app, 'organiser');
    expect((await takeSheet(body.passwordSheet, organiser)).json().code).toBe(403);
    const download = await takeSheet(body.passwordSheet);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    const issued = await sheetRows(download.rawPayload);
    expect(issued.length).toBe(1000);
    expect(new Set(issued.map(([, , password]) => password)).size).toBe(1000);
    for (const [, , password] of issued) expect(passwordRule.safeParse(password).success).toBe(true);
    const again = (await takeSheet(body.passwordSheet)).json();
    expect(again).toMatchObject({ code: 500, msg: '密码表已下载过或已过期，请重置这些账号的密码' });

    // What is stored is a keyed digest, not the password or a digest anyone can recompute.
    const [imp7, , password7] = issued.find(([name]) => name === 'imp7') as string[];
    const [stored] = await rows<{ password: string }>(
      t.database,
      sql`select password from sys_user where user_name = ${imp7}`,
    );
    expect(stored.password).not.toContain(password7);
    expect(stored.password).not.toContain(createHash('sha256').update(password7).digest('base64url'));

    // The one-time password logs in, and the account must change it first.
    expect((await loginAttempt('imp7', 'wrong-password1')).code).toBe(500);
    const token = await loginAs(t.app, 'imp7', password7);
    const info = await t.app.inject({ url: '/prod-api/getInfo', headers: bearer(token) });
    expect(info.json().pwdChangeRequired).toBe(true);
    const blocked = await t.app.inject({ url: '/prod-api/system/user/list', headers: bearer(token) });
    expect(blocked.json().msg).toContain('请先修改初始密码');
  });

  it('keeps a sheet for ten minutes only', async () => {
    const body = (await upload(await sheet(people(2, 'late', 5)))).json();
    expect(body.passwordSheet).toBeTruthy();
    t.clock.advance(PASSWORD_SHEET_TTL_MS + 1);
    expect((await takeSheet(body.passwordSheet)).json().code).toBe(500);
  });

  it('gives accounts that sign in by SMS code no password and no sheet, and requires their mobile', async () => {
    const noMobile = people(3, 'sms', 4);
    noMobile[1][4] = '';
    const refused = (await upload(await sheet(noMobile), false, 'users.xlsx', '&smsLogin=true')).json();
    expect(refused.code).toBe(500);
    expect(refused.msg).toContain('sms1 导入失败：短信验证码登录的账号须填写手机号码');
    const body = (await upload(await sheet(people(3, 'sms', 4)), false, 'users.xlsx', '&smsLogin=true')).json();
    expect(body.code).toBe(200);
    expect(body.passwordSheet).toBeUndefined();
    const stored = await rows<{ password: string; pwd_change_required: string }>(
      t.database,
      sql`select password, pwd_change_required from sys_user where user_name like 'sms%'`,
    );
    expect(stored).toEqual(Array(3).fill({ password: '', pwd_change_required: '0' }));
  });

  it('exports them back with dictionary labels', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/user/export',
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userName=imp&status=',
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0];
    expect(ws.rowCount).toBe(1001);
    expect(ws.getRow(2).getCell(7).value).toBe('女');
    expect(ws.getRow(2).getCell(11).value).toBe('赛务部');
  });

  it('writes nothing when one row is bad, naming the row', async () => {
    const lines = people(50, 'bad', 6);
    lines[20][4] = '12345';
    const body = (await upload(await sheet(lines))).json();
    expect(body.code).toBe(500);
    expect(body.msg).toContain('很抱歉，导入失败！共 1 条数据格式不正确');
    expect(body.msg).toContain('1、第 22 行 bad20 导入失败：手机号码');
    expect(body.msg).toContain('手机号码');
    expect(await count('bad%')).toBe(0);
  });

  it('refuses existing accounts unless asked to update them', async () => {
    const again = await sheet([[103, 'imp1', '改名了', '', '', '男', '停用']]);
    const refused = (await upload(again)).json();
    expect(refused.code).toBe(500);
    expect(refused.msg).toContain('imp1 导入失败：登录账号已存在');
    const updated = (await upload(again, true)).json();
    expect(updated.code).toBe(200);
    expect(updated.msg).toContain('账号 imp1 更新成功');
    const [row] = await rows<Record<string, unknown>>(
      t.database,
      sql`select nick_name, status, dept_id from sys_user where user_name = 'imp1'`,
    );
    expect(row).toMatchObject({ nick_name: '改名了', status: '1' });
    expect(Number(row.dept_id)).toBe(103);
  });

  it('refuses a file that is not an xlsx workbook, naming the field', async () => {
    const fake = (await upload(Buffer.from('<html>'), false, 'users.xlsx')).json();
    expect(fake.code).toBe(500);
    expect(fake.msg).toContain('file');
    const csv = (await upload(Buffer.from('a,b'), false, 'users.csv')).json();
    expect(csv.msg).toContain('.xlsx');
  });

  it('keeps answering other requests while a 10,000-row import runs', async () => {
    const file = await sheet(people(10_000, 'big', 9));
    let importDone = 0;
    const importing = upload(file).then((res) => {
      importDone = performance.now();
      return res;
    });
    // Give the import time to start parsing and writing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const info = await t.app.inject({ url: '/prod-api/getInfo', headers: bearer(admin) });
    const answered = performance.now();
    expect(info.json().code).toBe(200);
    const res = await importing;
    expect(res.json().code).toBe(200);
    expect(answered).toBeLessThan(importDone);
    expect(await count('big%')).toBe(10_000);
  });

  it('gives a template with the importable columns only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/user/importTemplate',
      headers: bearer(admin),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(1).values).toEqual([undefined, ...TITLES]);
  });
});
