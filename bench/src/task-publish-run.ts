// `npm run bench:task-publish -w @cbo/bench`: publishing a review task of 10,000 applications with
// 3 reviews each over 60 experts against the embedded database (PGlite): 10 review groups of 1,000
// applications, each judged by an expert group of 6 (docs/review-tasks.md, Publish). Reports the
// publish call's time (one transaction: freeze, lock, conflicts of 600,000 pairs, plan, insert
// 30,000 assignments) over BENCH_RUNS fresh databases (default 1). Writes
// bench/results/task-publish.json. Target: under 5 s.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../../apps/server/src/db/database';
import { ROOT, spawnUntilHealthy } from './server-process';
import { BENCH_ENV, loginToken } from './session';

const APPLICATIONS = 10_000;
const EXPERTS = 60;
const GROUPS = 10;
const K = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

/** The stage is the adult track's preliminary stage of the demo edition, with its demo rubric. */
const STAGE = `(select s.stage_id from comp_stage s join comp_competition c using (competition_id)
  join comp_track t on t.track_id = s.track_id
  where c.is_current = '1' and t.track_code = 'adult' and s.stage_kind = 'preliminary')`;

function fixtureSql(): string[] {
  const perGroup = APPLICATIONS / GROUPS;
  const experts = EXPERTS / GROUPS;
  return [
    `insert into comp_application (code, competition_id, track_id, project_name, region_code, leader_name,
       leader_mobile_enc, leader_mobile_hash, leader_mobile_mask, leader_id_enc, leader_id_hash, leader_id_mask, status, create_by)
     select 'BP' || lpad(g::text, 5, '0'), s.competition_id, s.track_id, '基准项目' || g, '440106', '负责人' || g,
       'x', md5('m' || g) || md5('n' || g), '139****0000', 'x', md5('i' || g) || md5('j' || g), '4401**********0000',
       'approved', 'bench'
     from generate_series(1, ${APPLICATIONS}) g, comp_stage s where s.stage_id = ${STAGE}`,
    `insert into sys_user (user_name, nick_name, dept_id)
     select 'bpe' || lpad(g::text, 2, '0'), '基准专家' || g, 103 from generate_series(1, ${EXPERTS}) g`,
    `insert into comp_expert (user_id, org_name, region_code, status)
     select user_id, '外单位' || user_id, '440304', 'active' from sys_user where user_name like 'bpe%'`,
    `insert into comp_expert_group (stage_id, group_name, capacity)
     select ${STAGE}, '基准专家组' || g, ${experts} from generate_series(1, ${GROUPS}) g`,
    `insert into comp_expert_group_member (expert_group_id, user_id)
     select eg.expert_group_id, u.user_id from comp_expert_group eg, sys_user u
     where eg.group_name like '基准专家组%' and u.user_name like 'bpe%'
       and (substr(u.user_name, 4)::int - 1) / ${experts} + 1 = substr(eg.group_name, 6)::int`,
    `insert into comp_review_group (stage_id, group_name, expert_group_id)
     select ${STAGE}, '基准分组' || g, (select expert_group_id from comp_expert_group where group_name = '基准专家组' || g)
     from generate_series(1, ${GROUPS}) g`,
    `insert into comp_stage_entry (stage_id, application_id, review_group_id)
     select ${STAGE}, a.application_id, rg.review_group_id from comp_application a, comp_review_group rg
     where a.code like 'BP%' and rg.group_name = '基准分组' || ((substr(a.code, 3)::int - 1) / ${perGroup} + 1)`,
    'analyze',
  ];
}

async function once(work: string, run: number): Promise<{ publishMs: number; assignments: number; unplaced: number }> {
  const dataDir = join(work, `data-${run}`);
  const start = () =>
    spawnUntilHealthy(
      'node',
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      { DATA_DIR: dataDir, ...BENCH_ENV },
      '/prod-api/health',
    );
  // Started once to migrate and seed, then loaded through the product's own handle while stopped.
  await (await start()).stop();
  const database = await Database.open({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
  let groups: number[];
  let stageId: number;
  let rubricId: number;
  try {
    for (const statement of fixtureSql()) await database.pglite?.exec(statement);
    const read = async <T>(query: string) => ((await database.pglite?.query<T>(query))?.rows ?? []) as T[];
    groups = (
      await read<{ id: number }>(
        `select review_group_id::int as id from comp_review_group where group_name like '基准分组%' order by 1`,
      )
    ).map((row) => row.id);
    [{ id: stageId }] = await read<{ id: number }>(`select ${STAGE}::int as id`);
    [{ id: rubricId }] = await read<{ id: number }>(
      `select rubric_id::int as id from comp_rubric where stage_id = ${stageId} order by rubric_id limit 1`,
    );
  } finally {
    await database.close();
  }
  const server = await start();
  try {
    const admin = await loginToken(server.url, 'admin');
    const call = async (method: string, path: string, body: object) => {
      const res = await fetch(`${server.url}/prod-api${path}`, {
        method,
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
      if (answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
      return answer.data;
    };
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const added = await call('POST', '/comp/taskinfo', {
      stageId,
      taskName: '基准发布任务',
      rubricId,
      groups: groups.map((reviewGroupId) => ({ reviewGroupId })),
      mode: 'k_per_application',
      k: K,
      dueAt: `${due} 18:00:00`,
    });
    const began = performance.now();
    const summary = await call('POST', `/comp/taskinfo/${added.taskId}/publish`, { seed: 'bench' });
    const publishMs = performance.now() - began;
    return {
      publishMs: Math.round(publishMs),
      assignments: Number(summary.assignments),
      unplaced: (summary.unplaced as unknown[]).length,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'cbo-bench-publish-'));
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await once(work, run));
    const sorted = runs.map((run) => run.publishMs).sort((a, b) => a - b);
    const figures = {
      started: new Date().toISOString(),
      engine: 'PGlite',
      applications: APPLICATIONS,
      experts: EXPERTS,
      groups: GROUPS,
      reviewsPerApplication: K,
      runs,
      medianMs: sorted[Math.floor(sorted.length / 2)],
      targetMs: 5000,
    };
    console.log(JSON.stringify(figures, null, 2));
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/task-publish.json'), `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
