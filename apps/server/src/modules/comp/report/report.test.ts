import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { insertBatch } from '../../../../test/award-fixtures';
import { demoEdition } from '../../../../test/demo-edition';
import { staffWith } from '../../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { ReportDocument } from './report-document';

// The routes of 报告 (docs/reports.md) end to end: generate → progress → done → list → download,
// refusals, scope, permissions and the snapshot's immutability. The PDF renderer is replaced here by
// one that writes the document's title, which is fast and can be made to fail (render-pdf.test.ts
// covers the drawing, report-pdf.test.ts the real PDF through these routes); the figures of each
// kind are proved on the builders and loaders in report-figures.test.ts.
const pdfCalls = vi.hoisted(() => ({ fail: false, gate: null as Promise<void> | null }));
vi.mock('./render-pdf', () => ({
  renderReportPdf: async (document: ReportDocument, onProgress?: (done: number, total: number) => void) => {
    if (pdfCalls.gate) await pdfCalls.gate;
    if (pdfCalls.fail) throw new Error('pdf failed on purpose');
    onProgress?.(1, 1);
    return new TextEncoder().encode(`%PDF-stub ${document.title}`);
  },
}));

let t: TestApp;
let admin: string;
let competitionId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const inject = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const api = async (method: Method, url: string, payload?: object, token = admin) =>
  (await inject(method, url, payload, token)).json();

/** Polls a snapshot until it is no longer running. */
async function finished(reportId: number, token = admin) {
  for (let i = 0; i < 400; i++) {
    const { data } = await api('GET', `/comp/report/${reportId}`, undefined, token);
    if (data.status !== 'running') return data;
    await sleep(25);
  }
  throw new Error(`report ${reportId} still running`);
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  competitionId = (await demoEdition(t.database)).competitionId;
});
afterAll(async () => {
  await t.close();
});

describe('generating a report', () => {
  it('answers the id at once, runs to done with progress at total, lists it and downloads both files', async () => {
    const started = await api('POST', '/comp/report', { competitionId, params: { kind: 'final_report' } });
    expect(started.code).toBe(200);
    const reportId = started.data.reportId as number;
    const done = await finished(reportId);
    expect(done).toMatchObject({
      reportId,
      competitionId,
      kind: 'final_report',
      params: { kind: 'final_report' },
      status: 'done',
      done: 4,
      total: 4,
      step: null,
      error: null,
      createdBy: 'admin',
      createdAt: '2026-01-01 00:00:00',
      finishedAt: '2026-01-01 00:00:00',
    });
    expect(done.title).toMatch(/赛事总结报告$/);
    expect(done.dataHash).toMatch(/^[0-9a-f]{64}$/);
    expect(done.xlsxSize).toBeGreaterThan(1000);
    expect(done.pdfSize).toBe(new TextEncoder().encode(`%PDF-stub ${done.title}`).byteLength);

    const list = await api('GET', `/comp/report/list?competitionId=${competitionId}`);
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.rows[0]).toEqual(done);
    expect((await api('GET', `/comp/report/list?competitionId=${competitionId}&kind=award_list`)).total).toBe(0);

    const xlsx = await inject('GET', `/comp/report/${reportId}/file/xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['cache-control']).toBe('no-store');
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(`${done.title}.xlsx`)}`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      done.title.slice(0, 31),
      '按赛道',
      '按地区（省级）',
      '按单位（前 20）',
      '按组别',
      '按行业',
      '赛程漏斗',
      '每日提交',
      '审核时效',
      '评审统计',
    ]);
    const cover = book.worksheets[0];
    expect(cover.getCell('A1').value).toBe(done.title);
    const meta = new Map<string, unknown>();
    cover.eachRow((row) => meta.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(meta.get('数据摘要（SHA-256）')).toBe(done.dataHash);
    expect(meta.get('报告编号')).toBe(String(reportId));
    expect(meta.get('生成人')).toBe('admin');
    const tracks = book.getWorksheet('按赛道');
    expect(tracks?.getRow(1).values).toEqual([undefined, '名称', '数量', '占比（%）']);
    expect(tracks?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // Number formats follow the columns' decimals: counts whole, shares with one decimal.
    expect(tracks?.getCell('B2').numFmt).toBe('0');
    expect(tracks?.getCell('C2').numFmt).toBe('0.0');
    expect(typeof tracks?.getCell('C2').value).toBe('number');

    const pdf = await inject('GET', `/comp/report/${reportId}/file/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toBe(`%PDF-stub ${done.title}`);
  });

  it("offers the edition's stages, tasks, batches and tracks, and generates each kind from them", async () => {
    // The seeded edition has judging stages but no task or batch yet: one of each on its first stage.
    const [first] = await rows<{ id: number }>(
      t.database,
      sql`select stage_id::int as id from comp_stage where competition_id = ${competitionId}
          and stage_kind = 'preliminary' order by stage_id limit 1`,
    );
    await t.database
      .exec()
      .execute(sql`insert into comp_review_task (stage_id, task_name, rubric_id, mode, due_at, blind, status)
      values (${first.id}, '报告任务', 1, 'all_in_group', '2026-04-20 18:00:00', '{}'::jsonb, 'published')`);
    await insertBatch(t.database, { stageId: first.id, competitionId, status: 'draft', title: '报告批次' });
    const sources = await api('GET', `/comp/report/sources?competitionId=${competitionId}`);
    expect(sources.code).toBe(200);
    const [stages, tasks, batches, tracks] = await Promise.all([
      rows<{ id: number }>(
        t.database,
        sql`select stage_id::int as id from comp_stage where competition_id = ${competitionId}
            and stage_kind in ('preliminary', 'semi_final', 'final')`,
      ),
      rows<{ id: number }>(
        t.database,
        sql`select task_id::int as id from comp_review_task tk join comp_stage s using (stage_id)
            where s.competition_id = ${competitionId} and tk.status <> 'draft'`,
      ),
      rows<{ id: number }>(
        t.database,
        sql`select batch_id::int as id from comp_promotion_batch where competition_id = ${competitionId}
            and status <> 'revoked'`,
      ),
      rows<{ id: number }>(
        t.database,
        sql`select track_id::int as id from comp_track where competition_id = ${competitionId}`,
      ),
    ]);
    const ids = (list: Array<Record<string, unknown>>, key: string) => list.map((row) => row[key]).sort();
    expect(ids(sources.data.stages, 'stageId')).toEqual(stages.map((row) => row.id).sort());
    expect(ids(sources.data.tasks, 'taskId')).toEqual(tasks.map((row) => row.id).sort());
    expect(ids(sources.data.batches, 'batchId')).toEqual(batches.map((row) => row.id).sort());
    expect(ids(sources.data.tracks, 'trackId')).toEqual(tracks.map((row) => row.id).sort());
    expect(sources.data.tasks.map((task: { name: string }) => task.name)).toContain('报告任务');
    expect(sources.data.batches.map((batch: { title: string }) => batch.title)).toContain('报告批次');
    const generated = async (params: object) => {
      const { data } = await api('POST', '/comp/report', { competitionId, params });
      return finished(data.reportId);
    };
    const stage = sources.data.stages[0];
    const stageReport = await generated({ kind: 'stage_result', stageId: stage.stageId });
    expect(stageReport).toMatchObject({ status: 'done', params: { kind: 'stage_result', stageId: stage.stageId } });
    expect(stageReport.title).toBe(`${stage.trackName} ${stage.name} 成绩报告`);
    const task = sources.data.tasks[0];
    const judges = await generated({ kind: 'judge_consistency', taskId: task.taskId });
    expect(judges).toMatchObject({ status: 'done', title: `${task.name} 评委一致性报告` });
    const batch = sources.data.batches[0];
    const publicity = await generated({ kind: 'publicity_list', batchId: batch.batchId });
    expect(publicity).toMatchObject({ status: 'done', title: `${batch.title} 公示名单` });
    const track = sources.data.tracks[0];
    const awards = await generated({ kind: 'award_list', trackId: track.trackId });
    expect(awards).toMatchObject({ status: 'done', title: `${track.name} 获奖名单` });
  });

  it('shows its progress while it runs, refusing the download until it is done', async () => {
    let release = () => {};
    pdfCalls.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const { data } = await api('POST', '/comp/report', { competitionId, params: { kind: 'final_report' } });
      let running: Record<string, unknown> = {};
      for (let i = 0; i < 400 && running.step !== 'pdf'; i++) {
        running = (await api('GET', `/comp/report/${data.reportId}`)).data;
        await sleep(10);
      }
      expect(running).toMatchObject({ status: 'running', done: 2, total: 4, step: 'pdf', finishedAt: null });
      expect(await api('GET', `/comp/report/${data.reportId}/file/xlsx`)).toEqual({
        code: 500,
        msg: `报告 ${data.reportId} 尚未生成完成，不能下载`,
      });
      release();
      expect(await finished(data.reportId)).toMatchObject({ status: 'done', done: 4, total: 4, step: null });
    } finally {
      pdfCalls.gate = null;
      release();
    }
  });

  it('gives the same data hash for the same inputs, and another after a change', async () => {
    const generate = async () => {
      const { data } = await api('POST', '/comp/report', { competitionId, params: { kind: 'final_report' } });
      return finished(data.reportId);
    };
    const first = await generate();
    t.clock.advance(10 * 60_000);
    const second = await generate();
    expect(second.createdAt).toBe('2026-01-01 00:10:00');
    expect(second.dataHash).toBe(first.dataHash);
    await t.database.exec().execute(sql`update comp_application set industry = 'changed-for-hash'
      where application_id = (select min(application_id) from comp_application
        where competition_id = ${competitionId} and status not in ('draft', 'withdrawn', 'disqualified'))`);
    const third = await generate();
    expect(third.dataHash).not.toBe(first.dataHash);
  });

  it('refuses a subject of another edition or none, naming the field, and writes nothing', async () => {
    const before = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from comp_report_snapshot`);
    const stage = await api('POST', '/comp/report', {
      competitionId,
      params: { kind: 'stage_result', stageId: 999999 },
    });
    expect(stage).toEqual({
      code: 500,
      msg: '参数 params[stageId] 不正确：阶段 999999 不是本届赛事的评审阶段，或不在您的数据范围内',
    });
    const task = await api('POST', '/comp/report', {
      competitionId,
      params: { kind: 'judge_consistency', taskId: 999999 },
    });
    expect(task.msg).toBe('参数 params[taskId] 不正确：评审任务 999999 不属于本届赛事，或不在您的数据范围内');
    const batch = await api('POST', '/comp/report', {
      competitionId,
      params: { kind: 'publicity_list', batchId: 999999 },
    });
    expect(batch.msg).toBe('参数 params[batchId] 不正确：批次 999999 不属于本届赛事，或不在您的数据范围内');
    const track = await api('POST', '/comp/report', { competitionId, params: { kind: 'award_list', trackId: 999999 } });
    expect(track.msg).toBe('参数 params[trackId] 不正确：赛道 999999 不属于本届赛事');
    const kind = await api('POST', '/comp/report', { competitionId, params: { kind: 'nothing' } });
    expect(kind.code).toBe(500);
    expect(kind.msg).toBe('参数 params[kind] 不正确：无效输入');
    const after = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from comp_report_snapshot`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses downloading a running or failed snapshot; a failure keeps its error', async () => {
    pdfCalls.fail = true;
    const { data } = await api('POST', '/comp/report', {
      competitionId,
      params: { kind: 'award_list', trackId: null },
    });
    const failed = await finished(data.reportId);
    pdfCalls.fail = false;
    expect(failed).toMatchObject({ status: 'failed', error: 'pdf failed on purpose', xlsxSize: null, pdfSize: null });
    expect(failed.dataHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await api('GET', `/comp/report/${data.reportId}/file/xlsx`)).toEqual({
      code: 500,
      msg: `报告 ${data.reportId} 生成失败，没有可下载的文件`,
    });
    // A running snapshot (inserted as the service does): refused, then failed once its heartbeat is stale.
    const [running] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_report_snapshot (competition_id, kind, params, title, status, total, created_by, created_at,
            instance, heartbeat_at)
          values (${competitionId}, 'final_report', '{"kind":"final_report"}'::jsonb, '运行中', 'running', 4, 'admin',
            ${'2026-01-01 00:10:00'}, 'gone', ${'2026-01-01 00:10:00'})
          returning report_id::int as id`,
    );
    expect(await api('GET', `/comp/report/${running.id}/file/pdf`)).toEqual({
      code: 500,
      msg: `报告 ${running.id} 尚未生成完成，不能下载`,
    });
    expect((await api('GET', `/comp/report/${running.id}`)).data.status).toBe('running');
    t.clock.advance(3 * 60_000);
    const listed = await api('GET', `/comp/report/list?competitionId=${competitionId}`);
    expect(listed.rows.find((row: { reportId: number }) => row.reportId === running.id)).toMatchObject({
      status: 'failed',
      error: '报告生成被中断（服务器已停止），请重新生成',
    });
    expect((await api('GET', `/comp/report/${running.id}`)).data).toMatchObject({
      status: 'failed',
      error: '报告生成被中断（服务器已停止），请重新生成',
    });
  });

  it('words the title and the workbook in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/comp/report',
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
      payload: { competitionId, params: { kind: 'award_list', trackId: null } },
    });
    const done = await finished(res.json().data.reportId);
    expect(done.title).toBe('Award list: all tracks');
    const xlsx = await inject('GET', `/comp/report/${done.reportId}/file/xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Award list  all tracks', 'Awards']);
    expect(book.worksheets[1].getRow(1).values).toEqual([
      undefined,
      'Award level',
      'Code',
      'Project',
      'Organisation',
      'Region',
      'Certificate code',
    ]);
  });
});

describe('snapshots are immutable', () => {
  it('refuses an UPDATE and a DELETE of a finished snapshot in the database', async () => {
    const { data } = await api('POST', '/comp/report', { competitionId, params: { kind: 'final_report' } });
    const done = await finished(data.reportId);
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.database.exec().execute(statement);
      } catch (error) {
        const cause = (error as { cause?: { message?: string } }).cause;
        return cause?.message ?? String(error);
      }
      return 'accepted';
    };
    expect(
      await refusal(sql`update comp_report_snapshot set title = 'changed' where report_id = ${done.reportId}`),
    ).toBe(`comp_report_snapshot ${done.reportId} is done and cannot change`);
    expect(await refusal(sql`delete from comp_report_snapshot where report_id = ${done.reportId}`)).toBe(
      'comp_report_snapshot is kept: DELETE refused',
    );
    // The service's own progress write names running snapshots only: it leaves a finished one alone.
    expect(
      await refusal(
        sql`update comp_report_snapshot set done = 0 where report_id = ${done.reportId} and status = 'running'`,
      ),
    ).toBe('accepted');
    expect((await api('GET', `/comp/report/${done.reportId}`)).data).toEqual(done);
  });
});

describe('permissions and scope', () => {
  it('needs comp:report:add to generate and comp:report:export to download', async () => {
    const reader = await staffWith(t.app, admin, {
      name: 'reportreader',
      perms: (perm) => perm === 'comp:report:list' || perm === 'comp:report:query',
      compScope: '1',
    });
    const [any] = await rows<{ id: number }>(
      t.database,
      sql`select report_id::int as id from comp_report_snapshot where status = 'done' order by report_id limit 1`,
    );
    expect((await api('GET', `/comp/report/list?competitionId=${competitionId}`, undefined, reader.token)).code).toBe(
      200,
    );
    expect(
      (await api('POST', '/comp/report', { competitionId, params: { kind: 'final_report' } }, reader.token)).code,
    ).toBe(403);
    expect((await api('GET', `/comp/report/${any.id}/file/xlsx`, undefined, reader.token)).code).toBe(403);
  });

  it('shows a region scope the editions holding its applications only, and reports what it sees', async () => {
    // Department 102 is bound to 广州市 (the seed).
    const regional = await staffWith(t.app, admin, {
      name: 'reportregion',
      perms: (perm) => perm.startsWith('comp:report:'),
      compScope: '2',
      deptId: 102,
    });
    const [other] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_competition (competition_name, edition_year) values ('报告范围外届次', 2032)
          returning competition_id::int as id`,
    );
    const [outside] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_report_snapshot (competition_id, kind, params, title, status, done, total, created_by,
            created_at, finished_at)
          values (${other.id}, 'final_report', '{"kind":"final_report"}'::jsonb, '范围外报告', 'failed', 0, 4, 'admin',
            ${'2026-01-01 00:00:00'}, ${'2026-01-01 00:00:00'})
          returning report_id::int as id`,
    );
    await expectRegionScope(regional.token, other.id, outside.id);
    // A stage judged only by a Shenzhen review group is not the region's: refused naming the field.
    const [stage] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_stage (competition_id, track_id, stage_kind, stage_name, seq, start_at, end_at)
          select ${competitionId}, null, 'final', '范围外决赛', 9, '2026-06-01 00:00:00', '2026-06-30 00:00:00'
          where not exists (select 1 from comp_stage where competition_id = ${competitionId} and track_id is null
            and stage_kind = 'final')
          returning stage_id::int as id`,
    );
    const stageId =
      stage?.id ??
      (
        await rows<{ id: number }>(
          t.database,
          sql`select stage_id::int as id from comp_stage where competition_id = ${competitionId} and track_id is null
              and stage_kind = 'final'`,
        )
      )[0].id;
    const [group] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_review_group (stage_id, group_name, region_code)
          values (${stageId}, '深圳组', '440300') returning review_group_id::int as id`,
    );
    const [task] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_review_task (stage_id, task_name, rubric_id, mode, due_at, blind, status)
          values (${stageId}, '深圳任务', 1, 'all_in_group', '2026-06-20 18:00:00', '{}'::jsonb, 'published')
          returning task_id::int as id`,
    );
    await t.database.exec().execute(sql`insert into comp_review_task_group (task_id, review_group_id, expert_group_id)
      values (${task.id}, ${group.id}, 1)`);
    const taskRefused = await api(
      'POST',
      '/comp/report',
      { competitionId, params: { kind: 'judge_consistency', taskId: task.id } },
      regional.token,
    );
    expect(taskRefused.msg).toBe(
      `参数 params[taskId] 不正确：评审任务 ${task.id} 不属于本届赛事，或不在您的数据范围内`,
    );
    const refused = await api(
      'POST',
      '/comp/report',
      { competitionId, params: { kind: 'stage_result', stageId } },
      regional.token,
    );
    expect(refused.msg).toBe(
      `参数 params[stageId] 不正确：阶段 ${stageId} 不是本届赛事的评审阶段，或不在您的数据范围内`,
    );
    const sources = await api('GET', `/comp/report/sources?competitionId=${competitionId}`, undefined, regional.token);
    expect(sources.data.stages.map((row: { stageId: number }) => row.stageId)).not.toContain(stageId);
    expect(sources.data.tasks.map((row: { taskId: number }) => row.taskId)).not.toContain(task.id);
    const everything = await api('GET', `/comp/report/sources?competitionId=${competitionId}`);
    expect(everything.data.tasks.map((row: { taskId: number }) => row.taskId)).toContain(task.id);
    expect((await api('POST', '/comp/report', { competitionId, params: { kind: 'stage_result', stageId } })).code).toBe(
      200,
    );
  });
});

async function expectRegionScope(token: string, otherEdition: number, outsideReport: number) {
  expect((await api('GET', `/comp/report/list?competitionId=${otherEdition}`, undefined, token)).code).toBe(403);
  expect((await api('GET', `/comp/report/sources?competitionId=${otherEdition}`, undefined, token)).code).toBe(403);
  expect((await api('GET', `/comp/report/${outsideReport}`, undefined, token)).code).toBe(403);
  expect((await api('GET', `/comp/report/${outsideReport}/file/xlsx`, undefined, token)).code).toBe(403);
  // An id that names nothing reads the same.
  expect((await api('GET', '/comp/report/999999999', undefined, token)).code).toBe(403);
  expect((await api('GET', '/comp/report/999999999/file/pdf', undefined, token)).code).toBe(403);
  expect(
    (await api('POST', '/comp/report', { competitionId: otherEdition, params: { kind: 'final_report' } }, token)).code,
  ).toBe(403);
  // The current edition holds Guangzhou applications: listed, and its final report counts those only.
  const mine = await api('GET', `/comp/report/list?competitionId=${competitionId}`, undefined, token);
  expect(mine.code).toBe(200);
  const { data } = await api('POST', '/comp/report', { competitionId, params: { kind: 'final_report' } }, token);
  const done = await finished(data.reportId, token);
  expect(done.status).toBe('done');
  const xlsx = await inject('GET', `/comp/report/${done.reportId}/file/xlsx`, undefined, token);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
  const [expected] = await rows<{ n: number }>(
    t.database,
    sql`select count(*)::int as n from comp_application a join comp_region r on r.region_code = a.region_code
        where a.competition_id = ${competitionId} and a.status not in ('draft', 'withdrawn', 'disqualified')
          and (a.region_code = '440100' or r.ancestors like '%,440100,%')`,
  );
  const cover = book.worksheets[0];
  let applications: unknown;
  cover.eachRow((row) => {
    if (row.getCell(1).value === '申报总数') applications = row.getCell(2).value;
  });
  expect(applications).toBe(expected.n);
  // A whole-competition report counts what the region may not see: the region neither lists,
  // reads nor downloads it, while the whole-competition reader sees both.
  const wide = (await api('POST', '/comp/report', { competitionId, params: { kind: 'final_report' } })).data
    .reportId as number;
  await finished(wide);
  const listed = async (as?: string) =>
    (await api('GET', `/comp/report/list?competitionId=${competitionId}&pageSize=500`, undefined, as)).rows.map(
      (row: { reportId: number }) => row.reportId,
    );
  expect(await listed(token)).toContain(done.reportId);
  expect(await listed(token)).not.toContain(wide);
  expect(await listed()).toEqual(expect.arrayContaining([done.reportId, wide]));
  expect((await api('GET', `/comp/report/${wide}`, undefined, token)).code).toBe(403);
  expect((await api('GET', `/comp/report/${wide}/file/pdf`, undefined, token)).code).toBe(403);
  expect((await api('GET', `/comp/report/${done.reportId}`, undefined, token)).data.params).toEqual({
    kind: 'final_report',
  });
}
