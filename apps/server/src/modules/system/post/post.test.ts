import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { multipartBody } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('posts', () => {
  it('lists with filters, paging and whitelisted sorting', async () => {
    const all = (await api('GET', '/system/post/list')).json();
    expect(all.code).toBe(200);
    expect(all.msg).toBe('查询成功');
    expect(all.total).toBeGreaterThan(1);
    const page = (await api('GET', '/system/post/list?pageNum=1&pageSize=1&orderByColumn=postSort&isAsc=desc')).json();
    expect(page.rows).toHaveLength(1);
    expect(page.total).toBe(all.total);
    const sorts = all.rows.map((row: { postSort: number }) => row.postSort);
    expect(page.rows[0].postSort).toBe(Math.max(...sorts));
    const code = all.rows[0].postCode as string;
    const filtered = (
      await api('GET', `/system/post/list?postCode=${encodeURIComponent(code.slice(1, 3))}&status=`)
    ).json();
    expect(filtered.rows.map((row: { postCode: string }) => row.postCode)).toContain(code);
    // LIKE wildcards in user text match themselves.
    expect((await api('GET', '/system/post/list?postName=%25')).json().total).toBe(0);
    const bad = (await api('GET', '/system/post/list?orderByColumn=password')).json();
    expect(bad).toMatchObject({ code: 500 });
    expect(bad.msg).toContain('orderByColumn');
  });

  it('adds, reads, edits and deletes, keeping names and codes unique', async () => {
    const add = await api('POST', '/system/post', { postCode: 'judge', postName: '评委', postSort: 9 });
    expect(add.json()).toEqual({ code: 200, msg: '操作成功' });
    const again = await api('POST', '/system/post', { postCode: 'judge2', postName: '评委', postSort: 9 });
    expect(again.json()).toEqual({ code: 500, msg: "新增岗位'评委'失败，岗位名称已存在" });
    const sameCode = await api('POST', '/system/post', { postCode: 'judge', postName: '评委二', postSort: 9 });
    expect(sameCode.json().msg).toBe("新增岗位'评委二'失败，岗位编码已存在");

    const [{ post_id: postId }] = await rows<{ post_id: number }>(
      t.database,
      sql`select post_id from sys_post where post_code = 'judge'`,
    );
    const read = (await api('GET', `/system/post/${postId}`)).json();
    expect(read.data).toMatchObject({ postCode: 'judge', postName: '评委', status: '0', createBy: 'admin' });

    const edit = await api('PUT', '/system/post', { postId, postCode: 'judge', postName: '主评委', postSort: 1 });
    expect(edit.json().code).toBe(200);
    expect((await api('GET', `/system/post/${postId}`)).json().data).toMatchObject({
      postName: '主评委',
      updateBy: 'admin',
    });
    expect((await api('DELETE', `/system/post/${postId}`)).json().code).toBe(200);
    expect((await api('GET', `/system/post/${postId}`)).json()).toEqual({ code: 500, msg: '数据不存在或已被删除' });
  });

  it('names the field of a bad form and refuses deleting a post in use, deleting nothing', async () => {
    const bad = (await api('POST', '/system/post', { postCode: '', postName: 'x', postSort: 1 })).json();
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('postCode');
    const [used] = await rows<{ post_id: number; post_name: string }>(
      t.database,
      sql`select p.post_id, p.post_name from sys_post p join sys_user_post up on up.post_id = p.post_id limit 1`,
    );
    await api('POST', '/system/post', { postCode: 'spare', postName: '备用', postSort: 5 });
    const [spare] = await rows<{ post_id: number }>(
      t.database,
      sql`select post_id from sys_post where post_code = 'spare'`,
    );
    const refused = (await api('DELETE', `/system/post/${spare.post_id},${used.post_id}`)).json();
    expect(refused).toEqual({ code: 500, msg: `${used.post_name}已分配,不能删除` });
    expect((await api('GET', `/system/post/${spare.post_id}`)).json().code).toBe(200);
  });

  it('needs the permissions: an expert sees a 403, an anonymous caller a 401', async () => {
    const expert = await loginAs(t.app, 'expert');
    expect((await api('GET', '/system/post/list', undefined, expert)).json().code).toBe(403);
    expect((await t.app.inject({ url: '/prod-api/system/post/list' })).json().code).toBe(401);
    expect((await api('GET', '/system/post/optionselect', undefined, expert)).json().code).toBe(200);
  });

  it('exports the filtered posts as xlsx with dictionary labels', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/post/export',
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=0&postCode=&params%5BbeginTime%5D=&params%5BendTime%5D=',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['download-filename']).toMatch(/^%E5%B2%97%E4%BD%8D%E6%95%B0%E6%8D%AE_\d+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const enabled = (await api('GET', '/system/post/list?status=0&pageSize=500')).json().total;
    expect(sheet.rowCount).toBe(enabled + 1);
    expect(sheet.getRow(1).getCell(2).value).toBe('岗位编码');
    expect(sheet.getRow(2).getCell(5).value).toBe('正常');
    await t.app.operLog.flush();
    const logged = await rows<{ business_type: number }>(
      t.database,
      sql`select business_type from sys_oper_log where title = '岗位管理' and business_type = 5`,
    );
    expect(logged).toHaveLength(1);
  });
});

describe('post import', () => {
  async function sheet(lines: Array<Array<string | number>>): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('岗位数据');
    ws.addRow(['岗位编码', '岗位名称', '岗位排序', '状态', '备注']);
    for (const line of lines) ws.addRow(line);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const upload = async (content: Buffer, updateSupport = false) => {
    const { payload, headers } = multipartBody([{ field: 'file', filename: 'posts.xlsx', content }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/prod-api/system/post/importData?updateSupport=${updateSupport}`,
      headers: { ...bearer(admin), ...headers },
      payload,
    });
    return res.json();
  };
  const codes = async () =>
    (
      await rows<{ post_code: string }>(
        t.database,
        sql`select post_code from sys_post where post_code like 'imp-%' order by post_code`,
      )
    ).map((row) => row.post_code);

  it('imports a filled-in template, labels mapped to values', async () => {
    const body = await upload(
      await sheet([
        ['imp-a', '导入甲', 1, '正常', ''],
        ['imp-b', '导入乙', 2, '停用', '备注'],
      ]),
    );
    expect(body).toEqual({ code: 200, msg: '恭喜您，数据已全部导入成功！共 2 条' });
    expect(await codes()).toEqual(['imp-a', 'imp-b']);
    const [b] = await rows<{ status: string }>(t.database, sql`select status from sys_post where post_code = 'imp-b'`);
    expect(b.status).toBe('1');
  });

  it('writes nothing when a row is bad, and updates existing codes only when asked', async () => {
    const bad = await upload(
      await sheet([
        ['imp-c', '导入丙', 3, '正常', ''],
        ['imp-d', '', 4, '正常', ''],
      ]),
    );
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('第 3 行导入失败：岗位名称');
    expect(await codes()).toEqual(['imp-a', 'imp-b']);

    const again = await sheet([['imp-a', '导入甲改', 9, '正常', '']]);
    // The report is HTML, so quotes arrive escaped.
    expect((await upload(again)).msg).toContain('新增岗位&#39;导入甲改&#39;失败，岗位编码已存在');
    expect((await upload(again, true)).code).toBe(200);
    const [a] = await rows<{ post_name: string }>(
      t.database,
      sql`select post_name from sys_post where post_code = 'imp-a'`,
    );
    expect(a.post_name).toBe('导入甲改');
  });
});
