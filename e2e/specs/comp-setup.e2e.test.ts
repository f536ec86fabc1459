import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, sessionToken, settled, shot } from '../support/session';
import { sidebar } from '../support/shell';

// Competition setup as an organiser does it: a new edition made current, its two tracks with
// their groups, its edition-wide stages and a judging ladder per track, two audit levels, then its
// timeline on the home page.

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: T[];
}
interface EditionRow {
  competitionId: number;
  competitionName: string;
  isCurrent: string;
}

const EDITION = '第二届青少年及成人创新创业大赛';

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

async function api<T = unknown>(method: string, path: string): Promise<Envelope<T>> {
  const token = await sessionToken(s);
  const response = await fetch(`${s.server.baseUrl}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Envelope<T>;
}

async function edition(): Promise<EditionRow> {
  const answer = await api<EditionRow>('GET', `/comp/competition/list?competitionName=${encodeURIComponent(EDITION)}`);
  const [row] = answer.rows ?? [];
  if (!row) throw new Error('the edition was not created');
  return row;
}

const isList = (response: Response) => response.url().includes('/prod-api/comp/competition/list');
const rows = (page: Page) => page.locator('.cbo-crud .ant-table-tbody tr.ant-table-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const setup = (page: Page) => page.locator('.ant-drawer').filter({ hasText: `赛事设置：${EDITION}` });

/** Types a date-time into an antd picker and confirms it with Enter, as a keyboard user does. */
async function typeDate(page: Page, input: Locator, value: string): Promise<void> {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

async function pick(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

describe('competition setup in the browser', () => {
  it('shows the organiser the competition tree and, of 系统管理, only the pages competitions need', async () => {
    await loginAs(s, 'organiser');
    const nav = sidebar(s.page);
    await nav.waitFor();
    const topLevel = (await nav.locator('.ant-menu-root > li').allInnerTexts()).map((text) => text.trim());
    expect(topLevel).toEqual(expect.arrayContaining(['首页', '系统管理', '大赛管理']));
    // The platform is the system administrator's (issue 29).
    expect(topLevel).not.toContain('系统监控');
    // Of the tools, the form builder only: an organiser designs the forms tracks bind (issue 36).
    const tools = nav.locator('.ant-menu-root > li.ant-menu-submenu').filter({
      has: s.page.locator('.ant-menu-submenu-title', { hasText: '系统工具' }),
    });
    await tools.locator('.ant-menu-submenu-title').click();
    await tools.getByRole('link', { name: '表单构建' }).waitFor();
    expect((await tools.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual(['表单构建']);
    const system = nav.locator('.ant-menu-root > li.ant-menu-submenu').filter({
      has: s.page.locator('.ant-menu-submenu-title', { hasText: '系统管理' }),
    });
    await system.locator('.ant-menu-submenu-title').click();
    await system.getByRole('link', { name: '通知公告' }).waitFor();
    const pages = (await system.getByRole('link').allInnerTexts()).map((text) => text.trim());
    expect(pages).toEqual(['通知公告', '赞助单位', '注册审核']);
    await shot(s.page, 'comp-setup-organiser-menus');
  });

  it('creates an edition and makes it the current one', async () => {
    await Promise.all([s.page.waitForResponse(isList), s.page.goto(s.url('/comp/competition'))]);
    await row(s.page, '第一届青少年及成人创新创业大赛').waitFor();
    await s.page.locator('.cbo-crud__buttons').getByRole('button', { name: '新增' }).click();
    const drawer = s.page.locator('.ant-drawer').filter({ hasText: '添加届次' });
    await drawer.getByLabel('届次名称').fill(EDITION);
    await drawer.getByLabel('年度').fill('2027');
    await drawer.getByLabel('是', { exact: true }).check();
    await shot(s.page, 'comp-setup-edition-form');
    await Promise.all([s.page.waitForResponse(isList), drawer.getByRole('button', { name: '确定' }).click()]);
    await row(s.page, EDITION).getByText('当前届次').waitFor();
    expect((await edition()).isCurrent).toBe('1');
    // Only one edition is current: the demo edition is no longer.
    await expect.poll(async () => row(s.page, '第一届青少年及成人创新创业大赛').getByText('当前届次').count()).toBe(0);
  });

  it('opens the demo edition for editing with its window, sponsors and rules', async () => {
    await settled(s.page);
    await row(s.page, '第一届青少年及成人创新创业大赛').getByRole('button', { name: '修改' }).click();
    const drawer = s.page.locator('.ant-drawer').filter({ hasText: '修改届次' });
    await expect.poll(() => drawer.getByLabel('报名开始').inputValue()).toBe('2026-10-01 00:00:00');
    expect(await drawer.getByLabel('报名结束').inputValue()).toBe('2026-12-31 23:59:59');
    await drawer.locator('.ant-select-selection-item', { hasText: '广东省科学技术厅' }).waitFor();
    await drawer.getByText('参赛项目须为参赛者原创').waitFor();
    await shot(s.page, 'comp-setup-edition-edit');
    await drawer.getByRole('button', { name: '取消' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('adds the teenage and adult tracks with their default groups', async () => {
    await settled(s.page);
    await row(s.page, EDITION).getByRole('button', { name: '赛事设置' }).click();
    const drawer = setup(s.page);
    await drawer.getByText('还没有赛道').waitFor();
    await drawer.getByRole('button', { name: '添加青少年组' }).click();
    await drawer.getByRole('button', { name: '添加成人组' }).click();
    await expect.poll(() => drawer.locator('.ant-card').count()).toBe(2);
    // The teenage track's groups come from the dictionary: 小学组, 初中组, 高中组.
    const teen = drawer.locator('.ant-card').first();
    await expect
      .poll(() => teen.getByLabel('组别名称').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)))
      .toEqual(['小学组', '初中组', '高中组']);
    // The extra fields: a saved form (the demo's), bound at its newest version.
    await pick(s.page, teen.getByLabel('报名表单'), '青少年组附加字段');
    await teen.getByText(/青少年组附加字段 v1 · \d+ 个字段/).waitFor();
    await shot(s.page, 'comp-setup-tracks');
    await drawer.getByRole('button', { name: '保存' }).click();
    expect(await messageText(s.page, '保存成功')).toBe('保存成功');
    const { competitionId } = await edition();
    const tracks = await api<
      Array<{
        trackName: string;
        categories: Array<{ name: string }>;
        formName: string | null;
        formVersion: number | null;
        fields: Array<{ key: string }>;
      }>
    >('GET', `/comp/competition/${competitionId}/tracks`);
    expect(tracks.data?.map((track) => track.trackName)).toEqual(['青少年组', '成人组']);
    expect(tracks.data?.[1].categories.map((category) => category.name)).toEqual(['创意组', '初创组', '成长组']);
    expect(tracks.data?.[0]).toMatchObject({ formName: '青少年组附加字段', formVersion: 1 });
    expect(tracks.data?.[0].fields.map((field) => field.key)).toContain('school');
    expect(tracks.data?.[1].formName).toBeNull();
  });

  it('sets the edition’s stages and a judging ladder per track, refusing an overlap with the server’s message', async () => {
    const drawer = setup(s.page);
    await drawer.getByRole('tab', { name: '赛程阶段' }).click();
    await drawer.getByText('还没有阶段').waitFor();
    // The edition-wide part, then one ladder per track (teen, adult), each adding its next kind.
    const sections = drawer.locator('.cbo-comp-stage-section');
    await expect.poll(() => sections.count()).toBe(3);
    expect(await sections.locator('.ant-card-head-title').allInnerTexts()).toEqual([
      '届次阶段（全部赛道）',
      '青少年组 · 评审阶段',
      '成人组 · 评审阶段',
    ]);
    const ladders: Array<[number, string[][]]> = [
      [
        0,
        [
          ['2026-11-01 00:00:00', '2026-12-31 23:59:59'],
          ['2026-11-15 00:00:00', '2027-01-15 23:59:59'],
        ],
      ],
      [
        1,
        [
          ['2027-02-01 00:00:00', '2027-02-28 23:59:59'],
          ['2027-02-20 00:00:00', '2027-04-10 23:59:59'],
          ['2027-05-20 00:00:00', '2027-05-31 23:59:59'],
        ],
      ],
      [
        2,
        [
          ['2027-02-01 00:00:00', '2027-03-15 23:59:59'],
          ['2027-04-01 00:00:00', '2027-04-30 23:59:59'],
          ['2027-05-20 00:00:00', '2027-05-31 23:59:59'],
        ],
      ],
    ];
    for (const [section, windows] of ladders) {
      const part = sections.nth(section);
      for (const [index, [start, end]] of windows.entries()) {
        await part.getByRole('button', { name: '添加阶段' }).click();
        const stageRow = part.locator('.cbo-comp-row').nth(index);
        await typeDate(s.page, stageRow.getByLabel('开始时间'), start);
        await typeDate(s.page, stageRow.getByLabel('结束时间'), end);
      }
      // Every kind of the part is there: nothing more to add.
      expect(await part.getByRole('button', { name: '添加阶段' }).isDisabled()).toBe(true);
    }
    await drawer.getByRole('button', { name: '保存' }).click();
    expect(await messageText(s.page, '时间重叠')).toContain("阶段'青少年组·复赛'与'青少年组·初赛'的时间重叠");
    await typeDate(
      s.page,
      sections.nth(1).locator('.cbo-comp-row').nth(1).getByLabel('开始时间'),
      '2027-03-15 00:00:00',
    );
    await drawer.getByText('按顺序排列').click();
    await s.page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
    await shot(s.page, 'comp-setup-stages');
    await drawer.getByRole('button', { name: '保存' }).click();
    const saved = async () =>
      (
        await api<Array<{ trackName: string | null; stageKind: string }>>(
          'GET',
          `/comp/competition/${(await edition()).competitionId}/stages`,
        )
      ).data?.map((stage) => `${stage.trackName ?? '-'}:${stage.stageKind}`);
    await expect
      .poll(saved)
      .toEqual([
        '-:registration',
        '-:qualification',
        '青少年组:preliminary',
        '青少年组:semi_final',
        '青少年组:final',
        '成人组:preliminary',
        '成人组:semi_final',
        '成人组:final',
      ]);
    // At 992 px a ladder's row still fits on one line.
    await s.page.setViewportSize({ width: 992, height: 800 });
    await shot(s.page, 'comp-setup-stages-992');
    await s.page.setViewportSize({ width: 1366, height: 800 });
  });

  it('sets two audit levels, district then city, each bound to a role', async () => {
    const drawer = setup(s.page);
    await drawer.getByRole('tab', { name: '审核级别' }).click();
    await drawer.getByText('还没有审核级别').waitFor();
    const levels: Array<[string, string, string]> = [
      ['区县初审', '审核员', '区县级'],
      ['市级复审', '大赛组织者', '市级'],
    ];
    for (const [index, [name, role, level]] of levels.entries()) {
      await drawer.getByRole('button', { name: '添加审核级别' }).click();
      const levelRow = drawer.locator('.cbo-comp-level').nth(index);
      await levelRow.getByLabel('名称').fill(name);
      await pick(s.page, levelRow.getByLabel('审核角色'), role);
      await pick(s.page, levelRow.getByLabel('地区级别'), level);
    }
    await shot(s.page, 'comp-setup-audit-levels');
    await drawer.getByRole('button', { name: '保存' }).click();
    expect(await messageText(s.page, '保存成功')).toBe('保存成功');
    const saved = await api<Array<{ levelNo: number; roleName: string; regionLevel: string }>>(
      'GET',
      `/comp/competition/${(await edition()).competitionId}/auditLevels`,
    );
    expect(saved.data).toEqual([
      expect.objectContaining({ levelNo: 1, roleName: '审核员', regionLevel: '3' }),
      expect.objectContaining({ levelNo: 2, roleName: '大赛组织者', regionLevel: '2' }),
    ]);
    // At 992 px the drawer takes the whole width and the rows wrap.
    await s.page.setViewportSize({ width: 992, height: 800 });
    await drawer.getByRole('tab', { name: '赛道与组别' }).click();
    await drawer.locator('.ant-card').first().waitFor();
    await shot(s.page, 'comp-setup-tracks-992');
    await s.page.setViewportSize({ width: 1366, height: 800 });
  });

  it('adds a sponsor linked to the new edition, which the edition then lists', async () => {
    await Promise.all([
      s.page.waitForResponse((response) => response.url().includes('/prod-api/system/sponsor/list')),
      s.page.goto(s.url('/system/sponsor')),
    ]);
    await row(s.page, '广东省科学技术厅').waitFor();
    await s.page.locator('.cbo-crud__buttons').getByRole('button', { name: '新增' }).click();
    const dialog = s.page.getByRole('dialog', { name: '添加赞助单位' });
    await dialog.getByLabel('单位名称').fill('创投基金');
    await dialog.getByLabel('赞助', { exact: true }).check();
    await dialog.getByLabel('网站').fill('https://fund.example.com');
    await dialog.getByLabel('级别').fill('银牌');
    await pick(s.page, dialog.getByLabel('参与届次'), EDITION);
    await shot(s.page, 'comp-setup-sponsor-form');
    await dialog.getByRole('button', { name: '确定' }).click();
    await row(s.page, '创投基金').getByText(EDITION).waitFor();
    await shot(s.page, 'comp-setup-sponsors');
    const detail = await api<{ sponsorIds: number[] }>('GET', `/comp/competition/${(await edition()).competitionId}`);
    expect(detail.data?.sponsorIds).toHaveLength(1);
  });

  it('lists organisations and the region tree', async () => {
    await s.page.goto(s.url('/comp/organisation'));
    await row(s.page, '深圳南山创新科技有限公司').waitFor();
    await shot(s.page, 'comp-setup-organisations');
    await s.page.goto(s.url('/comp/region'));
    await row(s.page, '天河区').waitFor();
    await shot(s.page, 'comp-setup-regions');
  });

  it('shows the new edition’s timeline on the home page, at 1366 and 992 px', async () => {
    await s.page.goto(s.url('/index'));
    const card = s.page.locator('.cbo-home-timeline');
    await card.getByText(EDITION).waitFor();
    // The edition-wide line, then each track's ladder on a named line of its own.
    const lines = card.locator('.cbo-home-timeline__ladder');
    await expect.poll(() => lines.count()).toBe(3);
    expect(await lines.locator('.cbo-home-timeline__track').allInnerTexts()).toEqual([
      '全部赛道',
      '青少年组',
      '成人组',
    ]);
    expect(await lines.nth(0).locator('.ant-steps-item-title').allInnerTexts()).toEqual(['报名', '资格审核']);
    expect(await lines.nth(2).locator('.ant-steps-item-title').allInnerTexts()).toEqual(['初赛', '复赛', '决赛']);
    await lines.nth(1).locator('[data-stage="semi_final"]').getByText('2027-03-15 ~ 2027-04-10').waitFor();
    await lines.nth(2).locator('[data-stage="semi_final"]').getByText('2027-04-01 ~ 2027-04-30').waitFor();
    await shot(s.page, 'comp-setup-home-1366');
    await s.page.setViewportSize({ width: 992, height: 800 });
    await card.getByText(EDITION).waitFor();
    await shot(s.page, 'comp-setup-home-992');
    await s.page.setViewportSize({ width: 1366, height: 800 });
  });
});
