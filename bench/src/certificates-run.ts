// `npm run bench:certificates -w @cbo/bench`: 1,000 final awards of the current edition, one
// generation run through the running server on the embedded database (PGlite), every PDF drawn
// and stored and the zip written (docs/certificates.md, Bench). The fixture rows (applications
// with three members each, an award level, the awards) are written with SQL while the server is
// stopped. Reports the run's seconds and the server's resident memory before, after and at its
// peak (sampled every 100 ms). Writes bench/results/certificates.json. Target: under 60 s and
// under 200 MB of growth.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../../apps/server/src/db/database';
import { ROOT, spawnUntilHealthy } from './server-process';
import { BENCH_ENV, loginToken } from './session';

const AWARDS = 1_000;

const TRACK = `(select t.track_id from comp_track t join comp_competition c using (competition_id)
  where c.is_current = '1' and t.track_code = 'adult')`;

function fixtureSql(): string[] {
  return [
    `insert into comp_application (code, competition_id, track_id, project_name, region_code, leader_name,
       leader_mobile_enc, leader_mobile_hash, leader_mobile_mask, leader_id_enc, leader_id_hash, leader_id_mask, status, create_by)
     select 'BC' || lpad(g::text, 5, '0'), t.competition_id, t.track_id,
       '基准证书项目' || g || '：基于人工智能的城市智慧交通信号协同优化系统', '440106', '负责人' || g,
       'x', md5('m' || g) || md5('n' || g), '139****0000', 'x', md5('i' || g) || md5('j' || g), '4401**********0000',
       'approved', 'bench'
     from generate_series(1, ${AWARDS}) g, comp_track t where t.track_id = ${TRACK}`,
    `insert into comp_application_member (application_id, competition_id, seq, role, name, id_enc, id_hash, id_mask)
     select a.application_id, a.competition_id, s.seq, case when s.seq = 0 then 'leader' else 'member' end,
       (array['张','王','李','赵'])[s.seq + 1] || '同学' || substr(a.code, 3), 'x', md5(a.code || s.seq), '4401**********0000'
     from comp_application a, generate_series(0, 2) s(seq) where a.code like 'BC%'`,
    `insert into comp_award_level (competition_id, name, kind, rank_order, create_by)
     select competition_id, '基准金奖', 'ranked', 1, 'bench' from comp_competition where is_current = '1'`,
    `insert into comp_award (level_id, competition_id, application_id, status, create_by)
     select l.level_id, a.competition_id, a.application_id, 'final', 'bench'
     from comp_application a join comp_award_level l on l.name = '基准金奖' where a.code like 'BC%'`,
    'analyze',
  ];
}

const MB = 1024 * 1024;

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'cbo-bench-certificates-'));
  const dataDir = join(work, 'data');
  const start = () =>
    spawnUntilHealthy(
      'node',
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      { DATA_DIR: dataDir, PUBLIC_BASE_URL: 'https://contest.example.org', ...BENCH_ENV },
      '/prod-api/health',
    );
  try {
    await (await start()).stop();
    const database = await Database.open({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
    let competitionId: number;
    try {
      for (const statement of fixtureSql()) await database.pglite?.exec(statement);
      const found = await database.pglite?.query<{ id: number }>(
        `select competition_id::int as id from comp_competition where is_current = '1'`,
      );
      competitionId = found?.rows[0]?.id ?? 0;
    } finally {
      await database.close();
    }
    const server = await start();
    try {
      const admin = await loginToken(server.url, 'admin');
      const call = async (method: string, path: string, body?: object) => {
        const res = await fetch(`${server.url}/prod-api${path}`, {
          method,
          headers: body
            ? { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }
            : { authorization: `Bearer ${admin}` },
          body: body ? JSON.stringify(body) : undefined,
        });
        const answer = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
        if (answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
        return answer.data;
      };
      // One certificate first, so the font is read and parsed before the measured run.
      await fetch(`${server.url}/prod-api/comp/certificate/template/${competitionId}/preview`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: '荣誉证书', issuer: '基准组委会', wording: '「{project}」项目荣获{award}' }),
      }).then((res) => res.arrayBuffer());
      const rssBefore = server.rssBytes();
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, server.rssBytes());
      }, 100);
      const began = performance.now();
      const started = await call('POST', '/comp/certificate/generate', { competitionId });
      const runId = started.runId as number;
      const answerMs = Math.round(performance.now() - began);
      let run: Record<string, unknown>;
      // Progress while it runs: how long a request waits meanwhile, too.
      let slowestPollMs = 0;
      // Memory by progress: a jump at the start that levels off is warm-up, a steady climb a leak.
      const rssByProgress: Array<{ done: number; rssMB: number }> = [];
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const polled = performance.now();
        run = await call('GET', `/comp/certificate/run/${runId}`);
        slowestPollMs = Math.max(slowestPollMs, Math.round(performance.now() - polled));
        const last = rssByProgress[rssByProgress.length - 1];
        if (!last || (run.done as number) - last.done >= 100) {
          rssByProgress.push({ done: run.done as number, rssMB: Math.round(server.rssBytes() / MB) });
        }
        if (run.status !== 'running') break;
      }
      const seconds = (performance.now() - began) / 1000;
      clearInterval(sampler);
      const rssAfter = server.rssBytes();
      rssPeak = Math.max(rssPeak, rssAfter);
      const zip = await fetch(`${server.url}/prod-api/comp/certificate/run/${runId}/zip`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      const zipBytes = (await zip.arrayBuffer()).byteLength;
      const figures = {
        started: new Date().toISOString(),
        engine: 'PGlite',
        awards: AWARDS,
        status: run.status,
        done: run.done,
        failed: run.failed,
        generateAnswerMs: answerMs,
        seconds: Math.round(seconds * 10) / 10,
        slowestProgressPollMs: slowestPollMs,
        zipMB: Math.round((zipBytes / MB) * 10) / 10,
        rssBeforeMB: Math.round(rssBefore / MB),
        rssAfterMB: Math.round(rssAfter / MB),
        rssPeakMB: Math.round(rssPeak / MB),
        rssGrowthMB: Math.round((rssPeak - rssBefore) / MB),
        rssByProgress,
        targetSeconds: 60,
        targetGrowthMB: 200,
      };
      console.log(JSON.stringify(figures, null, 2));
      mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
      writeFileSync(join(ROOT, 'bench/results/certificates.json'), `${JSON.stringify(figures, null, 2)}\n`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
