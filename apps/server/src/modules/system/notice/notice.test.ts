import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
let expert: string;
let auditor: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  expert = await loginAs(t.app, 'expert');
  auditor = await loginAs(t.app, 'auditor');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const idOf = async (title: string) => {
  const [row] = await rows<{ notice_id: number }>(
    t.database,
    sql`select notice_id::int as notice_id from sys_notice where notice_title = ${title}`,
  );
  return row?.notice_id;
};
/** Adds a notice and answers its id; later ones are newer. */
const publish = async (noticeTitle: string, status = '0', noticeContent = '<p>x</p>') => {
  const res = await api('POST', '/system/notice', { noticeTitle, noticeType: '1', status, noticeContent });
  expect(res.json().code).toBe(200);
  const id = (await idOf(noticeTitle)) as number;
  // Creation times come from the database clock, whole seconds: spread them so "latest" has one order.
  await t.database
    .exec()
    .execute(sql`update sys_notice set create_time = now() + make_interval(secs => ${id}) where notice_id = ${id}`);
  return id;
};
const latest = async (token: string, limit = 5) =>
  (await api('GET', `/system/notice/latest?limit=${limit}`, undefined, token)).json();

describe('notices', () => {
  it('adds, lists, reads, edits and deletes notices', async () => {
    const add = await api('POST', '/system/notice', {
      noticeTitle: '报名开始',
      noticeType: '2',
      noticeContent: '<p>报名<strong>已开始</strong></p>',
      remark: '首条',
    });
    expect(add.json()).toEqual({ code: 200, msg: '操作成功' });
    const id = await idOf('报名开始');
    const list = (
      await api('GET', '/system/notice/list?noticeTitle=%E6%8A%A5%E5%90%8D&noticeType=2&createBy=adm')
    ).json();
    expect(list).toMatchObject({ code: 200, msg: '查询成功', total: 1 });
    expect(list.rows[0]).toMatchObject({ noticeId: id, noticeTitle: '报名开始', noticeType: '2', status: '0' });
    expect(list.rows[0]).not.toHaveProperty('noticeContent');
    expect((await api('GET', '/system/notice/list?noticeType=1')).json().rows).toEqual([]);

    expect((await api('GET', `/system/notice/${id}`)).json().data).toMatchObject({
      noticeContent: '<p>报名<strong>已开始</strong></p>',
      createBy: 'admin',
      remark: '首条',
    });
    const edit = await api('PUT', '/system/notice', {
      noticeId: id,
      noticeTitle: '报名开始啦',
      noticeType: '1',
      noticeContent: '<p>改</p>',
      status: '1',
    });
    expect(edit.json().code).toBe(200);
    expect((await api('GET', `/system/notice/${id}`)).json().data).toMatchObject({
      noticeTitle: '报名开始啦',
      noticeType: '1',
      status: '1',
      noticeContent: '<p>改</p>',
      updateBy: 'admin',
    });
    const missing = { noticeId: 999999, noticeTitle: 'x', noticeType: '1' };
    expect((await api('PUT', '/system/notice', missing)).json()).toEqual({ code: 500, msg: '数据不存在或已被删除' });
    expect((await api('DELETE', `/system/notice/${id}`)).json().code).toBe(200);
    expect((await api('GET', `/system/notice/${id}`)).json()).toEqual({ code: 500, msg: '数据不存在或已被删除' });
  });

  it('sanitises the content on add and on edit: scripts, handlers, bad links, SVG and frames go, formatting stays', async () => {
    const dirty = [
      '<p>keep <strong>bold</strong> <em>em</em></p>',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">js</a>',
      '<svg><script>alert(1)</script></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<ul><li>item</li></ul>',
      '<a href="https://example.org">ok</a>',
      '<img src="https://example.org/a.png">',
      '<img src="/prod-api/common/file/signed?key=a">',
    ].join('');
    const clean = [
      '<p>keep <strong>bold</strong> <em>em</em></p>',
      '<a>js</a>',
      '<ul><li>item</li></ul>',
      '<a href="https://example.org">ok</a>',
      '<img src="https://example.org/a.png" />',
      '<img src="/prod-api/common/file/signed?key=a" />',
    ].join('');
    const id = await publish('安全检查', '0', dirty);
    const stored = (await api('GET', `/system/notice/${id}`)).json().data.noticeContent;
    expect(stored).toBe(clean);
    for (const bad of ['<script', 'onerror', 'javascript:', '<svg', '<iframe', 'alert'])
      expect(stored).not.toContain(bad);

    await api('PUT', '/system/notice', {
      noticeId: id,
      noticeTitle: '安全检查',
      noticeType: '1',
      noticeContent: '<p style="color:red;width:expression(alert(1))" onclick="x">e</p><math><mi>1</mi></math>',
    });
    expect((await api('GET', `/system/notice/${id}`)).json().data.noticeContent).toBe('<p style="color:red">e</p>');
    const [row] = await rows<{ notice_content: string }>(
      t.database,
      sql`select notice_content from sys_notice where notice_id = ${id}`,
    );
    expect(row.notice_content).toBe('<p style="color:red">e</p>');
  });

  it('names the field of a bad form, and refuses markup in the title', async () => {
    const cases: Array<[object, string]> = [
      [{ noticeTitle: '', noticeType: '1' }, 'noticeTitle'],
      [{ noticeTitle: 'x'.repeat(51), noticeType: '1' }, 'noticeTitle'],
      [{ noticeTitle: '<img src=x onerror=alert(1)>', noticeType: '1' }, 'noticeTitle'],
      [{ noticeTitle: 'x', noticeType: '3' }, 'noticeType'],
      [{ noticeTitle: 'x', noticeType: '1', status: '2' }, 'status'],
      [{ noticeTitle: 'x', noticeType: '1', noticeContent: 'x'.repeat(200_001) }, 'noticeContent'],
    ];
    for (const [form, field] of cases) {
      const body = (await api('POST', '/system/notice', form)).json();
      expect(body.code, field).toBe(500);
      expect(body.msg, field).toContain(field);
    }
  });

  it('answers the latest published notices with read state per user, and marks them read', async () => {
    await api('PUT', '/system/notice/readAll', undefined, expert);
    await api('PUT', '/system/notice/readAll', undefined, auditor);
    const first = await publish('第一条');
    const closed = await publish('已关闭', '1');
    const second = await publish('第二条');
    const third = await publish('第三条');

    const before = await latest(expert, 3);
    expect(before.code).toBe(200);
    expect(before.unreadCount).toBe(3);
    expect(before.data.map((row: { noticeId: number }) => row.noticeId)).toEqual([third, second, first]);
    expect(before.data[0]).toEqual({
      noticeId: third,
      noticeTitle: '第三条',
      noticeType: '1',
      createTime: expect.any(String),
      read: false,
    });

    expect((await api('PUT', `/system/notice/read/${second},${closed},999999`, undefined, expert)).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    // Marking twice changes nothing.
    expect((await api('PUT', `/system/notice/read/${second}`, undefined, expert)).json().code).toBe(200);
    const after = await latest(expert, 3);
    expect(after.unreadCount).toBe(2);
    expect(after.data.map((row: { read: boolean }) => row.read)).toEqual([false, true, false]);
    // Another user's marks are their own.
    expect((await latest(auditor, 3)).unreadCount).toBe(3);
    const reads = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_notice_read where notice_id = ${closed}`,
    );
    expect(reads[0].n).toBe(0);

    expect((await api('PUT', '/system/notice/readAll', undefined, expert)).json().code).toBe(200);
    const all = await latest(expert, 3);
    expect(all.unreadCount).toBe(0);
    expect(all.data.every((row: { read: boolean }) => row.read)).toBe(true);
    expect((await latest(auditor, 3)).unreadCount).toBe(3);

    const view = (await api('GET', `/system/notice/view/${third}`, undefined, auditor)).json();
    expect(view.data).toMatchObject({ noticeId: third, noticeContent: '<p>x</p>', read: false });
    expect((await api('GET', `/system/notice/view/${closed}`, undefined, auditor)).json()).toEqual({
      code: 500,
      msg: '数据不存在或已被删除',
    });
  });

  it('a closed notice leaves the latest list, and a deleted one takes its read marks along', async () => {
    await api('PUT', '/system/notice/readAll', undefined, auditor);
    const id = await publish('将关闭');
    expect((await latest(auditor)).unreadCount).toBe(1);
    await api('PUT', '/system/notice', { noticeId: id, noticeTitle: '将关闭', noticeType: '1', status: '1' });
    const closed = await latest(auditor);
    expect(closed.unreadCount).toBe(0);
    expect(closed.data.map((row: { noticeId: number }) => row.noticeId)).not.toContain(id);

    const gone = await publish('将删除');
    await api('PUT', `/system/notice/read/${gone}`, undefined, auditor);
    expect((await api('DELETE', `/system/notice/${gone},${id}`)).json().code).toBe(200);
    const reads = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_notice_read where notice_id = ${gone}`,
    );
    expect(reads[0].n).toBe(0);
  });

  it('lets any logged-in user read notices, and keeps managing them to the notice permissions', async () => {
    expect((await api('GET', '/system/notice/latest', undefined, expert)).json().code).toBe(200);
    expect((await t.app.inject({ url: '/prod-api/system/notice/latest' })).json().code).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/prod-api/system/notice/readAll' })).json().code).toBe(401);
    expect((await api('GET', '/system/notice/list', undefined, expert)).json().code).toBe(403);
    expect((await api('POST', '/system/notice', { noticeTitle: 'x', noticeType: '1' }, expert)).json().code).toBe(403);
    expect((await api('DELETE', '/system/notice/1', undefined, expert)).json().code).toBe(403);
  });

  it('logs each change under 通知公告, but not a reader marking notices read', async () => {
    await t.app.operLog.flush();
    const logged = await rows<{ business_type: number }>(
      t.database,
      sql`select distinct business_type from sys_oper_log where title = '通知公告' order by business_type`,
    );
    expect(logged.map((row) => row.business_type)).toEqual([1, 2, 3]);
    const reads = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_oper_log where oper_url like '%/system/notice/read%'`,
    );
    expect(reads[0].n).toBe(0);
  });
});
