import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rows } from '../../../test/auth-helpers';
import { call } from '../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { DEMO_BATCH, DEMO_TASK_A, DEMO_TASK_B, demoItems } from './demo-judging';
import { DEMO_EDITION_KEY, DEMO_JUDGING_KEY, DEMO_SCHEDULE_KEY, readSeedState } from './seed-state';

// The demo judging round (docs/rating.md, "Demo round"): built once at the app's start when
// DEMO_JUDGING is on, through the services, over the seeded demo edition.

let t: TestApp;

const counts = async () => {
  const [row] = await rows<Record<string, number>>(
    t.database,
    sql`select (select count(*)::int from comp_review_group) as review_groups,
               (select count(*)::int from comp_expert_group) as expert_groups,
               (select count(*)::int from comp_expert_group_member) as members,
               (select count(*)::int from comp_review_task) as tasks,
               (select count(*)::int from comp_review_assignment) as assignments,
               (select count(*)::int from comp_score_sheet) as sheets,
               (select count(*)::int from comp_score_revision) as revisions,
               (select count(*)::int from comp_result_version) as versions,
               (select count(*)::int from comp_result) as results,
               (select count(*)::int from comp_schedule_item) as schedule_items`,
  );
  return row;
};

const taskIdOf = async (name: string) => {
  const [row] = await rows<{ task_id: number; status: string }>(
    t.database,
    sql`select task_id::int as task_id, status from comp_review_task where task_name = ${name}`,
  );
  return row;
};

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_JUDGING: '1', APP_CAPTCHA: 'off' } });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the demo judging round', () => {
  it('is off by default under NODE_ENV=test and on with the demo data otherwise', async () => {
    const { loadConfig } = await import('../../plugins/config');
    const base = { DATA_DIR: t.dataDir, APP_SECRET: t.config.appSecret };
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).demoJudging).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).demoJudging).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production', DEMO_JUDGING: '0' }).demoJudging).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: '0' }).demoJudging).toBe(false);
  });

  it('builds the groups, both tasks and the sheets at start-up and remembers it', async () => {
    expect(await readSeedState(t.database, DEMO_JUDGING_KEY)).toBe('done');
    const groups = await rows<{ track_code: string; review_groups: number; bound: number; members: number }>(
      t.database,
      sql`select tr.track_code, count(distinct rg.review_group_id)::int as review_groups,
                 count(distinct rg.review_group_id) filter (where rg.expert_group_id is not null)::int as bound,
                 count(m.*)::int as members
          from comp_review_group rg
          join comp_stage s on s.stage_id = rg.stage_id
          join comp_track tr on tr.track_id = s.track_id
          left join comp_expert_group_member m on m.expert_group_id = rg.expert_group_id
          where s.stage_kind = 'preliminary'
          group by tr.track_code order by tr.track_code`,
    );
    expect(groups.map((g) => g.track_code)).toEqual(['adult', 'teen']);
    for (const group of groups) {
      expect(group.review_groups).toBeGreaterThan(0);
      expect(group.bound).toBe(group.review_groups);
      expect(group.members).toBeGreaterThanOrEqual(group.review_groups * 3);
    }
    // Every application of the two preliminaries came from audit (approved) into a review group.
    const [entries] = await rows<{ entries: number; ungrouped: number }>(
      t.database,
      sql`select count(*)::int as entries, count(*) filter (where review_group_id is null)::int as ungrouped
          from comp_stage_entry`,
    );
    expect(entries.entries).toBeGreaterThanOrEqual(4);
    expect(entries.ungrouped).toBe(0);
    // The auditor's demo queue is not emptied: the teenage applications but the first still wait
    // at the first level.
    const waiting = await rows<{ track_code: string; waiting: number }>(
      t.database,
      sql`select tr.track_code, count(*)::int as waiting
          from comp_application a join comp_track tr on tr.track_id = a.track_id
          where a.status in ('submitted', 'under_audit') and a.audit_level = 1
          group by tr.track_code order by tr.track_code`,
    );
    expect(waiting.map((row) => row.track_code)).toEqual(['teen']);
    expect(waiting[0]?.waiting).toBeGreaterThan(0);

    expect((await taskIdOf(DEMO_TASK_A)).status).toBe('computed');
    expect((await taskIdOf(DEMO_TASK_B)).status).toBe('in_progress');
  });

  it('leaves task A submitted with intact chains and a ranked, verified result version', async () => {
    const organiser = await loginAs(t.app, 'organiser');
    const { task_id: taskA } = await taskIdOf(DEMO_TASK_A);
    const [sheets] = await rows<{ live: number; submitted: number }>(
      t.database,
      sql`select count(*)::int as live, count(s.*) filter (where s.status = 'submitted')::int as submitted
          from comp_review_assignment a left join comp_score_sheet s on s.assignment_id = a.assignment_id
          where a.task_id = ${taskA} and a.status <> 'voided'`,
    );
    expect(sheets.live).toBeGreaterThan(0);
    expect(sheets.submitted).toBe(sheets.live);

    const chains = await call(t.app, organiser, 'GET', `/comp/scoring/task/${taskA}/verify`);
    expect(chains.code).toBe(200);
    expect(chains.data.ok).toBe(true);
    expect(chains.data.sheets).toBe(sheets.live);

    const listed = await call(t.app, organiser, 'GET', '/comp/rating/tasks?pageSize=50');
    const names = (listed.rows as Array<{ taskName: string }>).map((row) => row.taskName);
    expect(names).toEqual(expect.arrayContaining([DEMO_TASK_A, DEMO_TASK_B]));

    const results = await call(t.app, organiser, 'GET', `/comp/rating/${taskA}/results?pageSize=50`);
    expect(results.code).toBe(200);
    const ranked = (results.rows as Array<{ rank: number | null; resultId: number }>).filter((r) => r.rank !== null);
    expect(ranked.length).toBeGreaterThanOrEqual(2);
    expect(ranked.map((r) => r.rank)[0]).toBe(1);
    const receipt = await call(t.app, organiser, 'GET', `/comp/rating/result/${ranked[0].resultId}`);
    expect(receipt.code).toBe(200);
    expect(receipt.data.receipt).toBeTruthy();

    const verified = await call(t.app, organiser, 'POST', `/comp/rating/${taskA}/verify`);
    expect(verified.code).toBe(200);
    expect(verified.data.matched).toBe(true);

    const consistency = await call(t.app, organiser, 'GET', `/comp/rating/${taskA}/consistency`);
    expect(consistency.code).toBe(200);
    expect(consistency.data.judges.length).toBeGreaterThanOrEqual(3);
  });

  it("drafts a promotion batch from task A's results that the organiser can approve", async () => {
    const organiser = await loginAs(t.app, 'organiser');
    const listed = await call(t.app, organiser, 'GET', '/comp/upgrading/batch/list?pageSize=50');
    expect(listed.code).toBe(200);
    const batch = (
      listed.rows as Array<{ batchId: number; title: string; status: string; counts: { promoted: number } }>
    ).find((row) => row.title === DEMO_BATCH);
    expect(batch?.status).toBe('draft');
    expect(batch?.counts.promoted).toBe(2);
    const submitted = await call(t.app, organiser, 'PUT', `/comp/upgrading/batch/${batch?.batchId}/submit`);
    expect(submitted.code).toBe(200);
    // Drafted by the seed: the organiser may approve it (the drafter could not).
    const approved = await call(t.app, organiser, 'PUT', `/comp/upgrading/batch/${batch?.batchId}/approve`);
    expect(approved.code).toBe(200);
  });

  it('leaves the demo expert unsubmitted work in task B', async () => {
    const expert = await loginAs(t.app, 'expert');
    const mine = await call(t.app, expert, 'GET', '/comp/scoring/mine/tasks');
    expect(mine.code).toBe(200);
    const taskB = (
      mine.data as Array<{ taskName: string; submitted: number; assigned: number; nextApplicationId: number | null }>
    ).find((task) => task.taskName === DEMO_TASK_B);
    expect(taskB).toBeDefined();
    expect(taskB?.assigned).toBeGreaterThan(0);
    expect(taskB?.submitted).toBe(0);
    expect(taskB?.nextApplicationId).not.toBeNull();
  });

  it('writes the demo schedule: each stage on its own dates, a training camp, the 公示 and the ceremony; the audit internal', async () => {
    expect(await readSeedState(t.database, DEMO_SCHEDULE_KEY)).toBe('done');
    const edition = Number(await readSeedState(t.database, DEMO_EDITION_KEY));
    const items = await rows<{
      kind: string;
      is_public: string;
      stage_kind: string | null;
      same_dates: boolean | null;
    }>(
      t.database,
      sql`select i.kind, i.is_public, s.stage_kind,
                 (i.starts_at = s.start_at and i.ends_at = s.end_at) as same_dates
          from comp_schedule_item i left join comp_stage s on s.stage_id = i.stage_id
          where i.competition_id = ${edition} order by i.starts_at, i.item_id`,
    );
    const [{ stages }] = await rows<{ stages: number }>(
      t.database,
      sql`select count(*)::int as stages from comp_stage where competition_id = ${edition}`,
    );
    const ofStages = items.filter((item) => item.stage_kind !== null);
    expect(ofStages).toHaveLength(stages);
    expect(ofStages.every((item) => item.same_dates)).toBe(true);
    const kindOf: Record<string, string> = {
      registration: 'registration',
      qualification: 'audit',
      preliminary: 'online_review',
      semi_final: 'roadshow',
      final: 'final',
    };
    for (const item of ofStages) expect(item.kind).toBe(kindOf[item.stage_kind ?? '']);
    expect(items.filter((item) => item.stage_kind === null).map((item) => item.kind)).toEqual([
      'training',
      'publicity',
      'award_ceremony',
    ]);
    for (const item of items) expect(item.is_public).toBe(item.kind === 'audit' ? '0' : '1');
    // The portal shows the public ones only.
    const portal = await t.app.inject({ method: 'GET', url: `/prod-api/portal/schedule?competitionId=${edition}` });
    expect(portal.json().data).toHaveLength(items.filter((item) => item.is_public === '1').length);
  });

  it('adds nothing when the app starts again, nor when its record is gone but the round exists', async () => {
    const before = await counts();
    const again = await buildApp({ config: t.config, database: t.database, cache: t.cache, clock: t.clock });
    await again.ready();
    expect(await counts()).toEqual(before);
    await t.database.exec().execute(sql`delete from sys_config where config_key = ${DEMO_JUDGING_KEY}`);
    await again.close().catch(() => undefined);
    const third = await buildApp({ config: t.config, database: t.database, cache: t.cache, clock: t.clock });
    await third.ready();
    expect(await counts()).toEqual(before);
    expect(await readSeedState(t.database, DEMO_JUDGING_KEY)).toBe('skipped');
    await third.close().catch(() => undefined);
  });
});

describe('an upgraded demo database', () => {
  it('is left alone when its demo applications were audited or added to', async () => {
    const u = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
    try {
      await u.database
        .exec()
        .execute(
          sql`update comp_application set create_by = 'organiser' where application_id = (select min(application_id) from comp_application)`,
        );
      const app = await buildApp({
        config: { ...u.config, demoJudging: true },
        database: u.database,
        cache: u.cache,
        clock: u.clock,
      });
      await app.ready();
      await app.close();
      expect(await readSeedState(u.database, DEMO_JUDGING_KEY)).toBe('skipped');
      const [row] = await rows<{ approved: number; groups: number }>(
        u.database,
        sql`select (select count(*)::int from comp_application where status = 'approved') as approved,
                   (select count(*)::int from comp_review_group) as groups`,
      );
      expect(row).toEqual({ approved: 0, groups: 0 });
    } finally {
      await u.close();
    }
  });
});

describe('demoItems', () => {
  const criteria = [
    {
      code: 'a',
      name: 'A',
      description: '',
      anchors: [],
      min: 0,
      max: 10,
      step: 0.5,
      weight: 1,
      required: true,
      comment: [],
      independent: false,
    },
    {
      code: 'b',
      name: 'B',
      description: '',
      anchors: [],
      min: 1,
      max: 5,
      step: 1,
      weight: 1,
      required: true,
      comment: [],
      independent: false,
    },
  ];
  it('stays inside each range on its step, with a comment', () => {
    expect(demoItems(criteria, 0)).toEqual({
      a: { value: 0, comment: '演示评语：A' },
      b: { value: 1, comment: '演示评语：B' },
    });
    expect(demoItems(criteria, 1.4).a.value).toBe(10);
    expect(demoItems(criteria, 0.33)).toMatchObject({ a: { value: 3.5 }, b: { value: 2 } });
  });
});
