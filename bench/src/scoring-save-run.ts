// `npm run bench:scoring-save -w @cbo/bench`: 60 experts autosaving their own score sheets every
// 2 s for BENCH_SECONDS (default 30) against the embedded database (PGlite), each save appending an
// HMAC-chained revision under its sheet's lock (docs/scoring.md). Reports p50, p95 and p99 of the
// save and whether every chain still verifies. Writes bench/results/scoring-save.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../../apps/server/src/db/database';
import { ROOT, spawnUntilHealthy } from './server-process';
import { BENCH_ENV, loginToken } from './session';

const EXPERTS = 60;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const EVERY_MS = 2000;

/** 60 experts (the demo expert's password), one application each in a published task, statements confirmed. */
function fixtureSql(): string[] {
  const criteria = JSON.stringify([
    {
      code: 'innovation',
      name: '创新',
      description: '',
      anchors: [],
      min: 0,
      max: 50,
      step: 0.5,
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
      max: 50,
      step: 1,
      weight: 1,
      required: true,
      comment: [],
      independent: false,
    },
  ]);
  return [
    `insert into sys_user (user_name, nick_name, dept_id, password)
     select 'bsc' || lpad(g::text, 2, '0'), '基准专家' || g, u.dept_id, u.password
     from generate_series(1, ${EXPERTS}) g, (select dept_id, password from sys_user where user_name = 'expert') u`,
    `insert into sys_user_role (user_id, role_id)
     select u.user_id, r.role_id from sys_user u, sys_role r where u.user_name like 'bsc%' and r.role_key = 'expert'`,
    `insert into sys_role_menu (role_id, menu_id)
     select r.role_id, m.menu_id from sys_role r, sys_menu m
     where r.role_key = 'expert' and m.perms = 'comp:taskinfo:edit' on conflict do nothing`,
    `with e as (select c.competition_id, t.track_id from comp_competition c join comp_track t on t.competition_id = c.competition_id
       where c.is_current = '1' order by t.track_id limit 1)
     insert into comp_application (code, competition_id, track_id, project_name, region_code, leader_name,
       leader_mobile_enc, leader_mobile_hash, leader_mobile_mask, leader_id_enc, leader_id_hash, leader_id_mask, status, create_by)
     select 'BS' || g, e.competition_id, e.track_id, '基准项目' || g, '440106', '负责人' || g,
       'x', md5('m' || g) || md5('n' || g), '139****0000', 'x', md5('i' || g) || md5('j' || g), '4401**********0000',
       'approved', 'bench'
     from generate_series(1, ${EXPERTS}) g, e`,
    `insert into comp_rubric (stage_id, rubric_name, version, criteria, frozen)
     select stage_id, '基准评分标准', 1, '${criteria}'::jsonb, '1' from comp_stage where stage_kind = 'preliminary' order by stage_id limit 1`,
    `insert into comp_review_task (stage_id, task_name, rubric_id, mode, due_at, blind, status)
     select r.stage_id, '基准任务', r.rubric_id, 'all_in_group', localtimestamp(0) + interval '7 days',
       '{"names":true,"organisations":true,"members":true,"fileNames":true}'::jsonb, 'published'
     from comp_rubric r where rubric_name = '基准评分标准'`,
    `insert into comp_review_group (stage_id, group_name) select stage_id, '基准分组' from comp_review_task where task_name = '基准任务'`,
    `insert into comp_review_assignment (task_id, application_id, user_id, review_group_id, method, status, statement_at, first_viewed_at)
     select t.task_id, a.application_id, u.user_id, g.review_group_id, 'all', 'viewed', localtimestamp(0), localtimestamp(0)
     from comp_review_task t, comp_review_group g, sys_user u
     join comp_application a on a.code = 'BS' || ltrim(substr(u.user_name, 4), '0')
     where t.task_name = '基准任务' and g.group_name = '基准分组' and u.user_name like 'bsc%'`,
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'cbo-bench-scoring-'));
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
    try {
      for (const statement of fixtureSql()) await database.pglite?.exec(statement);
    } finally {
      await database.close();
    }
    const server = await start();
    try {
      const base = server.url;
      const tokens: string[] = [];
      for (let n = 1; n <= EXPERTS; n++) tokens.push(await loginToken(base, `bsc${String(n).padStart(2, '0')}`));
      const mine = async (token: string) => {
        const res = await fetch(`${base}/prod-api/comp/scoring/mine`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await res.json()) as { rows: Array<{ taskId: number; applicationId: number }> };
        return body.rows[0];
      };
      const targets = await Promise.all(tokens.map(mine));
      const latencies: number[] = [];
      let failed = 0;
      const until = Date.now() + SECONDS * 1000;
      await Promise.all(
        tokens.map(async (token, n) => {
          const { taskId, applicationId } = targets[n];
          // Spread the experts' phases over the 2 s period.
          await new Promise((resolve) => setTimeout(resolve, (n * EVERY_MS) / EXPERTS));
          let i = 0;
          while (Date.now() < until) {
            const began = performance.now();
            const res = await fetch(`${base}/prod-api/comp/scoring/${taskId}/${applicationId}/sheet`, {
              method: 'PUT',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                items: { innovation: { value: (i % 100) / 2 }, market: { value: i % 51 } },
                timeSpent: 2,
              }),
            });
            const body = (await res.json()) as { code: number };
            const took = performance.now() - began;
            if (body.code === 200) latencies.push(took);
            else failed++;
            i++;
            await new Promise((resolve) => setTimeout(resolve, Math.max(0, EVERY_MS - took)));
          }
        }),
      );
      const admin = await loginToken(base, 'admin');
      const verify = (await (
        await fetch(`${base}/prod-api/comp/scoring/task/${targets[0].taskId}/verify`, {
          headers: { authorization: `Bearer ${admin}` },
        })
      ).json()) as { data: { ok: boolean; sheets: number; revisions: number; broken: unknown } };
      latencies.sort((a, b) => a - b);
      const figures = {
        started: new Date().toISOString(),
        engine: 'PGlite',
        experts: EXPERTS,
        everyMs: EVERY_MS,
        seconds: SECONDS,
        saves: latencies.length,
        failed,
        p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
        p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
        p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
        maxMs: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
        verify: {
          ok: verify.data.ok,
          sheets: verify.data.sheets,
          revisions: verify.data.revisions,
          broken: verify.data.broken,
        },
      };
      console.log(JSON.stringify(figures, null, 2));
      mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
      writeFileSync(join(ROOT, 'bench/results/scoring-save.json'), `${JSON.stringify(figures, null, 2)}\n`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
