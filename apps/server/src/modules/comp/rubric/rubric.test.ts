import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { staffWith } from '../../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { freezeRubric, rubricVersion } from './rubric.api';

// Rubrics through the API (docs/rubrics.md): per judging stage, versions sharing a root, frozen
// versions never changed, removal refused while frozen or used, criteria problems named by the
// criterion's code and field.

let t: TestApp;
let admin: string;
let competitionId: number;
let stageId: number;
let otherStageId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function api(method: Method, url: string, payload?: object, token = admin, lang = 'en-US') {
  const res = await t.app.inject({
    method,
    url: `/prod-api${url}`,
    headers: { ...bearer(token), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  return res.json();
}

const innovation = {
  code: 'innovation',
  name: '创新性',
  description: '技术或模式的新颖程度',
  min: 0,
  max: 30,
  step: 0.5,
  weight: 1,
  required: true,
  independent: false,
  anchors: [
    { from: 27, to: 30, text: '国内领先' },
    { from: 0, to: 12, text: '缺乏新意' },
  ],
  comment: [
    { when: 'at_or_below', share: 0.4 },
    { when: 'at_or_above', share: 0.95 },
  ],
};
const market = { code: 'market', name: '市场前景', max: 20, step: 1, weight: 1 };
const recommend = { code: 'recommend', name: '是否推荐', max: 1, step: 1, independent: true };

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  competitionId = (await demoEdition(t.database)).competitionId;
  const stages = await rows<{ id: number; kind: string }>(
    t.database,
    sql`select stage_id::int as id, stage_kind as kind from comp_stage
        where competition_id = ${competitionId} order by stage_id`,
  );
  stageId = stages.find((stage) => stage.kind === 'preliminary')?.id as number;
  otherStageId = stages.find((stage) => stage.kind === 'final')?.id as number;
});

afterAll(async () => {
  await t?.close();
});

describe('rubrics', () => {
  it('lists the judging stages of an edition, and no registration or qualification stage', async () => {
    const body = await api('GET', `/comp/rubric/stages?competitionId=${competitionId}`);
    expect(body.code).toBe(200);
    const kinds = (body.data as Array<{ stageKind: string }>).map((stage) => stage.stageKind);
    expect(kinds).toContain('preliminary');
    expect(kinds).toContain('final');
    expect(kinds.filter((kind) => ['registration', 'qualification'].includes(kind))).toEqual([]);
    expect(Object.keys(body.data[0]).sort()).toEqual(['stageId', 'stageKind', 'stageName', 'trackId', 'trackName']);
  });

  it('adds, lists with max total and criteria count, reads and edits an unfrozen version in place', async () => {
    const added = await api('POST', '/comp/rubric', {
      stageId,
      rubricName: '测试标准 A',
      criteria: [innovation, market, recommend],
    });
    expect(added).toMatchObject({ code: 200, data: { version: 1, newVersion: false } });
    const id = added.data.rubricId as number;

    const list = await api(
      'GET',
      `/comp/rubric/list?stageId=${stageId}&rubricName=${encodeURIComponent('测试标准 A')}`,
    );
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({
      rubricId: id,
      rootId: id,
      stageId,
      rubricName: '测试标准 A',
      version: 1,
      criteriaCount: 3,
      // The independent criterion is recorded, not summed: 30 + 20.
      maxTotal: 50,
      frozen: '0',
      usedBy: [],
    });

    const detail = await api('GET', `/comp/rubric/${id}`);
    // Defaults filled in by the shared schema.
    expect(detail.data.criteria[1]).toEqual({
      ...market,
      description: '',
      anchors: [],
      min: 0,
      required: true,
      comment: [],
      independent: false,
    });
    expect(detail.data.versions).toEqual([
      expect.objectContaining({ rubricId: id, version: 1, frozen: '0', criteriaCount: 3, maxTotal: 50 }),
    ]);

    const edited = await api('PUT', `/comp/rubric/${id}`, {
      rubricName: '测试标准 A',
      criteria: [innovation, { ...market, max: 40 }],
    });
    expect(edited).toMatchObject({ code: 200, data: { rubricId: id, version: 1, newVersion: false } });
    expect((await api('GET', `/comp/rubric/${id}`)).data).toMatchObject({ version: 1, maxTotal: 70, criteriaCount: 2 });
  });

  it('refuses criteria problems naming the criterion code and field, in the request language', async () => {
    const add = (criteria: object[], lang = 'en-US') =>
      api('POST', '/comp/rubric', { stageId, rubricName: '坏标准', criteria }, admin, lang);
    expect((await add([{ ...market, min: 20, max: 10 }])).msg).toBe(
      'invalid criteria[market][max]: max must be above min',
    );
    expect((await add([{ ...market, min: 20, max: 10 }], 'zh-CN')).msg).toBe(
      '参数 criteria[market][max] 不正确：最高分须大于最低分',
    );
    expect((await add([{ ...market, step: 0.333 }])).msg).toBe(
      'invalid criteria[market][step]: the step has at most two decimals',
    );
    expect((await add([{ ...market, step: 0 }])).msg).toBe('invalid criteria[market][step]: the step must be above 0');
    expect((await add([{ ...market, anchors: [{ from: 15, to: 25, text: '超出' }] }])).msg).toBe(
      'invalid criteria[market][anchors]: each anchor band lies inside min and max, its start not above its end',
    );
    expect((await add([{ ...market, anchors: [{ from: 10, to: 5, text: '倒置' }] }])).msg).toBe(
      'invalid criteria[market][anchors]: each anchor band lies inside min and max, its start not above its end',
    );
    expect((await add([market, innovation, { ...market, name: '重复' }])).msg).toBe(
      'invalid criteria[market][code]: the code is used twice',
    );
    // A code that is no code is named by the criterion's place.
    expect((await add([innovation, { ...market, code: 'Market!' }])).msg).toBe(
      'invalid criteria[#2][code]: a code starts with a lower-case letter and holds lower-case letters, digits and _ (at most 30)',
    );
    expect((await add([{ ...market, name: ' ' }])).msg).toBe('invalid criteria[market][name]: the name is required');
    expect((await add([])).msg).toBe('invalid criteria: a rubric has at least one criterion');
    // Nothing of the refused writes was kept.
    const kept = await rows(t.database, sql`select 1 from comp_rubric where rubric_name = '坏标准'`);
    expect(kept).toEqual([]);
  });

  it('refuses a stage that is not a judging stage and a name the stage already has', async () => {
    const [registration] = await rows<{ id: number }>(
      t.database,
      sql`select stage_id::int as id from comp_stage where competition_id = ${competitionId} and stage_kind = 'registration'`,
    );
    const refused = await api('POST', '/comp/rubric', {
      stageId: registration.id,
      rubricName: 'X',
      criteria: [market],
    });
    expect(refused.msg).toBe(
      `stage ${registration.id} does not exist or is not a judging stage (preliminary, semi-final, final)`,
    );
    await api('POST', '/comp/rubric', { stageId, rubricName: '同名标准', criteria: [market] });
    const taken = await api('POST', '/comp/rubric', { stageId, rubricName: '同名标准', criteria: [market] });
    expect(taken).toMatchObject({ code: 500, msg: 'the stage already has a rubric named "同名标准"' });
  });

  it('edits a frozen version as version 2 of the same root and leaves version 1 as it was', async () => {
    const added = await api('POST', '/comp/rubric', {
      stageId,
      rubricName: '冻结标准',
      criteria: [innovation, market],
    });
    const v1 = added.data.rubricId as number;
    expect(await freezeRubric(t.database, v1)).toBe(true);
    const before = await rubricVersion(t.database, v1);
    expect(before).toMatchObject({ rubricId: v1, rootId: v1, version: 1, frozen: true, rubricName: '冻结标准' });

    const edited = await api('PUT', `/comp/rubric/${v1}`, {
      rubricName: '冻结标准（修订）',
      criteria: [innovation, { ...market, max: 10 }],
    });
    expect(edited).toMatchObject({ code: 200, data: { version: 2, newVersion: true } });
    const v2 = edited.data.rubricId as number;
    expect(v2).not.toBe(v1);

    expect(await rubricVersion(t.database, v1)).toEqual(before);
    expect(await rubricVersion(t.database, v2)).toMatchObject({
      rootId: v1,
      stageId,
      version: 2,
      frozen: false,
      rubricName: '冻结标准（修订）',
    });
    expect((await rubricVersion(t.database, v2))?.criteria[1]?.max).toBe(10);

    // The list shows the latest version only; its detail lists both.
    const list = await api('GET', `/comp/rubric/list?stageId=${stageId}`);
    const mine = (list.rows as Array<{ rootId: number; version: number }>).filter((row) => row.rootId === v1);
    expect(mine).toEqual([expect.objectContaining({ rubricId: v2, version: 2, frozen: '0', maxTotal: 40 })]);
    const versions = (await api('GET', `/comp/rubric/${v2}`)).data.versions;
    expect(versions.map((v: { version: number; frozen: string }) => [v.version, v.frozen])).toEqual([
      [1, '1'],
      [2, '0'],
    ]);

    // An older version is not edited; version 2 is edited in place while unfrozen.
    expect((await api('PUT', `/comp/rubric/${v1}`, { rubricName: 'x', criteria: [market] })).msg).toBe(
      'rubric "冻结标准（修订）" has a version 2 already: edit the latest version',
    );
    const again = await api('PUT', `/comp/rubric/${v2}`, { rubricName: '冻结标准（修订）', criteria: [market] });
    expect(again.data).toEqual({ rubricId: v2, version: 2, newVersion: false });

    // Removal: refused while a version is frozen, naming it, and nothing is removed.
    const removed = await api('DELETE', `/comp/rubric/${v2}`);
    expect(removed).toMatchObject({
      code: 500,
      msg: 'rubric "冻结标准（修订）" cannot be removed: its version 1 is frozen by a review task',
    });
    expect(await rubricVersion(t.database, v1)).toEqual(before);
  });

  it('refuses removing a rubric a task uses, naming the task, and removes the others all or none', async () => {
    const used = (await api('POST', '/comp/rubric', { stageId, rubricName: '已用标准', criteria: [market] })).data
      .rubricId as number;
    const free = (await api('POST', '/comp/rubric', { stageId, rubricName: '空闲标准', criteria: [market] })).data
      .rubricId as number;
    await t.database.exec().execute(
      sql`insert into comp_review_task (stage_id, task_name, rubric_id, mode, due_at, blind)
          values (${stageId}, '初赛网评', ${used}, 'all_in_group', '2027-03-01 00:00:00',
                  '{"names":true,"organisations":true,"members":true,"fileNames":true}')`,
    );
    const listed = await api('GET', `/comp/rubric/list?stageId=${stageId}&rubricName=${encodeURIComponent('已用')}`);
    expect(listed.rows[0].usedBy).toEqual([{ taskId: expect.any(Number), taskName: '初赛网评', version: 1 }]);

    const refused = await api('DELETE', `/comp/rubric/${free},${used}`);
    expect(refused.msg).toBe('rubric "已用标准" cannot be removed: review task "初赛网评" uses it');
    expect(await rubricVersion(t.database, free)).toBeDefined();

    expect((await api('DELETE', `/comp/rubric/${free}`)).code).toBe(200);
    expect(await rubricVersion(t.database, free)).toBeUndefined();
    expect((await api('GET', `/comp/rubric/${free}`)).msg).toBe(`rubric ${free} does not exist`);
  });

  it('copies a version into a new rubric of another stage, the copy removable on its own', async () => {
    const source = (await api('POST', '/comp/rubric', { stageId, rubricName: '源标准', criteria: [innovation] })).data
      .rubricId as number;
    const copied = await api('POST', `/comp/rubric/${source}/copy`, { stageId: otherStageId, rubricName: '决赛标准' });
    expect(copied).toMatchObject({ code: 200, data: { version: 1, newVersion: false } });
    const copy = await rubricVersion(t.database, copied.data.rubricId);
    expect(copy).toMatchObject({ stageId: otherStageId, rootId: copied.data.rubricId, version: 1, frozen: false });
    expect(copy?.criteria).toEqual((await rubricVersion(t.database, source))?.criteria);

    // The copy is a rubric of its own: removing it leaves the source.
    expect((await api('DELETE', `/comp/rubric/${copied.data.rubricId}`)).code).toBe(200);
    expect(await rubricVersion(t.database, copied.data.rubricId)).toBeUndefined();
    expect(await rubricVersion(t.database, source)).toBeDefined();
    // A copy into a stage that is not a judging stage is refused like an add.
    const refused = await api('POST', `/comp/rubric/${source}/copy`, { stageId: 999999, rubricName: 'x' });
    expect(refused.msg).toBe('stage 999999 does not exist or is not a judging stage (preliminary, semi-final, final)');
  });

  it('answers 403 to callers without the permission', async () => {
    const reader = await staffWith(t.app, admin, {
      name: 'rubric_reader',
      perms: (perm) => perm === 'comp:rubric:list' || perm === 'comp:rubric:query',
      compScope: '1',
    });
    const listed = await api('GET', `/comp/rubric/list?stageId=${stageId}`, undefined, reader.token);
    expect(listed.code).toBe(200);
    const writes: Array<[Method, string, object?]> = [
      ['POST', '/comp/rubric', { stageId, rubricName: 'x', criteria: [market] }],
      ['PUT', `/comp/rubric/${listed.rows[0].rubricId}`, { rubricName: 'x', criteria: [market] }],
      ['POST', `/comp/rubric/${listed.rows[0].rubricId}/copy`, { stageId, rubricName: 'y' }],
      ['DELETE', `/comp/rubric/${listed.rows[0].rubricId}`],
    ];
    for (const [method, url, body] of writes) {
      expect({ url, code: (await api(method, url, body, reader.token)).code }).toEqual({ url, code: 403 });
    }
    const expert = await loginAs(t.app, 'expert');
    expect((await api('GET', `/comp/rubric/list?stageId=${stageId}`, undefined, expert)).code).toBe(403);
    expect((await api('GET', `/comp/rubric/${listed.rows[0].rubricId}`, undefined, expert)).code).toBe(403);
  });
});
