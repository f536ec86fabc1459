// `npm run bench:rating -w @cbo/bench`: computing and verifying a review task of 10,000
// applications × 5 submitted sheets (50,000) with per-judge normalisation, against the embedded
// database (PGlite) through the running server (docs/rating.md, Bench). 10 review groups of 1,000
// applications, each judged by 5 experts (all in group). The fixture rows are written with SQL while
// the server is stopped (valid rows: rubric, task, groups, entries, assignments, submitted sheets
// with items and totals); then the stage's configuration is saved with normalisation on, and the
// compute and verify calls are timed over HTTP. Writes bench/results/rating-compute.json. Target:
// under 5 s each.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../../apps/server/src/db/database';
import { ROOT, spawnUntilHealthy } from './server-process';
import { BENCH_ENV, loginToken } from './session';

const APPLICATIONS = 10_000;
const GROUPS = 10;
const PER_GROUP = 5;
const EXPERTS = GROUPS * PER_GROUP;

const STAGE = `(select s.stage_id from comp_stage s join comp_competition c using (competition_id)
  join comp_track t on t.track_id = s.track_id
  where c.is_current = '1' and t.track_code = 'adult' and s.stage_kind = 'preliminary')`;
const TASK = `(select task_id from comp_review_task where task_name = '基准评分任务')`;

const CRITERIA = JSON.stringify([
  {
    code: 'innovation',
    name: '创新性',
    description: '',
    anchors: [],
    min: 0,
    max: 40,
    step: 1,
    weight: 1,
    required: true,
    comment: [],
    independent: false,
  },
  {
    code: 'market',
    name: '市场',
    description: '',
    anchors: [],
    min: 0,
    max: 60,
    step: 1,
    weight: 1,
    required: true,
    comment: [],
    independent: false,
  },
]);

function fixtureSql(): string[] {
  const perGroup = APPLICATIONS / GROUPS;
  return [
    `insert into comp_application (code, competition_id, track_id, project_name, region_code, leader_name,
       leader_mobile_enc, leader_mobile_hash, leader_mobile_mask, leader_id_enc, leader_id_hash, leader_id_mask, status, create_by)
     select 'BR' || lpad(g::text, 5, '0'), s.competition_id, s.track_id, '基准项目' || g, '440106', '负责人' || g,
       'x', md5('m' || g) || md5('n' || g), '139****0000', 'x', md5('i' || g) || md5('j' || g), '4401**********0000',
       'approved', 'bench'
     from generate_series(1, ${APPLICATIONS}) g, comp_stage s where s.stage_id = ${STAGE}`,
    `insert into sys_user (user_name, nick_name, dept_id)
     select 'brs' || lpad(g::text, 2, '0'), '评分专家' || g, 103 from generate_series(1, ${EXPERTS}) g`,
    `insert into comp_rubric (stage_id, rubric_name, version, criteria, frozen)
     values (${STAGE}, '基准评分标准', 1, '${CRITERIA}'::jsonb, '1')`,
    `update comp_rubric set root_id = rubric_id where rubric_name = '基准评分标准'`,
    `insert into comp_review_task (stage_id, task_name, rubric_id, mode, due_at, blind, status, seed, published_by, published_at)
     select ${STAGE}, '基准评分任务', rubric_id, 'all_in_group', now() + interval '30 days',
       '{"names":false,"organisations":false,"members":false,"fileNames":false}'::jsonb, 'in_progress', 'bench', 'admin', now()
     from comp_rubric where rubric_name = '基准评分标准'`,
    `insert into comp_review_group (stage_id, group_name, locked_by_task_id)
     select ${STAGE}, '基准评分组' || g, ${TASK} from generate_series(1, ${GROUPS}) g`,
    `insert into comp_review_task_group (task_id, review_group_id, expert_group_id)
     select ${TASK}, review_group_id, 0 from comp_review_group where group_name like '基准评分组%'`,
    `insert into comp_stage_entry (stage_id, application_id, review_group_id, state)
     select ${STAGE}, a.application_id, rg.review_group_id, 'in_review' from comp_application a, comp_review_group rg
     where a.code like 'BR%' and rg.group_name = '基准评分组' || ((substr(a.code, 3)::int - 1) / ${perGroup} + 1)`,
    `insert into comp_review_assignment (task_id, application_id, entry_id, user_id, review_group_id, method, status, submitted_at)
     select ${TASK}, e.application_id, e.entry_id, u.user_id, e.review_group_id, 'all', 'submitted', now()
     from comp_stage_entry e join comp_review_group rg on rg.review_group_id = e.review_group_id
     join sys_user u on u.user_name like 'brs%'
       and (substr(u.user_name, 4)::int - 1) / ${PER_GROUP} + 1 = substr(rg.group_name, 6)::int
     where rg.group_name like '基准评分组%'`,
    // Marks spread over the range; each judge's own offset makes normalisation do some work.
    `insert into comp_score_sheet (assignment_id, status, total, items, revision_count, update_time)
     select a.assignment_id, 'submitted', x.i + x.m,
       jsonb_build_object('innovation', jsonb_build_object('value', x.i), 'market', jsonb_build_object('value', x.m)),
       1, now()
     from comp_review_assignment a
     cross join lateral (select ((a.application_id * 7 + a.user_id * 13) % 41)::int as i,
       least(60, (a.application_id * 11 + a.user_id * 17) % 55 + (a.user_id % 5))::int as m) x
     where a.task_id = ${TASK}`,
    'analyze',
  ];
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'cbo-bench-rating-'));
  const dataDir = join(work, 'data');
  const start = () =>
    spawnUntilHealthy(
      'node',
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      { DATA_DIR: dataDir, ...BENCH_ENV },
      '/prod-api/health',
    );
  try {
    // Started once to migrate and seed, then loaded through the product's own handle while stopped.
    await (await start()).stop();
    const database = await Database.open({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
    let taskId: number;
    let stageId: number;
    let sheets: number;
    try {
      for (const statement of fixtureSql()) await database.pglite?.exec(statement);
      const read = async <T>(query: string) => ((await database.pglite?.query<T>(query))?.rows ?? []) as T[];
      [{ id: taskId }] = await read<{ id: number }>(`select ${TASK}::int as id`);
      [{ id: stageId }] = await read<{ id: number }>(`select ${STAGE}::int as id`);
      [{ n: sheets }] = await read<{ n: number }>(`select count(*)::int as n from comp_score_sheet s
        join comp_review_assignment a using (assignment_id) where a.task_id = ${taskId} and s.status = 'submitted'`);
    } finally {
      await database.close();
    }
    const server = await start();
    try {
      const admin = await loginToken(server.url, 'admin');
      const call = async (method: string, path: string, body?: object) => {
        const began = performance.now();
        const res = await fetch(`${server.url}/prod-api${path}`, {
          method,
          headers: body
            ? { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }
            : { authorization: `Bearer ${admin}` },
          body: body ? JSON.stringify(body) : undefined,
        });
        const answer = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
        const ms = Math.round(performance.now() - began);
        if (answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
        return { data: answer.data, ms };
      };
      await call('PUT', `/comp/rating/stage/${stageId}/config`, { normalise: { enabled: true, minSheets: 5 } });
      const first = await call('POST', `/comp/rating/${taskId}/compute`);
      const second = await call('POST', `/comp/rating/${taskId}/compute`);
      const verify = await call('POST', `/comp/rating/${taskId}/verify`);
      const page = await call('GET', `/comp/rating/${taskId}/results?pageNum=1&pageSize=20`);
      const figures = {
        started: new Date().toISOString(),
        engine: 'PGlite',
        applications: APPLICATIONS,
        sheets,
        normalisation: true,
        computeMs: first.ms,
        recomputeMs: second.ms,
        verifyMs: verify.ms,
        resultsPageMs: page.ms,
        ranked: first.data.ranked,
        verifyMatched: verify.data.matched,
        targetMs: 5000,
      };
      console.log(JSON.stringify(figures, null, 2));
      mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
      writeFileSync(join(ROOT, 'bench/results/rating-compute.json'), `${JSON.stringify(figures, null, 2)}\n`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
