import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { holdStage } from './competition.api';

// Judging stages per track (docs/adr/0018-judging-data-model.md, decision 1): the API's rules,
// ids kept across saves, and no stage deleted while something is judged in it.

let t: TestApp;
let admin: Record<string, string>;

const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) })).json();

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = bearer(await loginAs(t.app, 'admin'));
});
afterAll(() => t.close());

const TRACKS = [
  { trackCode: 'teen', trackName: '青少年组' },
  { trackCode: 'adult', trackName: '成人组' },
];

interface SavedStage {
  stageId: number;
  stageKind: string;
  trackId: number | null;
  trackName: string | null;
  stageName: string;
  seq: number;
}

/** A new edition with the two tracks: its id and the tracks' ids. */
async function edition(name: string) {
  const competitionId = (await api('POST', '/comp/competition', { competitionName: name, editionYear: 2028 })).data
    .competitionId as number;
  expect((await api('PUT', `/comp/competition/${competitionId}/tracks`, { tracks: TRACKS })).code).toBe(200);
  const [teen, adult] = (await api('GET', `/comp/competition/${competitionId}/tracks`)).data as Array<{
    trackId: number;
  }>;
  return { competitionId, teen: teen.trackId, adult: adult.trackId };
}

const at = (day: string, end = false) => `${day} ${end ? '23:59:59' : '00:00:00'}`;

/** Registration and audit for the edition, a school-district-city ladder for teen, preliminary and final for adult. */
function ladders(teen: number, adult: number) {
  return [
    { stageKind: 'registration', stageName: '报名', seq: 1, startAt: at('2028-03-01'), endAt: at('2028-04-30', true) },
    {
      stageKind: 'qualification',
      stageName: '资格审核',
      seq: 2,
      startAt: at('2028-03-10'),
      endAt: at('2028-05-10', true),
    },
    {
      stageKind: 'preliminary',
      trackId: teen,
      stageName: '校级初赛',
      seq: 3,
      startAt: at('2028-05-20'),
      endAt: at('2028-06-01', true),
    },
    {
      stageKind: 'semi_final',
      trackId: teen,
      stageName: '区级复赛',
      seq: 4,
      startAt: at('2028-06-10'),
      endAt: at('2028-06-20', true),
    },
    {
      stageKind: 'final',
      trackId: teen,
      stageName: '市级决赛',
      seq: 5,
      startAt: at('2028-07-01'),
      endAt: at('2028-07-02', true),
    },
    // The adult ladder overlaps the teen one and ends with a joint final on the same days.
    {
      stageKind: 'preliminary',
      trackId: adult,
      stageName: '初赛',
      seq: 3,
      startAt: at('2028-05-15'),
      endAt: at('2028-06-15', true),
    },
    {
      stageKind: 'final',
      trackId: adult,
      stageName: '决赛路演',
      seq: 4,
      startAt: at('2028-07-01'),
      endAt: at('2028-07-02', true),
    },
  ];
}

const stagesOf = async (competitionId: number) =>
  (await api('GET', `/comp/competition/${competitionId}/stages`)).data as SavedStage[];
const save = (competitionId: number, stages: object[], headers = admin) =>
  api('PUT', `/comp/competition/${competitionId}/stages`, { stages }, headers);
const idOf = (stages: SavedStage[], trackId: number | null, kind: string) =>
  stages.find((stage) => stage.trackId === trackId && stage.stageKind === kind)?.stageId;

describe('judging stages per track', () => {
  it('saves a ladder per track after the edition-wide stages and answers each stage with its track', async () => {
    const { competitionId, teen, adult } = await edition('每赛道阶段');
    expect((await save(competitionId, ladders(teen, adult))).code).toBe(200);
    const saved = await stagesOf(competitionId);
    expect(saved.map((stage) => `${stage.trackName ?? '-'}:${stage.seq}:${stage.stageName}`)).toEqual([
      '-:1:报名',
      '-:2:资格审核',
      '青少年组:3:校级初赛',
      '青少年组:4:区级复赛',
      '青少年组:5:市级决赛',
      '成人组:3:初赛',
      '成人组:4:决赛路演',
    ]);
    expect(saved[0]).toMatchObject({ trackId: null, trackName: null });
    expect(saved[6]).toMatchObject({ trackId: adult, stageKind: 'final' });
  });

  it('wants a track on a judging stage and none on registration or the audit, one of the edition’s, naming the field', async () => {
    const { competitionId, teen, adult } = await edition('阶段赛道校验');
    const [registration, audit, preliminary] = ladders(teen, adult);
    const { trackId: _omitted, ...trackless } = preliminary;
    expect(await save(competitionId, [registration, audit, trackless])).toEqual({
      code: 500,
      msg: "阶段'校级初赛'是评审阶段，须选择赛道（trackId）",
    });
    const english = await save(competitionId, [registration, audit, trackless], {
      ...admin,
      'accept-language': 'en-US',
    });
    expect(english.msg).toBe("the stage '校级初赛' is a judging stage and needs a track (trackId)");
    expect((await save(competitionId, [{ ...registration, trackId: teen }])).msg).toBe(
      "阶段'青少年组·报名'面向整个届次，不能选择赛道（trackId）",
    );
    // Another edition's track is not one of this one's.
    const other = await edition('别的届次');
    expect((await save(competitionId, [registration, audit, { ...preliminary, trackId: other.teen }])).msg).toBe(
      `阶段'校级初赛'的赛道（trackId ${other.teen}）不属于本届次`,
    );
    expect((await save(competitionId, [{ ...preliminary, trackId: 'x' }])).msg).toContain('trackId');
    // A kind once per track; the same kind on two tracks is fine (above).
    const twice = [registration, audit, preliminary, { ...preliminary, seq: 4, stageName: '再初赛' }];
    expect((await save(competitionId, twice)).msg).toBe("阶段'青少年组·再初赛'重复");
    expect(await stagesOf(competitionId)).toEqual([]);
  });

  it('keeps stage ids when saved again, and deletes only the (track, kind) pairs left out', async () => {
    const { competitionId, teen, adult } = await edition('阶段编号稳定');
    const first = ladders(teen, adult);
    expect((await save(competitionId, first)).code).toBe(200);
    const before = await stagesOf(competitionId);
    // Renamed and moved, in another order, without the teen semi-final.
    const again = first
      .filter((stage) => !(stage.trackId === teen && stage.stageKind === 'semi_final'))
      .map((stage) => ({ ...stage, stageName: `${stage.stageName}（改）` }))
      .reverse();
    expect((await save(competitionId, again)).code).toBe(200);
    const after = await stagesOf(competitionId);
    expect(after).toHaveLength(6);
    for (const stage of after) {
      expect(stage.stageId).toBe(idOf(before, stage.trackId, stage.stageKind));
      expect(stage.stageName).toMatch(/（改）$/);
    }
    expect(idOf(after, teen, 'semi_final')).toBeUndefined();
  });

  it('refuses to delete a stage with stage entries, review groups or expert groups, naming it, and writes nothing', async () => {
    const { competitionId, teen, adult } = await edition('阶段被引用');
    const stages = ladders(teen, adult);
    expect((await save(competitionId, stages)).code).toBe(200);
    const saved = await stagesOf(competitionId);
    const teenPreliminary = idOf(saved, teen, 'preliminary') as number;
    const adultFinal = idOf(saved, adult, 'final') as number;
    await t.database
      .exec()
      .execute(sql`insert into comp_review_group (stage_id, group_name) values (${teenPreliminary}, '第一组')`);
    await t.database
      .exec()
      .execute(
        sql`insert into comp_stage_entry (stage_id, application_id) values (${adultFinal}, 1), (${adultFinal}, 2)`,
      );

    // Renaming the registration in the same save must not be written when the save is refused.
    const renamed = stages.map((stage) =>
      stage.stageKind === 'registration' ? { ...stage, stageName: '报名（改）' } : stage,
    );
    const withoutTeenPreliminary = renamed.filter(
      (stage) => !(stage.trackId === teen && stage.stageKind === 'preliminary'),
    );
    expect(await save(competitionId, withoutTeenPreliminary)).toEqual({
      code: 500,
      msg: "阶段'青少年组·校级初赛'已有参评项目 0 个、项目分组 1 个、专家组 0 个，不能删除",
    });
    const withoutAdultFinal = renamed.filter((stage) => !(stage.trackId === adult && stage.stageKind === 'final'));
    const english = await save(competitionId, withoutAdultFinal, { ...admin, 'accept-language': 'en-US' });
    expect(english.msg).toBe(
      "the stage '成人组·决赛路演' has 2 entries, 0 review groups and 0 expert groups and cannot be removed",
    );
    expect(await stagesOf(competitionId)).toEqual(saved);

    // An expert group holds a stage too; a stage nothing is judged in still goes.
    const teenFinal = idOf(saved, teen, 'final') as number;
    await t.database
      .exec()
      .execute(sql`insert into comp_expert_group (stage_id, group_name) values (${teenFinal}, '专家一组')`);
    const withoutTeenFinal = stages.filter((stage) => !(stage.trackId === teen && stage.stageKind === 'final'));
    expect((await save(competitionId, withoutTeenFinal)).msg).toContain('专家组 1 个');
    // So does a rubric set up for it.
    const adultSemi = idOf(saved, adult, 'preliminary') as number;
    await t.database
      .exec()
      .execute(
        sql`insert into comp_rubric (stage_id, rubric_name, criteria) values (${adultSemi}, '复赛评分标准', '[]'::jsonb)`,
      );
    const withoutAdultSemi = stages.filter((stage) => !(stage.trackId === adult && stage.stageKind === 'preliminary'));
    expect((await save(competitionId, withoutAdultSemi)).msg).toBe(
      "阶段'成人组·初赛'已有评分标准 1 个、评审任务 0 个，不能删除",
    );
    const withoutSemi = stages.filter((stage) => !(stage.trackId === teen && stage.stageKind === 'semi_final'));
    expect((await save(competitionId, withoutSemi)).code).toBe(200);
    expect(idOf(await stagesOf(competitionId), teen, 'semi_final')).toBeUndefined();
  });

  it('takes a removed track’s stages with it, unless one is judged in', async () => {
    const { competitionId, teen, adult } = await edition('删赛道带阶段');
    expect((await save(competitionId, ladders(teen, adult))).code).toBe(200);
    const adultPreliminary = idOf(await stagesOf(competitionId), adult, 'preliminary') as number;
    await t.database
      .exec()
      .execute(sql`insert into comp_review_group (stage_id, group_name) values (${adultPreliminary}, '成人一组')`);
    expect((await api('PUT', `/comp/competition/${competitionId}/tracks`, { tracks: [TRACKS[0]] })).msg).toBe(
      "阶段'成人组·初赛'已有参评项目 0 个、项目分组 1 个、专家组 0 个，不能删除",
    );
    expect((await api('GET', `/comp/competition/${competitionId}/tracks`)).data).toHaveLength(2);
    await t.database.exec().execute(sql`delete from comp_review_group where stage_id = ${adultPreliminary}`);
    expect((await api('PUT', `/comp/competition/${competitionId}/tracks`, { tracks: [TRACKS[0]] })).code).toBe(200);
    const left = await stagesOf(competitionId);
    expect(left.map((stage) => stage.trackId)).toEqual([null, null, teen, teen, teen]);
  });

  it('hands a stage with its edition and track to the writers of entries and groups', async () => {
    const { competitionId, teen, adult } = await edition('阶段供他用');
    expect((await save(competitionId, ladders(teen, adult))).code).toBe(200);
    const stageId = idOf(await stagesOf(competitionId), teen, 'semi_final') as number;
    const held = await t.database.transaction(() => holdStage(t.database, stageId));
    expect(held).toEqual({ stageId, competitionId, trackId: teen, stageKind: 'semi_final', stageName: '区级复赛' });
    expect(await holdStage(t.database, 987654321)).toBeUndefined();
  });

  it('still moves the window of an edition holding a judging stage saved before stages were per track, and asks for its track on the next save', async () => {
    const { competitionId, teen, adult } = await edition('旧式阶段');
    const [registration, audit] = ladders(teen, adult);
    expect((await save(competitionId, [registration, audit])).code).toBe(200);
    // As migration 0022 leaves a stage something is judged in: without a track.
    await t.database.exec().execute(
      sql`insert into comp_stage (competition_id, stage_kind, stage_name, seq, start_at, end_at)
          values (${competitionId}, 'final', '决赛', 3, '2028-07-01 00:00:00', '2028-07-02 23:59:59')`,
    );
    const window = { registrationStart: '2028-02-20 00:00:00', registrationEnd: '2028-04-20 23:59:59' };
    const edit = { competitionId, competitionName: '旧式阶段', editionYear: 2028, ...window };
    expect((await api('PUT', '/comp/competition', edit)).code).toBe(200);
    const saved = await stagesOf(competitionId);
    expect(saved[0]).toMatchObject({ stageKind: 'registration', startAt: window.registrationStart });
    expect(saved[2]).toMatchObject({ stageKind: 'final', trackId: null });
    // Its order against the edition's stages is still checked.
    const late = { ...edit, registrationEnd: '2028-07-01 12:00:00' };
    expect((await api('PUT', '/comp/competition', late)).msg).toBe("阶段'资格审核'不能早于'报名'开始或结束");
    const asSaved = saved.map(({ stageId: _id, trackName: _name, ...stage }) => stage);
    expect((await save(competitionId, asSaved)).msg).toBe("阶段'决赛'是评审阶段，须选择赛道（trackId）");
    const placed = asSaved.map((stage) => (stage.stageKind === 'final' ? { ...stage, trackId: adult } : stage));
    expect((await save(competitionId, placed)).code).toBe(200);
    expect((await stagesOf(competitionId)).map((stage) => stage.trackId)).toEqual([null, null, adult]);
  });
});
