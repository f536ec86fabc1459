import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { addFormTrack } from '../../../../test/form-fixtures';
import { multipartBody } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';

// An application's extra fields are answers to its track's bound saved form (docs/forms.md,
// Tracks): the API refuses what the page's renderer refuses, with the same rule code.

let t: TestApp;
let admin: Record<string, string>;
let competitionId: number;
let makerTrack: number;
let person = 0;

const idOf = (birth: string) => {
  person += 1;
  const first17 = `440106${birth}${String(person).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
};

type Method = 'GET' | 'POST' | 'PUT';
const api = async (method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: admin, ...(payload ? { payload } : {}) })).json();

const complete = { company: '创客科技', pitch: '让硬件更简单', projectNo: 'AB1234', funded: 'no' };

const form = (answers: Record<string, unknown>) => ({
  competitionId,
  trackId: makerTrack,
  projectName: `创客项目${person}`,
  regionCode: REGION_CODES.tianhe,
  leaderName: '王五',
  leaderMobile: '13800138000',
  leaderIdNumber: idOf('19900101'),
  answers,
});

const save = (answers: Record<string, unknown>) => api('POST', '/comp/application', form(answers));
const stored = async (applicationId: number) =>
  (
    await rows<{ answers: Record<string, unknown> }>(
      t.database,
      sql`select answers from comp_application where application_id = ${applicationId}`,
    )
  )[0].answers;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  t.clock.set(Date.UTC(2026, 10, 1, 2, 0, 0));
  const token = await loginAs(t.app, 'admin');
  admin = bearer(token);
  ({ competitionId } = await demoEdition(t.database));
  makerTrack = await addFormTrack(t.app, token, competitionId);
});
afterAll(() => t.close());

describe("answers to a track's saved form, entered by staff", () => {
  it('refuse a broken length or pattern rule and a wrong shape when saved, naming the answer', async () => {
    expect((await save({ ...complete, pitch: '一二三四五六七八九十一' })).msg).toBe(
      '参数 answers.pitch 不正确：一句话介绍最多10个字符',
    );
    // The form's own message, as the builder typed it.
    expect((await save({ ...complete, projectNo: 'ab12' })).msg).toBe(
      '参数 answers.projectNo 不正确：编号须为两个大写字母加四位数字',
    );
    expect((await save({ ...complete, tags: 'hardware' })).msg).toContain('answers.tags');
    expect((await save({ ...complete, funded: 'maybe' })).msg).toContain('answers.funded');
    expect((await save({ ...complete, period: ['2026-05-01', '2026-01-01'] })).msg).toContain('answers.period');
    expect((await save({ ...complete, unknown: 'x' })).msg).toContain('answers.unknown');
  });

  it('let a draft lack a required answer, and refuse its submission naming it', async () => {
    const draft = await save({ pitch: '先存草稿' });
    expect(draft.code).toBe(200);
    const refused = await api('PUT', '/comp/application/transition', {
      applicationIds: [draft.data.applicationId],
      action: 'submit',
    });
    expect(refused.code).toBe(500);
    expect(refused.msg).toContain('公司名称不能为空');
  });

  it('ask for a field only when its condition shows it, and drop the answers of hidden fields', async () => {
    const hidden = await save({ ...complete, funded: 'no', investor: '某基金' });
    expect(hidden.code).toBe(200);
    expect(await stored(hidden.data.applicationId)).toEqual(complete);
    const shown = await save({ ...complete, funded: 'yes' });
    expect(shown.code).toBe(200);
    const refused = await api('PUT', '/comp/application/transition', {
      applicationIds: [shown.data.applicationId],
      action: 'submit',
    });
    expect(refused.msg).toContain('投资方不能为空');
    const submitted = await api('PUT', '/comp/application/transition', {
      applicationIds: [hidden.data.applicationId],
      action: 'submit',
    });
    expect(submitted.code).toBe(200);
  });

  it('store every type in its shape, rich text cleaned like notices', async () => {
    const answers = {
      ...complete,
      funded: 'yes',
      investor: '某基金',
      story: '<p>起步</p><script>alert(1)</script>',
      tags: ['hardware', 'software'],
      openSource: true,
      period: ['2026-01-01', '2026-06-30'],
    };
    const saved = await save(answers);
    expect(saved.code).toBe(200);
    expect(await stored(saved.data.applicationId)).toEqual({ ...answers, story: '<p>起步</p>' });
    const { data } = await api('GET', `/comp/application/${saved.data.applicationId}`);
    expect(data.answers).toMatchObject({ tags: ['hardware', 'software'], openSource: true });
  });

  it('are exported by their labels: choices, lists, a switch and a date range', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/comp/application/export',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `competitionId=${competitionId}&trackId=${makerTrack}`,
    });
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const table = book.getWorksheet('项目申报');
    if (!table) throw new Error('no sheet 项目申报');
    const header = Array.from(table.getRow(1).values as unknown[], (title) => String(title ?? ''));
    const sheet: Array<Record<string, unknown>> = [];
    table.eachRow((row, number) => {
      const values = row.values as unknown[];
      if (number > 1) sheet.push(Object.fromEntries(header.map((title, index) => [title, values[index] ?? null])));
    });
    const row = sheet.find((cells) => cells.投资方 === '某基金');
    expect(row).toMatchObject({
      是否融资: '已融资',
      标签: '硬件、软件',
      是否开源: '是',
      研发周期: '2026-01-01 ~ 2026-06-30',
    });
  });

  it('are imported from the cells a sheet can hold: a choice and a switch by their labels; lists and ranges have no column', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const template = await t.app.inject({
      method: 'POST',
      url: `/prod-api/comp/application/importTemplate?competitionId=${competitionId}`,
      headers: admin,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const titles = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(titles).toEqual(expect.arrayContaining(['公司名称', '项目编号', '是否融资', '是否开源']));
    expect(titles).not.toContain('标签');
    expect(titles).not.toContain('研发周期');
    const row = (name: string, projectNo: string): Record<string, string> => ({
      赛道: '创客组',
      项目名称: name,
      地区: REGION_CODES.tianhe,
      负责人姓名: '导入创客',
      负责人手机: '13911110000',
      负责人身份证号: idOf('19880808'),
      公司名称: '导入公司',
      项目编号: projectNo,
      是否融资: '未融资',
      是否开源: '是',
    });
    for (const cells of [row('导入创客一', 'EF9012'), row('导入创客二', 'ef9012')])
      sheet.addRow(titles.map((title) => cells[title] ?? ''));
    const upload = async (dryRun: boolean, file: Buffer) => {
      const { payload, headers } = multipartBody([{ field: 'file', filename: 'a.xlsx', content: file }]);
      return (
        await t.app.inject({
          method: 'POST',
          url: `/prod-api/comp/application/importData?competitionId=${competitionId}&dryRun=${dryRun}`,
          headers: { ...admin, ...headers },
          payload,
        })
      ).json();
    };
    const dry = await upload(true, Buffer.from(await book.xlsx.writeBuffer()));
    expect(dry.data.issues).toEqual([
      { row: 3, field: '项目编号', rule: 'pattern', reason: '格式不正确', message: '编号须为两个大写字母加四位数字' },
    ]);
    sheet.spliceRows(3, 1);
    expect((await upload(false, Buffer.from(await book.xlsx.writeBuffer()))).data.imported).toBe(1);
    const [{ id }] = await rows<{ id: number }>(
      t.database,
      sql`select application_id::int as id from comp_application where project_name = '导入创客一'`,
    );
    expect(await stored(id)).toEqual({ company: '导入公司', projectNo: 'EF9012', funded: 'no', openSource: true });
  });
});
