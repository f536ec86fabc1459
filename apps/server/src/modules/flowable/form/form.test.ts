import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { staffWith } from '../../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = async (method: Method, url: string, payload?: object, token = admin, language?: string) =>
  (
    await t.app.inject({
      method,
      url: `/prod-api${url}`,
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
      ...(payload ? { payload } : {}),
    })
  ).json();

const doc = (nodes: object[]) => ({
  schemaVersion: 1,
  config: { labelPosition: 'top', labelWidth: 120, size: 'middle' },
  nodes,
});
const input = (name: string, label: string, extra: object = {}) => ({
  id: `n_${name}`,
  type: 'input',
  name,
  label,
  ...extra,
});

/** A form with every kind of check the endpoint must run. */
const checkedForm = doc([
  input('fullName', '姓名', { required: true }),
  input('code', '编号', {
    rules: [{ kind: 'pattern', pattern: '^[A-Z]{2}\\d{4}$', message: '编号须为两个大写字母加四位数字' }],
  }),
  { id: 'n_summary', type: 'textarea', name: 'summary', label: '简介', rules: [{ kind: 'length', max: 10 }] },
  { id: 'n_score', type: 'number', name: 'score', label: '分数', rules: [{ kind: 'range', min: 1, max: 5 }] },
  {
    id: 'n_kind',
    type: 'select',
    name: 'kind',
    label: '类型',
    options: {
      source: 'static',
      items: [
        { label: '个人', value: 'a' },
        { label: '团队', value: 'b' },
      ],
    },
  },
  { id: 'd1', type: 'divider', label: '团队信息' },
  {
    id: 'r1',
    type: 'row',
    columns: [
      {
        id: 'c1',
        span: 12,
        children: [input('team', '团队名称', { required: true, visibleWhen: { field: 'kind', op: 'eq', value: 'b' } })],
      },
      {
        id: 'c2',
        span: 12,
        children: [
          {
            id: 'n_sex',
            type: 'radio',
            name: 'sex',
            label: '性别',
            options: { source: 'dict', dictType: 'sys_user_sex' },
          },
        ],
      },
    ],
  },
]);

async function addForm(formName: string, formContent: object = checkedForm, remark?: string) {
  const answer = await api('POST', '/flowable/form', { formName, formContent, ...(remark ? { remark } : {}) });
  expect(answer).toMatchObject({ code: 200, data: { version: 1 } });
  return answer.data.formId as number;
}

describe('saved forms', () => {
  it('adds a form as version 1 and reads it back with its field count', async () => {
    const added = await api('POST', '/flowable/form', {
      formName: '报名附加信息',
      formContent: checkedForm,
      remark: '测试',
    });
    expect(added).toEqual({ code: 200, msg: '操作成功', data: { formId: expect.any(Number), version: 1 } });
    const formId = added.data.formId;
    const read = await api('GET', `/flowable/form/${formId}`);
    expect(read.code).toBe(200);
    expect(read.data).toMatchObject({
      formId,
      formName: '报名附加信息',
      version: 1,
      fieldCount: 7,
      usedBy: 0,
      remark: '测试',
      createBy: 'admin',
    });
    // The stored document is the checked one, defaults filled in.
    expect(read.data.formContent.nodes[0]).toMatchObject({ name: 'fullName', required: true, span: 24, rules: [] });
    const versions = await api('GET', `/flowable/form/${formId}/versions`);
    expect(versions).toEqual({
      code: 200,
      msg: '操作成功',
      data: [{ formId, version: 1, fieldCount: 7, createBy: 'admin', createTime: expect.any(String) }],
    });
    const options = await api('GET', '/flowable/form/formList');
    expect(options.data).toContainEqual({ formId, formName: '报名附加信息', version: 1 });
  });

  it('refuses a name already taken, and a missing name', async () => {
    await addForm('重名表单', doc([input('a', '甲')]));
    expect(await api('POST', '/flowable/form', { formName: '重名表单', formContent: doc([]) })).toEqual({
      code: 500,
      msg: '表单名称重名表单已存在',
    });
    const blank = await api('POST', '/flowable/form', { formName: '  ', formContent: doc([]) });
    expect(blank).toEqual({ code: 500, msg: '参数 formName 不正确：表单名称不能为空' });
  });

  it('refuses a bad document naming the node and the property, saving nothing', async () => {
    const before = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from sys_form`);
    const twice = await api('POST', '/flowable/form', {
      formName: '坏表单一',
      formContent: doc([input('same', '甲'), input('same', '乙', { id: 'n_other' })]),
    });
    expect(twice).toEqual({
      code: 500,
      msg: '参数 formContent[nodes][1][name] 不正确：字段名same已被使用',
    });
    const below = await api('POST', '/flowable/form', {
      formName: '坏表单二',
      formContent: doc([
        input('first', '甲', { visibleWhen: { field: 'second', op: 'notEmpty' } }),
        input('second', '乙'),
      ]),
    });
    expect(below).toEqual({
      code: 500,
      msg: '参数 formContent[nodes][0][visibleWhen][field] 不正确：显示条件引用的字段second须位于本字段之前',
    });
    const unsafe = await api(
      'POST',
      '/flowable/form',
      {
        formName: '坏表单三',
        formContent: doc([input('a', '甲', { rules: [{ kind: 'pattern', pattern: '(a+)+$' }] })]),
      },
      admin,
      'en-US',
    );
    expect(unsafe.code).toBe(500);
    expect(unsafe.msg).toMatch(
      /^invalid formContent\[nodes\]\[0\]\[rules\]\[0\]\[pattern\]: the regular expression could backtrack/,
    );
    const after = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from sys_form`);
    expect(after).toEqual(before);
  });

  it('edits: a rename keeps the version, a changed document adds one, a stale base is refused', async () => {
    const original = doc([input('a', '甲'), input('b', '乙')]);
    const formId = await addForm('版本表单', original);
    // The same document with its keys in another order is no change.
    const reversedKeys = (value: object) => Object.fromEntries(Object.entries(value).reverse());
    const reordered = {
      nodes: original.nodes.map(reversedKeys),
      config: reversedKeys(original.config),
      schemaVersion: 1,
    };
    const rename = await api('PUT', '/flowable/form', {
      formId,
      baseVersion: 1,
      formName: '版本表单（改名）',
      formContent: reordered,
      remark: '改了名字',
    });
    expect(rename).toEqual({ code: 200, msg: '操作成功', data: { formId, version: 1, changed: false } });
    expect((await api('GET', `/flowable/form/${formId}`)).data).toMatchObject({
      formName: '版本表单（改名）',
      version: 1,
      remark: '改了名字',
      updateBy: 'admin',
    });

    const changedDoc = doc([input('a', '甲'), input('b', '乙（新）'), input('c', '丙')]);
    const changed = await api('PUT', '/flowable/form', {
      formId,
      baseVersion: 1,
      formName: '版本表单（改名）',
      formContent: changedDoc,
    });
    expect(changed).toEqual({ code: 200, msg: '操作成功', data: { formId, version: 2, changed: true } });
    const versions = await api('GET', `/flowable/form/${formId}/versions`);
    expect(versions.data.map((v: { version: number; fieldCount: number }) => [v.version, v.fieldCount])).toEqual([
      [2, 3],
      [1, 2],
    ]);
    // Version 1 is as it was saved.
    const first = await api('GET', `/flowable/form/${formId}/versions/1`);
    expect(first.data).toMatchObject({ formId, version: 1, fieldCount: 2 });
    expect(first.data.formContent.nodes.map((n: { label: string }) => n.label)).toEqual(['甲', '乙']);
    expect((await api('GET', `/flowable/form/${formId}`)).data.formContent.nodes).toHaveLength(3);

    const stale = await api('PUT', '/flowable/form', {
      formId,
      baseVersion: 1,
      formName: '版本表单（改名）',
      formContent: original,
    });
    expect(stale).toEqual({ code: 500, msg: '表单已被他人保存为版本2，请重新打开后再修改' });
    expect((await api('GET', `/flowable/form/${formId}/versions`)).data).toHaveLength(2);

    expect(await api('GET', `/flowable/form/${formId}/versions/9`)).toEqual({ code: 500, msg: '表单版本9不存在' });
    expect(await api('GET', '/flowable/form/999999')).toEqual({ code: 500, msg: '表单不存在' });
    expect(await api('GET', '/flowable/form/999999/versions/1')).toEqual({ code: 500, msg: '表单不存在' });
    const taken = await api('PUT', '/flowable/form', {
      formId,
      baseVersion: 2,
      formName: '重名表单',
      formContent: changedDoc,
    });
    expect(taken).toEqual({ code: 500, msg: '表单名称重名表单已存在' });
  });

  it('never changes a saved version: the database refuses an UPDATE', async () => {
    const formId = await addForm('不可变表单', doc([input('a', '甲')]));
    const refused = await t.database
      .exec()
      .execute(sql`update sys_form_version set field_count = 99 where form_id = ${formId}`)
      .then(
        () => undefined,
        (error: Error) => error,
      );
    expect(String((refused?.cause as Error | undefined)?.message)).toBe(
      'sys_form_version is never changed: UPDATE refused',
    );
    const [row] = await rows<{ field_count: number }>(
      t.database,
      sql`select field_count from sys_form_version where form_id = ${formId}`,
    );
    expect(row.field_count).toBe(1);
  });

  it('lists newest change first, filtered by name and by a field label or name of the newest version', async () => {
    const older = await addForm('检索表单甲', doc([input('schoolName', '学校')]));
    const newer = await addForm(
      '检索表单乙',
      doc([
        {
          id: 'r1',
          type: 'row',
          columns: [{ id: 'c1', span: 24, children: [input('advisor', '指导老师')] }],
        },
        {
          id: 'n_pick',
          type: 'select',
          name: 'pick',
          label: '组别',
          options: { source: 'static', items: [{ label: '学校组', value: 'x' }] },
        },
      ]),
    );
    const page = await api('GET', '/flowable/form/list?formName=检索表单&pageNum=1&pageSize=10');
    expect(page).toMatchObject({ code: 200, msg: '查询成功', total: 2 });
    expect(page.rows.map((r: { formId: number }) => r.formId)).toEqual([newer, older]);
    expect(page.rows[0]).toMatchObject({ formName: '检索表单乙', version: 1, fieldCount: 2, usedBy: 0 });

    const byLabel = async (text: string) =>
      // Among this test's forms: the demo seed's forms have fields too (就读学校).
      (await api('GET', `/flowable/form/list?formName=检索表单&fieldText=${encodeURIComponent(text)}`)).rows.map(
        (r: { formId: number }) => r.formId,
      );
    // A field inside a row's column, by label and by name (case-blind); an option's label is no field.
    expect(await byLabel('指导')).toEqual([newer]);
    expect(await byLabel('ADVISOR')).toEqual([newer]);
    expect(await byLabel('学校')).toEqual([older]);
    expect(await byLabel('%')).toEqual([]);
    // Only the newest version counts (saved a minute later).
    t.clock.advance(60_000);
    await api('PUT', '/flowable/form', {
      formId: older,
      baseVersion: 1,
      formName: '检索表单甲',
      formContent: doc([input('city', '城市')]),
    });
    expect(await byLabel('学校')).toEqual([]);
    expect(await byLabel('城市')).toEqual([older]);
    // The edit is the newest change now.
    const again = await api('GET', '/flowable/form/list?formName=检索表单');
    expect(again.rows.map((r: { formId: number }) => r.formId)).toEqual([older, newer]);
  });

  it('removes all or none: a form a track uses is refused, an unused one goes with its versions', async () => {
    const used = await addForm('在用表单', doc([input('a', '甲')]));
    const unused = await addForm('闲置表单', doc([input('a', '甲')]));
    await api('PUT', '/flowable/form', {
      formId: unused,
      baseVersion: 1,
      formName: '闲置表单',
      formContent: doc([input('b', '乙')]),
    });
    const tracks = await rows<{ track_id: number }>(
      t.database,
      sql`select track_id from comp_track order by track_id limit 2`,
    );
    expect(tracks).toHaveLength(2);
    for (const track of tracks) {
      await t.database
        .exec()
        .execute(sql`update comp_track set form_id = ${used}, form_version = 1 where track_id = ${track.track_id}`);
    }
    expect((await api('GET', `/flowable/form/${used}`)).data.usedBy).toBe(2);
    expect((await api('GET', '/flowable/form/list?formName=在用表单')).rows[0].usedBy).toBe(2);

    const refused = await api('DELETE', `/flowable/form/${unused},${used}`);
    expect(refused).toEqual({ code: 500, msg: '表单在用表单正被2个赛道使用，不能删除' });
    expect((await api('GET', `/flowable/form/${unused}/versions`)).data).toHaveLength(2);
    expect(await api('DELETE', `/flowable/form/${unused},999999`)).toEqual({ code: 500, msg: '表单不存在' });

    expect(await api('DELETE', `/flowable/form/${unused}`)).toEqual({ code: 200, msg: '操作成功' });
    expect(await api('GET', `/flowable/form/${unused}`)).toEqual({ code: 500, msg: '表单不存在' });
    const left = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_form_version where form_id = ${unused}`,
    );
    expect(left).toEqual([{ n: 0 }]);
    await t.database
      .exec()
      .execute(sql`update comp_track set form_id = null, form_version = null where form_id = ${used}`);
  });
});

describe('answers checked against a saved version', () => {
  let formId: number;
  beforeAll(async () => {
    formId = await addForm('校验表单');
  });
  const check = (answers: object, language?: string, version = 1) =>
    api('POST', `/flowable/form/${formId}/versions/${version}/check`, { answers }, admin, language);
  const good = { fullName: '张三', code: 'AB1234', summary: '短简介', score: 3, kind: 'a', sex: '1' };

  it('keeps valid answers of visible fields and drops the rest', async () => {
    const answer = await check({ ...good, team: '藏起来的', unknown: 'x' });
    expect(answer).toEqual({ code: 200, msg: '操作成功', data: { answers: good, problems: [] } });
  });

  it('answers every broken rule: required, length, pattern (its own message), range, dictionary option', async () => {
    const answer = await check({
      fullName: '',
      code: 'ab12',
      summary: '这段简介超过了十个字符',
      score: 9,
      kind: 'a',
      sex: '7',
    });
    expect(answer.code).toBe(200);
    expect(answer.data.problems).toEqual([
      { field: 'fullName', rule: 'required', message: '姓名不能为空', custom: false },
      { field: 'code', rule: 'pattern', message: '编号须为两个大写字母加四位数字', custom: true },
      { field: 'summary', rule: 'length', message: '简介最多10个字符', custom: false },
      { field: 'score', rule: 'range', message: '分数须在1到5之间', custom: false },
      { field: 'sex', rule: 'option', message: '性别不是可选的选项', custom: false },
    ]);
  });

  it('requires a field only while it shows (visible-when)', async () => {
    const team = await check({ ...good, kind: 'b' });
    expect(team.data.problems).toEqual([
      { field: 'team', rule: 'required', message: '团队名称不能为空', custom: false },
    ]);
    const filled = await check({ ...good, kind: 'b', team: '火箭队' });
    expect(filled.data).toEqual({ answers: { ...good, kind: 'b', team: '火箭队' }, problems: [] });
  });

  it("answers in the request's language, a rule's own message as typed", async () => {
    const answer = await check({ ...good, fullName: '', code: 'x' }, 'en-US');
    expect(answer.msg).toBe('operation succeeded');
    expect(answer.data.problems).toEqual([
      { field: 'fullName', rule: 'required', message: '姓名 is required', custom: false },
      { field: 'code', rule: 'pattern', message: '编号须为两个大写字母加四位数字', custom: true },
    ]);
  });

  it("takes enabled regions down to the field's level only", async () => {
    const regionForm = await addForm(
      '地区表单',
      doc([{ id: 'n_area', type: 'region', name: 'area', label: '所在地', level: 2 }]),
    );
    const codes = await rows<{ region_code: string; level: string }>(
      t.database,
      sql`select region_code, level::text as level from comp_region where status = '0' order by level, region_code`,
    );
    const province = codes.find((code) => code.level === '1')?.region_code;
    const county = codes.find((code) => code.level === '3')?.region_code;
    expect(province && county).toBeTruthy();
    const area = async (value: string) =>
      (await api('POST', `/flowable/form/${regionForm}/versions/1/check`, { answers: { area: value } })).data.problems;
    expect(await area(province as string)).toEqual([]);
    expect(await area('990000')).toEqual([
      { field: 'area', rule: 'option', message: '所在地不是可选的地区', custom: false },
    ]);
    expect(await area(county as string)).toEqual([
      { field: 'area', rule: 'option', message: '所在地最多选到市级', custom: false },
    ]);
  });

  it('refuses an unknown version or form', async () => {
    expect(await check(good, undefined, 2)).toEqual({ code: 500, msg: '表单版本2不存在' });
    expect(await api('POST', '/flowable/form/999999/versions/1/check', { answers: {} })).toEqual({
      code: 500,
      msg: '表单不存在',
    });
  });
});

describe('permissions', () => {
  it('refuses a staff user without flowable:form:*, and lets a lister list but not change', async () => {
    const formId = await addForm('权限表单', doc([input('a', '甲')]));
    const outsider = await staffWith(t.app, admin, {
      name: 'formless',
      perms: (perm) => perm.startsWith('system:post'),
    });
    const refused = { code: 403, msg: expect.any(String) };
    expect(await api('GET', '/flowable/form/list', undefined, outsider.token)).toMatchObject(refused);
    expect(await api('GET', `/flowable/form/${formId}`, undefined, outsider.token)).toMatchObject(refused);
    expect(await api('GET', '/flowable/form/formList', undefined, outsider.token)).toMatchObject(refused);
    expect(
      await api('POST', `/flowable/form/${formId}/versions/1/check`, { answers: {} }, outsider.token),
    ).toMatchObject(refused);
    expect(
      await api('POST', '/flowable/form', { formName: '越权表单', formContent: doc([]) }, outsider.token),
    ).toMatchObject(refused);
    expect(await api('DELETE', `/flowable/form/${formId}`, undefined, outsider.token)).toMatchObject(refused);

    const lister = await staffWith(t.app, admin, {
      name: 'formlister',
      perms: (perm) => perm === 'flowable:form:list',
    });
    expect(await api('GET', '/flowable/form/list?formName=权限表单', undefined, lister.token)).toMatchObject({
      code: 200,
      total: 1,
    });
    expect(
      await api(
        'PUT',
        '/flowable/form',
        { formId, baseVersion: 1, formName: '权限表单', formContent: doc([]) },
        lister.token,
      ),
    ).toMatchObject(refused);
    expect(await api('DELETE', `/flowable/form/${formId}`, undefined, lister.token)).toMatchObject(refused);
    expect((await api('GET', `/flowable/form/${formId}`)).code).toBe(200);
  });
});
