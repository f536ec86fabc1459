import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { idNumber } from '../support/id-number';
import { loginAs, messageText, sessionToken, settled, shot } from '../support/session';
import { sidebar } from '../support/shell';

// A saved form where it is used (docs/forms.md): built by drag and drop in 表单构建 with three
// fields and a rule, saved by name, bound to the demo edition's teenage track in 大赛设置, then
// drawn and checked in the staff application form; the API refuses the answers the page refuses.

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

const EDITION = '第一届青少年及成人创新创业大赛';
const FORM = '青少年组报名补充信息';
const NOTE_RULE = '备注须为5到20个字';

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
});

async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const token = await sessionToken(s);
  const response = await fetch(`${s.server.baseUrl}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as Envelope<T>;
}

const answered = (method: string, path: string) => (response: Response) =>
  response.request().method() === method && new URL(response.url()).pathname === `/prod-api${path}`;

/** Drags a palette item to the bottom of the canvas with the mouse, in steps, as dnd-kit needs. */
async function dragToCanvas(page: Page, item: string): Promise<void> {
  const source = page.locator('.form-builder__palette-item').filter({ hasText: item }).first();
  const canvas = page.locator('.form-builder__canvas');
  const from = await source.boundingBox();
  const to = await canvas.boundingBox();
  if (!from || !to) throw new Error('the palette or the canvas is not on screen');
  const before = await page.locator('.form-builder__canvas .form-builder__node').count();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 24, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => page.locator('.form-builder__canvas .form-builder__node').count()).toBe(before + 1);
}

/** The properties panel's input for a property (the panel labels each with htmlFor). */
const prop = (page: Page, id: string) => page.locator(`#fb-${id}`);

async function pick(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

describe('a saved form where it is used', () => {
  let formId = 0;

  it('builds a form of three fields with a rule by drag and drop, and saves it by name', async () => {
    await loginAs(s, 'admin');
    const nav = sidebar(s.page);
    const title = nav.locator('.ant-menu-submenu-title', { hasText: '系统工具' });
    const link = nav.getByRole('link', { name: '表单构建' });
    await title.waitFor();
    // A click while the menu is still settling can close the group it opened: opened until it shows.
    await expect
      .poll(
        async () => {
          if (!(await link.isVisible())) await title.click();
          return link.isVisible();
        },
        { timeout: 15_000, interval: 600 },
      )
      .toBe(true);
    await link.click();
    await s.page.waitForURL(/\/tool\/build/);

    await dragToCanvas(s.page, '单行文本');
    await prop(s.page, 'label').fill('学校');
    await prop(s.page, 'name').fill('school');
    await prop(s.page, 'required').click();

    await dragToCanvas(s.page, '下拉选择');
    await prop(s.page, 'label').fill('年级');
    await prop(s.page, 'name').fill('grade');
    await s.page.getByLabel('显示文字 1', { exact: true }).fill('初一');
    await s.page.getByLabel('显示文字 2', { exact: true }).fill('初二');

    await dragToCanvas(s.page, '多行文本');
    await prop(s.page, 'label').fill('备注');
    await prop(s.page, 'name').fill('note');
    await s.page.getByRole('button', { name: '添加规则' }).click();
    await s.page.getByLabel('最小', { exact: true }).fill('5');
    await s.page.getByLabel('最大', { exact: true }).fill('20');
    await s.page.getByLabel('不符合时的提示（可不填） 1').fill(NOTE_RULE);
    await expect
      .poll(() => s.page.locator('.form-builder__canvas .ant-form-item-label label').allInnerTexts())
      .toEqual(['学校', '年级', '备注']);
    await shot(s.page, 'forms-builder');

    await s.page.getByRole('button', { name: '保存' }).first().click();
    const dialog = s.page.getByRole('dialog', { name: '保存表单' });
    await dialog.getByLabel('表单名称').fill(FORM);
    const [saved] = await Promise.all([
      s.page.waitForResponse(answered('POST', '/flowable/form')),
      dialog.getByRole('button', { name: /保\s*存/ }).click(),
    ]);
    const answer = (await saved.json()) as Envelope<{ formId: number; version: number }>;
    expect(answer.code).toBe(200);
    expect(answer.data?.version).toBe(1);
    formId = answer.data?.formId ?? 0;
    // The document as saved: three fields, the note's rule with its own message.
    const version = await api<{ formContent: { nodes: Array<Record<string, unknown>> } }>(
      'GET',
      `/flowable/form/${formId}/versions/1`,
    );
    const nodes = version.data?.formContent.nodes ?? [];
    expect(nodes.map((node) => [node.type, node.name, node.label, node.required])).toEqual([
      ['input', 'school', '学校', true],
      ['select', 'grade', '年级', false],
      ['textarea', 'note', '备注', false],
    ]);
    expect(nodes[2].rules).toEqual([{ kind: 'length', min: 5, max: 20, message: NOTE_RULE }]);
  });

  it('binds it to the demo edition’s teenage track in 大赛设置', async () => {
    await Promise.all([
      s.page.waitForResponse((r) => r.url().includes('/prod-api/comp/competition/list')),
      s.page.goto(s.url('/comp/competition')),
    ]);
    await settled(s.page);
    const editionRow = s.page.locator('.cbo-crud .ant-table-tbody tr.ant-table-row').filter({ hasText: EDITION });
    await editionRow.getByRole('button', { name: '赛事设置' }).click();
    const drawer = s.page.locator('.ant-drawer').filter({ hasText: `赛事设置：${EDITION}` });
    const teen = drawer.locator('.ant-card').filter({ hasText: '青少年组' }).first();
    await pick(s.page, teen.getByLabel('报名表单'), FORM);
    await teen.getByText(`${FORM} v1 · 3 个字段`).waitFor();
    await shot(s.page, 'forms-track-picker');
    const [saved] = await Promise.all([
      s.page.waitForResponse(
        (r) => r.request().method() === 'PUT' && /\/comp\/competition\/\d+\/tracks$/.test(r.url()),
      ),
      drawer.getByRole('button', { name: /保\s*存/ }).click(),
    ]);
    expect(((await saved.json()) as Envelope).code).toBe(200);
    expect(await messageText(s.page, '保存成功')).toBe('保存成功');
  });

  it('draws it in the application form, refuses the blank required field and the broken rule, then saves', async () => {
    await Promise.all([
      s.page.waitForResponse((r) => r.url().includes('/prod-api/comp/application/list')),
      s.page.goto(s.url('/comp/application')),
    ]);
    await settled(s.page);
    await s.page
      .locator('.cbo-apply .cbo-crud__buttons')
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const drawer = s.page.locator('.ant-drawer').filter({ hasText: '新增申报（代报）' });
    await drawer.getByText(EDITION).waitFor();
    await pick(s.page, drawer.getByLabel('赛道'), '青少年组');
    const extra = drawer.locator('.cbo-apply__extra');
    await expect
      .poll(() => extra.locator('.ant-form-item-label label').allInnerTexts())
      .toEqual(['学校', '年级', '备注']);

    await drawer.getByLabel('项目名称').fill('校园雨水回收装置');
    await drawer.getByLabel('所在地区').click();
    await drawer.getByLabel('所在地区').fill('天河');
    await s.page.locator('.ant-select-dropdown:visible').getByTitle('天河区').click();
    await drawer.getByLabel('负责人', { exact: true }).fill('林小雨');
    await drawer.getByLabel('负责人手机').fill('13900139021');
    await drawer.getByLabel('负责人身份证号').fill(idNumber('440106', '20110305', 128));
    await extra.getByLabel('备注').fill('太短');

    let posted = 0;
    const count = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/prod-api/comp/application') posted += 1;
    };
    s.page.on('request', count);
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    const error = (label: string) =>
      extra
        .locator('.ant-form-item')
        .filter({ has: s.page.locator('label', { hasText: label }) })
        .locator('.ant-form-item-explain-error');
    await error('学校').getByText('学校不能为空').waitFor();
    await error('备注').getByText(NOTE_RULE).waitFor();
    await shot(s.page, 'forms-application-refused');
    expect(posted).toBe(0);

    await extra.getByLabel('学校').fill('天河区第一中学');
    await pick(s.page, extra.getByLabel('年级'), '初二');
    await extra.getByLabel('备注').fill('课外科技小组作品');
    const [saved] = await Promise.all([
      s.page.waitForResponse(answered('POST', '/comp/application')),
      drawer.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    s.page.off('request', count);
    const answer = (await saved.json()) as Envelope<{ applicationId: number }>;
    expect(answer.code).toBe(200);
    expect(await messageText(s.page, '新增成功')).toBe('新增成功');
    const detail = await api<{ answers: Record<string, unknown> }>(
      'GET',
      `/comp/application/${answer.data?.applicationId}`,
    );
    expect(detail.data?.answers).toEqual({
      school: '天河区第一中学',
      grade: expect.any(String),
      note: '课外科技小组作品',
    });
  });

  it('is refused by the API too: a request with a broken rule names the answer', async () => {
    const edition = await api<{ competitionId: number }>('GET', '/comp/competition/current/timeline');
    const competitionId = edition.data?.competitionId as number;
    const tracks = await api<Array<{ trackId: number; trackName: string; formId: number | null }>>(
      'GET',
      `/comp/competition/${competitionId}/tracks`,
    );
    const teen = tracks.data?.find((track) => track.trackName === '青少年组');
    expect(teen?.formId).toBe(formId);
    const body = (note: string) => ({
      competitionId,
      trackId: teen?.trackId,
      projectName: '校园雨水回收装置二号',
      regionCode: '440106',
      leaderName: '林小雨',
      leaderMobile: '13900139022',
      leaderIdNumber: idNumber('440106', '20110305', 136),
      answers: { school: '天河区第一中学', note },
    });
    for (const note of ['太短', '这一段备注写得实在太长了，超过了表单规则允许的二十个字']) {
      const refused = await api('POST', '/comp/application', body(note));
      expect(refused.code).toBe(500);
      expect(refused.msg).toBe(`参数 answers.note 不正确：${NOTE_RULE}`);
    }
  });
});
