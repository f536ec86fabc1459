import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../test/auth-helpers';
import { saveForm, saveFormVersion } from '../../../../test/form-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  // The teen track's extra fields: a saved form with one required input.
  tracks[0].formId = await saveForm(t.app, admin, '青少年组测试字段', [
    { id: 'f_school', type: 'input', name: 'school', label: '就读学校', required: true },
  ]);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The edition-wide stages, then a preliminary and a final of one track (judging stages need a track). */
const stagesOf = (trackId: number) => [
  {
    stageKind: 'registration',
    stageName: '报名',
    seq: 1,
    startAt: '2027-03-01 00:00:00',
    endAt: '2027-04-30 23:59:59',
  },
  {
    stageKind: 'qualification',
    stageName: '资格审核',
    seq: 2,
    startAt: '2027-03-10 00:00:00',
    endAt: '2027-05-10 23:59:59',
  },
  {
    stageKind: 'preliminary',
    trackId,
    stageName: '初赛',
    seq: 3,
    startAt: '2027-05-20 00:00:00',
    endAt: '2027-06-10 23:59:59',
  },
  {
    stageKind: 'final',
    trackId,
    stageName: '决赛',
    seq: 4,
    startAt: '2027-07-01 00:00:00',
    endAt: '2027-07-02 23:59:59',
  },
];

const tracks: Array<Record<string, unknown> & { categories: object[] }> = [
  {
    trackCode: 'teen',
    trackName: '青少年组',
    ageMin: 6,
    ageMax: 18,
    teamMax: 3,
    /** Set once the form is saved (beforeAll); no version named: the newest is bound. */
    formId: 0,
    categories: [
      { code: 'primary', name: '小学组', sort: 1 },
      { code: 'junior', name: '初中组', sort: 2 },
    ],
  },
  { trackCode: 'adult', trackName: '成人组', ageMin: 18, ageMax: null, categories: [{ code: 'idea', name: '创意组' }] },
];

/** Enters `n` applications (drafts) in a track, and in a group category when given. */
async function enter(competitionId: number, trackId: number, n: number, categoryId: number | null = null) {
  for (let i = 0; i < n; i++) {
    const first17 = `44010619900101${String(100 + i)}`;
    const answer = (
      await api('POST', '/comp/application', {
        competitionId,
        trackId,
        categoryId,
        projectName: `项目${i}`,
        regionCode: REGION_CODES.tianhe,
        leaderName: '王五',
        leaderMobile: '13800138000',
        leaderIdNumber: first17 + checkCharOf(first17),
      })
    ).json();
    expect(answer.code).toBe(200);
  }
}

/** Saves the test tracks of an edition and answers the first (teen) one's id. */
async function saveTracks(competitionId: number): Promise<number> {
  expect((await api('PUT', `/comp/competition/${competitionId}/tracks`, { tracks })).json().code).toBe(200);
  return (await api('GET', `/comp/competition/${competitionId}/tracks`)).json().data[0].trackId;
}

async function addEdition(name: string, extra: object = {}): Promise<number> {
  const answer = (
    await api('POST', '/comp/competition', { competitionName: name, editionYear: 2027, ...extra })
  ).json();
  expect(answer.code).toBe(200);
  return answer.data.competitionId;
}

describe('editions', () => {
  it('seeds the current demo edition, whose timeline any logged-in user reads', async () => {
    const expert = await loginAs(t.app, 'expert');
    const timeline = (await api('GET', '/comp/competition/current/timeline', undefined, expert)).json();
    expect(timeline.data.status).toBe('registration_open');
    // The edition-wide stages, then each track's own ladder.
    expect(
      timeline.data.stages.map(
        (stage: { stageKind: string; trackName: string | null }) => `${stage.trackName ?? ''}${stage.stageKind}`,
      ),
    ).toEqual([
      'registration',
      'qualification',
      '青少年组preliminary',
      '青少年组semi_final',
      '青少年组final',
      '成人组preliminary',
      '成人组semi_final',
      '成人组final',
    ]);
    // The expert holds no competition permission: the edition list stays closed.
    expect((await api('GET', '/comp/competition/list', undefined, expert)).json().code).toBe(403);
  });

  it('sets up an edition with tracks, stages and audit levels, and keeps one edition current', async () => {
    const id = await addEdition('第二届大赛', { isCurrent: '1', rules: '<p>规则</p><script>alert(1)</script>' });
    expect((await api('GET', `/comp/competition/${id}`)).json().data).toMatchObject({
      competitionName: '第二届大赛',
      status: 'draft',
      isCurrent: '1',
      rules: '<p>规则</p>',
    });
    const current = (await api('GET', '/comp/competition/list?pageSize=100'))
      .json()
      .rows.filter((row: { isCurrent: string }) => row.isCurrent === '1');
    expect(current.map((row: { competitionId: number }) => row.competitionId)).toEqual([id]);

    expect((await api('PUT', `/comp/competition/${id}/tracks`, { tracks })).json().code).toBe(200);
    const saved = (await api('GET', `/comp/competition/${id}/tracks`)).json().data;
    expect(saved.map((track: { trackCode: string }) => track.trackCode)).toEqual(['teen', 'adult']);
    expect(saved[0]).toMatchObject({ ageMin: 6, ageMax: 18, teamMin: 1, teamMax: 3, oneEntry: '1' });
    // No upper bound stays none (not 0).
    expect(saved[1]).toMatchObject({ ageMin: 18, ageMax: null, ageRefDate: null });
    expect(saved[0].categories.map((c: { name: string }) => c.name)).toEqual(['小学组', '初中组']);
    expect(saved[0].fields).toEqual([
      { key: 'school', label: '就读学校', type: 'text', dictType: null, required: true, order: 1 },
    ]);
    // The bound form: its newest version, its name and its document, which the application page renders.
    expect(saved[0]).toMatchObject({ formId: tracks[0].formId, formVersion: 1, formName: '青少年组测试字段' });
    expect(saved[0].form.nodes).toMatchObject([{ type: 'input', name: 'school', required: true }]);
    expect(saved[1]).toMatchObject({ formId: null, formVersion: null, formName: null, form: null, fields: [] });
    // Saved again by code: ids stay, a dropped category goes.
    const again = [{ ...tracks[0], categories: [tracks[0].categories[1]] }, tracks[1]];
    expect((await api('PUT', `/comp/competition/${id}/tracks`, { tracks: again })).json().code).toBe(200);
    const resaved = (await api('GET', `/comp/competition/${id}/tracks`)).json().data;
    expect(resaved[0].trackId).toBe(saved[0].trackId);
    expect(resaved[0].categories.map((c: { code: string }) => c.code)).toEqual(['junior']);
    // Categories carry their ids (applications refer to them), kept when saved again by code.
    const idOf = (list: Array<{ code: string; categoryId: number }>) =>
      list.find((c) => c.code === 'junior')?.categoryId;
    expect(idOf(resaved[0].categories)).toEqual(expect.any(Number));
    expect(idOf(resaved[0].categories)).toBe(idOf(saved[0].categories));

    const stages = stagesOf(saved[0].trackId);
    expect((await api('PUT', `/comp/competition/${id}/stages`, { stages })).json().code).toBe(200);
    // The registration stage is the edition's registration window.
    expect((await api('GET', `/comp/competition/${id}`)).json().data).toMatchObject({
      registrationStart: '2027-03-01 00:00:00',
      registrationEnd: '2027-04-30 23:59:59',
    });
    const levels = [
      { levelNo: 1, levelName: '区县初审', roleId: 3, regionLevel: '3' },
      { levelNo: 2, levelName: '市级复审', roleId: 2, regionLevel: '2' },
    ];
    expect((await api('PUT', `/comp/competition/${id}/auditLevels`, { levels })).json().code).toBe(200);
    const read = (await api('GET', `/comp/competition/${id}/auditLevels`)).json().data;
    expect(read.map((level: { roleName: string }) => level.roleName)).toEqual(['审核员', '大赛组织者']);

    const timeline = (await api('GET', '/comp/competition/current/timeline')).json().data;
    expect(timeline.competitionId).toBe(id);
    expect(timeline.stages.map((stage: { stageName: string }) => stage.stageName)).toEqual([
      '报名',
      '资格审核',
      '初赛',
      '决赛',
    ]);
  });

  it('refuses overlapping or disordered stages, naming them, and changes nothing', async () => {
    const id = await addEdition('阶段规则');
    const stages = stagesOf(await saveTracks(id));
    expect((await api('PUT', `/comp/competition/${id}/stages`, { stages })).json().code).toBe(200);
    const overlapping = stages.map((stage) =>
      stage.stageKind === 'final' ? { ...stage, startAt: '2027-06-01 00:00:00' } : stage,
    );
    expect((await api('PUT', `/comp/competition/${id}/stages`, { stages: overlapping })).json()).toEqual({
      code: 500,
      msg: "阶段'青少年组·决赛'与'青少年组·初赛'的时间重叠",
    });
    const disordered = stages.map((stage) => (stage.stageKind === 'final' ? { ...stage, seq: 0 } : stage));
    expect((await api('PUT', `/comp/competition/${id}/stages`, { stages: disordered })).json().msg).toContain('seq');
    const swapped = stages.map((stage) =>
      stage.stageKind === 'final' ? { ...stage, seq: 2 } : stage.seq === 2 ? { ...stage, seq: 4 } : stage,
    );
    expect((await api('PUT', `/comp/competition/${id}/stages`, { stages: swapped })).json().msg).toBe(
      "阶段'青少年组·初赛'不能排在'青少年组·决赛'之后",
    );
    const bad = (
      await api('PUT', `/comp/competition/${id}/stages`, { stages: [{ ...stages[0], endAt: '2027-02-30' }] })
    ).json();
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('stages[0][endAt]');
    const kept = (await api('GET', `/comp/competition/${id}/stages`)).json().data;
    expect(kept.map((stage: { startAt: string }) => stage.startAt)).toEqual(stages.map((stage) => stage.startAt));
    // Moving the edition's window moves the registration stage, under the same rules.
    const moved = { competitionId: id, competitionName: '阶段规则', editionYear: 2027 };
    const late = { ...moved, registrationStart: '2027-03-01 00:00:00', registrationEnd: '2027-05-25 00:00:00' };
    expect((await api('PUT', '/comp/competition', late)).json().msg).toBe("阶段'资格审核'不能早于'报名'开始或结束");
    expect((await api('PUT', '/comp/competition', moved)).json().msg).toBe('已设置报名阶段，报名时间不能为空');
    const fine = { ...moved, registrationStart: '2027-02-20 00:00:00', registrationEnd: '2027-04-20 00:00:00' };
    expect((await api('PUT', '/comp/competition', fine)).json().code).toBe(200);
    expect((await api('GET', `/comp/competition/${id}/stages`)).json().data[0]).toMatchObject({
      startAt: '2027-02-20 00:00:00',
      endAt: '2027-04-20 00:00:00',
    });
  });

  it("keeps the edition's reveal-scores switch ('0' unless set), which the entrant API reads", async () => {
    const id = await addEdition('公开评分届次');
    expect((await api('GET', `/comp/competition/${id}`)).json().data.revealScores).toBe('0');
    const edit = { competitionId: id, competitionName: '公开评分届次', editionYear: 2027, revealScores: '1' };
    expect((await api('PUT', '/comp/competition', edit)).json().code).toBe(200);
    expect((await api('GET', `/comp/competition/${id}`)).json().data.revealScores).toBe('1');
    const bad = (await api('PUT', '/comp/competition', { ...edit, revealScores: 'yes' })).json();
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('revealScores');
    expect((await api('GET', `/comp/competition/${id}`)).json().data.revealScores).toBe('1');
  });

  it('checks the window, the status order and the setup before registration opens', async () => {
    const half = await api('POST', '/comp/competition', {
      competitionName: '半个窗口',
      editionYear: 2027,
      registrationStart: '2027-03-01 00:00:00',
    });
    expect(half.json()).toEqual({ code: 500, msg: '报名开始时间和报名结束时间须同时填写' });
    const reversed = await api('POST', '/comp/competition', {
      competitionName: '倒序窗口',
      editionYear: 2027,
      registrationStart: '2027-03-01 00:00:00',
      registrationEnd: '2027-02-01 00:00:00',
    });
    expect(reversed.json().msg).toBe('报名开始时间必须早于报名结束时间');

    const id = await addEdition('状态推进', { status: 'published' });
    const base = { competitionId: id, competitionName: '状态推进', editionYear: 2027 };
    // Opening before any track exists says so, in the caller's language.
    expect((await api('PUT', '/comp/competition', { ...base, status: 'registration_open' })).json().msg).toBe(
      '届次「状态推进」还没有赛道，不能开放报名：请先在「赛道与组别」中添加至少一个赛道',
    );
    const english = await t.app.inject({
      method: 'PUT',
      url: '/prod-api/comp/competition',
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
      payload: { ...base, status: 'registration_open' },
    });
    expect(english.json().msg).toBe(
      'the edition "状态推进" has no track yet, so registration cannot open: add at least one track under "Tracks and groups" first',
    );
    const stages = stagesOf(await saveTracks(id));
    expect((await api('PUT', '/comp/competition', { ...base, status: 'registration_open' })).json().msg).toBe(
      '开放报名前须填写报名开始时间和报名结束时间',
    );
    expect((await api('PUT', `/comp/competition/${id}/stages`, { stages })).json().code).toBe(200);
    const window = { registrationStart: '2027-03-01 00:00:00', registrationEnd: '2027-04-30 23:59:59' };
    expect(
      (await api('PUT', '/comp/competition', { ...base, ...window, status: 'registration_open' })).json().code,
    ).toBe(200);
    expect((await api('PUT', '/comp/competition', { ...base, ...window, status: 'draft' })).json().msg).toBe(
      '届次状态不能从registration_open退回到draft',
    );
    expect((await api('DELETE', `/comp/competition/${id}`)).json().msg).toBe("届次'状态推进'不是草稿,不允许删除");
  });

  it('deletes draft editions with everything under them', async () => {
    const id = await addEdition('草稿届次');
    await api('PUT', `/comp/competition/${id}/tracks`, { tracks });
    expect((await api('DELETE', `/comp/competition/${id}`)).json().code).toBe(200);
    expect((await api('GET', `/comp/competition/${id}`)).json()).toEqual({ code: 500, msg: '数据不存在或已被删除' });
    expect((await api('GET', `/comp/competition/${id}/tracks`)).json().code).toBe(500);
  });

  it('refuses to drop a track or group category that applications use, naming it and the count, and writes nothing', async () => {
    const id = await addEdition('申报引用');
    const spare = { trackCode: 'spare', trackName: '备用赛道' };
    expect((await api('PUT', `/comp/competition/${id}/tracks`, { tracks: [...tracks, spare] })).json().code).toBe(200);
    const saved = (await api('GET', `/comp/competition/${id}/tracks`)).json().data;
    const [teen, adult] = saved;
    const junior = teen.categories.find((c: { code: string }) => c.code === 'junior');
    await enter(id, adult.trackId, 3);
    await enter(id, teen.trackId, 1, junior.categoryId);

    // Renaming the teen track in the same save must not be written when the save is refused.
    const renamed = { ...tracks[0], trackName: '青少年组（新）' };
    const withoutAdult = await api('PUT', `/comp/competition/${id}/tracks`, { tracks: [renamed, spare] });
    expect(withoutAdult.json()).toEqual({ code: 500, msg: '赛道「成人组」已有 3 个申报，不能删除' });
    const english = await t.app.inject({
      method: 'PUT',
      url: `/prod-api/comp/competition/${id}/tracks`,
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
      payload: { tracks: [renamed] },
    });
    expect(english.json().msg).toBe('the track "成人组" has 3 applications and cannot be removed');
    const withoutJunior = [{ ...renamed, categories: [tracks[0].categories[0]] }, tracks[1], spare];
    expect((await api('PUT', `/comp/competition/${id}/tracks`, { tracks: withoutJunior })).json()).toEqual({
      code: 500,
      msg: '赛道「青少年组」的组别「初中组」已有 1 个申报，不能删除',
    });
    expect((await api('GET', `/comp/competition/${id}/tracks`)).json().data).toEqual(saved);

    // What no application uses still goes: the spare track and the primary group.
    const unused = [{ ...renamed, categories: [tracks[0].categories[1]] }, tracks[1]];
    expect((await api('PUT', `/comp/competition/${id}/tracks`, { tracks: unused })).json().code).toBe(200);
    const kept = (await api('GET', `/comp/competition/${id}/tracks`)).json().data;
    expect(kept.map((track: { trackName: string }) => track.trackName)).toEqual(['青少年组（新）', '成人组']);
    expect(kept[0].categories).toEqual([{ categoryId: junior.categoryId, code: 'junior', name: '初中组', sort: 2 }]);
  });

  it('refuses to delete a draft edition holding applications, naming it and the count, all or none', async () => {
    const id = await addEdition('有申报的草稿');
    await api('PUT', `/comp/competition/${id}/tracks`, { tracks });
    const [, adult] = (await api('GET', `/comp/competition/${id}/tracks`)).json().data;
    await enter(id, adult.trackId, 2);
    const empty = await addEdition('空草稿');
    expect((await api('DELETE', `/comp/competition/${id}`)).json()).toEqual({
      code: 500,
      msg: '届次「有申报的草稿」已有 2 个申报，不能删除',
    });
    expect((await api('DELETE', `/comp/competition/${empty},${id}`)).json().code).toBe(500);
    expect((await api('GET', `/comp/competition/${empty}`)).json().code).toBe(200);
    expect((await api('GET', `/comp/competition/${id}/tracks`)).json().data).toHaveLength(2);
  });

  it('refuses unknown sponsors and roles, bad tracks and gaps between audit levels', async () => {
    const id = await addEdition('引用检查');
    expect(
      (
        await api('PUT', '/comp/competition', {
          competitionId: id,
          competitionName: 'x',
          editionYear: 2027,
          sponsorIds: [999999],
        })
      ).json().msg,
    ).toBe('赞助单位 999999 不存在');
    const gap = [{ levelNo: 2, levelName: '市级', roleId: 2, regionLevel: '2' }];
    expect((await api('PUT', `/comp/competition/${id}/auditLevels`, { levels: gap })).json().msg).toBe(
      '审核级别须从 1 开始连续编号',
    );
    const ghost = [{ levelNo: 1, levelName: '区县', roleId: 999999, regionLevel: '3' }];
    expect((await api('PUT', `/comp/competition/${id}/auditLevels`, { levels: ghost })).json().msg).toBe(
      '角色 999999 不存在',
    );
    const ghostForm = [tracks[0], { ...tracks[1], formId: 999999 }];
    expect((await api('PUT', `/comp/competition/${id}/tracks`, { tracks: ghostForm })).json().msg).toBe(
      '参数 tracks[1].formId 不正确：赛道「成人组」的附加字段表单 999999 不存在',
    );
    const ghostVersion = [{ ...tracks[0], formVersion: 7 }];
    expect((await api('PUT', `/comp/competition/${id}/tracks`, { tracks: ghostVersion })).json().msg).toBe(
      '参数 tracks[0].formVersion 不正确：赛道「青少年组」的附加字段表单没有版本 v7',
    );
    // Nothing was written.
    expect((await api('GET', `/comp/competition/${id}/tracks`)).json().data).toEqual([]);
  });
});

describe("a track's extra fields", () => {
  it('bind the newest version of a saved form unless one is named, with that version as the summary', async () => {
    const id = await addEdition('表单版本');
    const formName = '版本测试字段';
    const formId = await saveForm(t.app, admin, formName, [
      { id: 'a', type: 'input', name: 'school', label: '学校', required: true },
    ]);
    const version = await saveFormVersion(t.app, admin, { formId, formName, baseVersion: 1 }, [
      { id: 'a', type: 'input', name: 'school', label: '学校', required: true },
      {
        id: 'b',
        type: 'radio',
        name: 'stage',
        label: '阶段',
        options: { source: 'static', items: [{ label: '创意', value: 'idea' }] },
      },
    ]);
    expect(version).toBe(2);
    const save = async (bind: object) => {
      const answer = await api('PUT', `/comp/competition/${id}/tracks`, { tracks: [{ ...tracks[1], ...bind }] });
      expect(answer.json().code).toBe(200);
      return (await api('GET', `/comp/competition/${id}/tracks`)).json().data[0];
    };
    const newest = await save({ formId, formVersion: '' });
    expect(newest).toMatchObject({ formId, formVersion: 2, formName });
    expect(newest.fields.map((field: { key: string; type: string }) => `${field.key}:${field.type}`)).toEqual([
      'school:text',
      'stage:choice',
    ]);
    expect(newest.form.nodes).toHaveLength(2);
    const older = await save({ formId, formVersion: 1 });
    expect(older).toMatchObject({ formId, formVersion: 1 });
    expect(older.fields.map((field: { key: string }) => field.key)).toEqual(['school']);
    expect(older.form.nodes).toHaveLength(1);
    // Cleared: no extra fields.
    expect(await save({ formId: null })).toMatchObject({ formId: null, formVersion: null, fields: [], form: null });
    // A form a track binds is not removed.
    await save({ formId });
    expect((await api('DELETE', `/flowable/form/${formId}`)).json().code).toBe(500);
  });
});

describe('the roles an audit level may name', () => {
  it('are listed to whoever edits editions, the organiser without 系统管理’s role list (issue 29)', async () => {
    const organiser = await loginAs(t.app, 'organiser');
    expect((await api('GET', '/system/role/optionselect', undefined, organiser)).json().code).toBe(403);
    const answer = (await api('GET', '/comp/competition/auditRoles', undefined, organiser)).json();
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual(
      expect.arrayContaining([
        { roleId: 2, roleName: '大赛组织者' },
        { roleId: 3, roleName: '审核员' },
      ]),
    );
    // Id and name only, in role order, and only live roles (what a saved level may name).
    expect(Object.keys(answer.data[0]).sort()).toEqual(['roleId', 'roleName']);
    const admin = (await api('GET', '/system/role/optionselect')).json().data as Array<{ roleId: number }>;
    expect(answer.data.map((role: { roleId: number }) => role.roleId)).toEqual(admin.map((role) => role.roleId));
    // Who may not edit editions reads no roles here.
    const auditor = await loginAs(t.app, 'auditor');
    expect((await api('GET', '/comp/competition/auditRoles', undefined, auditor)).json().code).toBe(403);
  });
});
