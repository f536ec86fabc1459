import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { addFormTrack } from '../../../../test/form-fixtures';
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
    const row = sheet.find((cells) => cells['投资方'] === '某基金');
    expect(row).toMatchObject({
      是否融资: '已融资',
      标签: '硬件、软件',
      是否开源: '是',
      研发周期: '2026-01-01 ~ 2026-06-30',
    });
  });
});
