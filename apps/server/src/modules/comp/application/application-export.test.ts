import type ExcelJSType from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { storeUpload } from '../../../../test/stored-upload';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';

// The application export carries the whole application (docs/applications.md, Export): the
// extra fields by label, the files by name with a link, the latest reason, the status; the people
// on a second sheet keyed by application code; personal numbers masked.

let t: TestApp;
let admin: Record<string, string>;
let competitionId: number;
let adultTrack: number;
let industry: string;
let industryLabel: string;

const idOf = (birth: string, seq: string) => {
  const first17 = `440106${birth}${seq}`;
  return first17 + checkCharOf(first17);
};
const PLAN = '/profile/upload/2026/11/01/export_plan.pdf';
const DECK = '/profile/upload/2026/11/01/export_deck.pdf';
const LEADER_ID = idOf('19900101', '611');
const MEMBER_ID = idOf('19920202', '622');

type Method = 'GET' | 'POST' | 'PUT';
const api = async (method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: admin, ...(payload ? { payload } : {}) })).json();

async function exported(filter: string): Promise<ExcelJSType.Workbook> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/prod-api/comp/application/export',
    headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: filter,
  });
  expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}

/** A sheet's rows as records keyed by the header row's titles. */
function records(sheet: ExcelJSType.Worksheet): Array<Record<string, ExcelJSType.CellValue>> {
  const header = Array.from(sheet.getRow(1).values as ExcelJSType.CellValue[], (title) => String(title ?? ''));
  const out: Array<Record<string, ExcelJSType.CellValue>> = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = row.values as ExcelJSType.CellValue[];
    out.push(
      Object.fromEntries(header.map((title, index) => [title, values[index] ?? null]).filter(([title]) => title)),
    );
  });
  return out;
}

let code = '';

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  t.clock.set(Date.UTC(2026, 10, 1, 2, 0, 0));
  admin = bearer(await loginAs(t.app, 'admin'));
  ({ competitionId, adultTrack, industry, industryLabel } = await demoEdition(t.database));
  for (const file of [PLAN, DECK]) storeUpload(t.dataDir, file);
  const created = await api('POST', '/comp/application', {
    competitionId,
    trackId: adultTrack,
    projectName: '整份导出',
    regionCode: REGION_CODES.tianhe,
    leaderName: '导出甲',
    leaderMobile: '13512345678',
    leaderIdNumber: LEADER_ID,
    members: [{ name: '导出乙', idNumber: MEMBER_ID, orgName: '某大学', gradeOrTitle: '研一' }],
    mentors: [{ name: '导出师', orgName: '某大学', title: '教授', mobile: '13698765432', email: 'm@example.com' }],
    attachments: [
      { kind: 'business_plan', path: PLAN, fileName: '计划书.pdf' },
      { kind: 'pitch_deck', path: DECK, fileName: '路演.pdf' },
    ],
    answers: { industry, foundedOn: '2021-05-01', summary: '冷链简介' },
  });
  expect(created.code).toBe(200);
  code = created.data.code;
  const id = created.data.applicationId;
  expect((await api('PUT', '/comp/application/transition', { applicationIds: [id], action: 'submit' })).code).toBe(200);
  expect(
    (await api('PUT', '/comp/application/transition', { applicationIds: [id], action: 'withdraw', reason: '团队解散' }))
      .code,
  ).toBe(200);
});
afterAll(() => t.close());

// The application is withdrawn (its latest reason is the withdrawal's); a withdrawn entry is exported
// only when its status is asked for (docs/applications.md, "Downstream"), which the first test checks too.
describe('the application export', () => {
  it('carries the extra fields by label, the files as links, the latest reason and the status', async () => {
    const book = await exported(`competitionId=${competitionId}&trackId=${adultTrack}&status=withdrawn`);
    const withoutStatus = await exported(`competitionId=${competitionId}&trackId=${adultTrack}`);
    expect(records(withoutStatus.worksheets[0]).find((record) => record.申报编号 === code)).toBeUndefined();
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['项目申报', '成员与导师']);
    const row = records(book.worksheets[0]).find((record) => record.申报编号 === code);
    expect(row).toMatchObject({
      项目名称: '整份导出',
      所属行业: industryLabel,
      成立日期: '2021-05-01',
      项目简介: '冷链简介',
      状态: '已撤回',
      最新审核意见: '撤回｜团队解散',
      意见人: 'admin',
    });
    const plan = row?.商业计划书 as { text: string; hyperlink: string };
    expect(plan.text).toBe('计划书.pdf');
    expect(plan.hyperlink).toMatch(/^http:\/\/localhost(:\d+)?\/prod-api\/common\/file\/signed\?key=upload%2F/);
    // The link serves the file without a session.
    const served = await t.app.inject({ method: 'GET', url: plan.hyperlink.replace(/^http:\/\/[^/]+/, '') });
    expect(served.statusCode).toBe(200);
  });

  it('puts the leader, members and mentors on a second sheet keyed by application code, numbers masked', async () => {
    const book = await exported(`competitionId=${competitionId}&trackId=${adultTrack}&status=withdrawn`);
    const people = records(book.worksheets[1]).filter((record) => record.申报编号 === code);
    expect(people.map((person) => [person.身份, person.姓名])).toEqual([
      ['负责人', '导出甲'],
      ['成员', '导出乙'],
      ['指导老师', '导出师'],
    ]);
    expect(people[0]).toMatchObject({
      身份证号: `440106********611${LEADER_ID.at(-1)}`,
      手机: '135****5678',
      性别: '男',
    });
    expect(people[1]).toMatchObject({ 单位: '某大学', 年级或职称: '研一', 性别: '女' });
    expect(people[2]).toMatchObject({ 手机: '136****5432', 邮箱: 'm@example.com', 年级或职称: '教授' });
    // No plain personal number anywhere in the workbook.
    const text = JSON.stringify(book.worksheets.map((sheet) => sheet.getSheetValues()));
    for (const plain of [LEADER_ID, MEMBER_ID, '13512345678', '13698765432']) expect(text).not.toContain(plain);
  });
});
