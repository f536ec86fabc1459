// `npm run bench:reports -w @cbo/bench`: the final report of an edition of 5,000 applications
// (docs/reports.md, Bench), generated through the running server on the embedded database (PGlite):
// data read, hashed, xlsx and PDF drawn and stored. The fixture rows (applications spread over the
// tracks, regions, organisations and industries, with submit and audit events) are written with SQL
// while the server is stopped. Reports the generation's seconds, the generate call's answer time,
// the slowest progress poll while it runs and the files' sizes. Writes bench/results/reports.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../../apps/server/src/db/database';
import { ROOT, spawnUntilHealthy } from './server-process';
import { BENCH_ENV, loginToken } from './session';

const APPLICATIONS = 5_000;

function fixtureSql(): string[] {
  return [
    `insert into comp_application (code, competition_id, track_id, project_name, region_code, org_id, industry,
       leader_name, leader_mobile_enc, leader_mobile_hash, leader_mobile_mask, leader_id_enc, leader_id_hash,
       leader_id_mask, status, submitted_at, create_by)
     select 'BR' || lpad(g::text, 5, '0'), c.competition_id,
       (select t.track_id from comp_track t where t.competition_id = c.competition_id order by t.track_id
         offset (g % (select count(*) from comp_track t2 where t2.competition_id = c.competition_id)) limit 1),
       '基准报告项目' || g, (array['440106', '440104', '440305', '440304'])[1 + g % 4],
       (select o.org_id from comp_organisation o order by o.org_id offset (g % (select count(*) from comp_organisation)) limit 1),
       (select d.dict_value from sys_dict_data d where d.dict_type = 'comp_industry' order by d.dict_sort
         offset (g % greatest(1, (select count(*) from sys_dict_data d2 where d2.dict_type = 'comp_industry'))) limit 1),
       '负责人' || g, 'x', md5('m' || g) || md5('n' || g), '139****0000', 'x', md5('i' || g) || md5('j' || g),
       '4401**********0000', (array['approved', 'rejected', 'submitted', 'approved', 'eliminated'])[1 + g % 5],
       timestamp '2026-03-01 08:00:00' + (g % 30) * interval '1 day', 'bench'
     from generate_series(1, ${APPLICATIONS}) g, comp_competition c where c.is_current = '1'`,
    `insert into comp_application_event (application_id, action, to_status, event_time)
     select application_id, 'submit', 'submitted', submitted_at from comp_application where code like 'BR%'`,
    `insert into comp_application_event (application_id, action, to_status, event_time)
     select application_id, case when status = 'rejected' then 'reject' else 'approve' end, status,
       submitted_at + (1 + application_id % 72) * interval '1 hour'
     from comp_application where code like 'BR%' and status in ('approved', 'rejected', 'eliminated')`,
    'analyze',
  ];
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'cbo-bench-reports-'));
  const dataDir = join(work, 'data');
  const start = () =>
    spawnUntilHealthy(
      'node',
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      { DATA_DIR: dataDir, ...BENCH_ENV },
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
      const began = performance.now();
      const started = await call('POST', '/comp/report', { competitionId, params: { kind: 'final_report' } });
      const reportId = started.reportId as number;
      const answerMs = Math.round(performance.now() - began);
      let report: Record<string, unknown>;
      let slowestPollMs = 0;
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const polled = performance.now();
        report = await call('GET', `/comp/report/${reportId}`);
        slowestPollMs = Math.max(slowestPollMs, Math.round(performance.now() - polled));
        if (report.status !== 'running') break;
      }
      const seconds = (performance.now() - began) / 1000;
      const figures = {
        started: new Date().toISOString(),
        engine: 'PGlite',
        applications: APPLICATIONS,
        status: report.status,
        error: report.error,
        generateAnswerMs: answerMs,
        seconds: Math.round(seconds * 10) / 10,
        slowestProgressPollMs: slowestPollMs,
        xlsxKB: report.xlsxSize === null ? null : Math.round((report.xlsxSize as number) / 1024),
        pdfKB: report.pdfSize === null ? null : Math.round((report.pdfSize as number) / 1024),
      };
      console.log(JSON.stringify(figures, null, 2));
      mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
      writeFileSync(join(ROOT, 'bench/results/reports.json'), `${JSON.stringify(figures, null, 2)}\n`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
