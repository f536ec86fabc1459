import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, sessionToken, settled, shot } from '../support/session';

// Notices (/system/notice) with the bundled rich-text editor, read from the navbar bell: an
// administrator writes a notice with an uploaded image, publishes it, and reads it from the bell.

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: T[];
  unreadCount?: number;
}

let s: E2eSession;
let files: string;
beforeAll(async () => {
  s = await startE2e();
  files = mkdtempSync(join(tmpdir(), 'cbo-notice-files-'));
  await loginAs(s, 'admin');
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-notice-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
  rmSync(files, { recursive: true, force: true });
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

/** A real PNG of `width` x `height` in one colour (a browser must be able to decode it). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3])]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const file = (name: string, content: Buffer | string) => {
  const path = join(files, name);
  writeFileSync(path, content);
  return path;
};

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });
const bell = (page: Page) => page.locator('.cbo-navbar .cbo-notice-bell');
const bellCount = async (page: Page) => {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) 条未读/.exec(label)?.[1] ?? 0);
};
const isUpload = (response: Response) => response.url().includes('/prod-api/common/upload');
/** The images in `scope` once every one has loaded: their sources and natural widths. */
const loadedImages = (page: Page, scope: string) =>
  page
    .waitForFunction((selector) => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>(selector));
      if (images.length === 0 || !images.every((image) => image.complete && image.naturalWidth > 0)) return null;
      return images.map((image) => ({ src: image.getAttribute('src') ?? '', width: image.naturalWidth }));
    }, scope)
    .then((handle) => handle.jsonValue() as Promise<{ src: string; width: number }[]>);

const TITLE = '决赛安排通知';

describe('notices with the rich-text editor, read from the bell', () => {
  it('refuses a non-image with 图片格式错误!, inserts an uploaded PNG, rasterises an SVG without running it, and publishes', async () => {
    const page = s.page;
    const unreadBefore = (await api('GET', '/system/notice/latest')).unreadCount ?? 0;
    await page.goto(s.url('/system/notice'));
    await page.locator('.cbo-crud').waitFor();
    await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
    await shot(page, 'notice-list');

    await page.locator('.cbo-crud__buttons').getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: '添加公告' });
    await dialog.waitFor();
    const editor = dialog.getByRole('textbox', { name: '内容' });
    await editor.waitFor();
    await dialog.getByLabel('公告标题').fill(TITLE);
    await editor.click();
    await page.keyboard.type('决赛将于周六上午九点开始，请各参赛队提前到场。');

    const input = dialog.locator('input.cbo-rich-text__file');
    // Not an image: refused before anything is sent.
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/prod-api/common/upload')) uploads += 1;
    });
    await input.setInputFiles(file('readme.txt', '这不是图片'));
    expect(await messageText(page, '图片格式错误!')).toBe('图片格式错误!');
    expect(uploads).toBe(0);

    // A PNG, through the toolbar's image button (a file chooser) and the upload endpoint.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: '插入图片' }).click(),
    ]);
    const [answer] = await Promise.all([
      page.waitForResponse(isUpload),
      chooser.setFiles(file('poster.png', png(120, 60, [55, 104, 255]))),
    ]);
    expect((await answer.json()).code).toBe(200);
    const [inserted] = await loadedImages(page, '.ql-editor img');
    expect(inserted.width).toBe(120);
    expect(inserted.src).toMatch(/^\/prod-api\/common\/file\/signed\?key=upload%2F.+poster_[0-9a-f]+\.png&/);

    // An SVG with script in it: rasterised in the page (as an <img>, where SVG never runs script)
    // and uploaded as a PNG; its script and onload never run.
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" onload="window.top.__svgRan = \'onload\'">',
      '<script>window.top.__svgRan = "script"</script>',
      '<rect width="80" height="40" fill="#11a983"/></svg>',
    ].join('');
    const [svgAnswer] = await Promise.all([
      page.waitForResponse(isUpload),
      input.setInputFiles(file('badge.svg', svg)),
    ]);
    const stored = (await svgAnswer.json()) as { code: number; fileName: string };
    expect(stored.code).toBe(200);
    expect(stored.fileName).toMatch(/\/badge_[0-9a-f]+\.png$/);
    await expect.poll(() => page.locator('.ql-editor img').count()).toBe(2);
    const [, raster] = await loadedImages(page, '.ql-editor img');
    expect(raster.width).toBe(160);
    expect(await page.evaluate(() => (window as { __svgRan?: string }).__svgRan)).toBeUndefined();
    await settled(page);
    await shot(page, 'notice-editor-dialog');

    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/prod-api/system/notice') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: '确定' }).click(),
    ]);
    expect((await saved.json()).code).toBe(200);
    expect(await messageText(page, '新增成功')).toBe('新增成功');
    await row(page, TITLE).waitFor();
    await row(page, TITLE).locator('.ant-tag', { hasText: '正常' }).waitFor();
    await settled(page);
    await shot(page, 'notice-list-added');
    // The bell follows at once: the page's refresh covers it.
    await expect.poll(() => bellCount(page)).toBe(unreadBefore + 1);

    // Stored with the images' stable paths, not the short-lived links the editor showed.
    const listed = await api<{ noticeId: number }>(
      'GET',
      `/system/notice/list?noticeTitle=${encodeURIComponent(TITLE)}`,
    );
    const detail = await api<{ noticeContent: string }>('GET', `/system/notice/${listed.rows?.[0].noticeId}`);
    expect(detail.data?.noticeContent).toContain('决赛将于周六上午九点开始');
    expect(detail.data?.noticeContent).not.toContain('<script');

    // The preview shows what readers will see.
    await row(page, TITLE).getByRole('button', { name: '预览' }).click();
    const preview = page.getByRole('dialog', { name: '预览' });
    await preview.getByRole('heading', { name: TITLE }).waitFor();
    expect((await loadedImages(page, '.cbo-rich-text-view img')).map((image) => image.width)).toEqual([120, 160]);
    await settled(page);
    await shot(page, 'notice-preview');
    await preview.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await preview.waitFor({ state: 'hidden' });
  });

  it('shows the new notice in the bell, and reading it there shows its image and marks it read', async () => {
    const page = s.page;
    const before = (await api('GET', '/system/notice/latest')).unreadCount ?? 0;
    expect(before).toBeGreaterThanOrEqual(1);
    const scripts: string[] = [];
    const seeScript = (response: Response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    };
    page.on('response', seeScript);
    await page.goto(s.url('/index'));
    await expect.poll(() => bellCount(page)).toBe(before);
    // The editor is loaded on demand: the shell with its bell carries none of it.
    page.off('response', seeScript);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes('rich-text-editor'))).toEqual([]);
    await bell(page).click();
    const drawer = page.locator('.cbo-notice-drawer');
    const item = drawer.locator('.cbo-notice-list__item').filter({ hasText: TITLE });
    await item.waitFor();
    expect(await item.getAttribute('class')).toContain('cbo-notice-list__item--unread');
    await item.locator('.ant-tag', { hasText: '通知' }).waitFor();
    await settled(page);
    await shot(page, 'notice-bell-drawer');

    const marks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/prod-api/system/notice/read/')) marks.push(request.url());
    });
    await item.click();
    await drawer.getByRole('heading', { name: TITLE }).waitFor();
    const images = await loadedImages(page, '.cbo-notice-drawer .cbo-rich-text-view img');
    expect(images.map((image) => image.width)).toEqual([120, 160]);
    for (const image of images) expect(image.src).toMatch(/^\/prod-api\/common\/file\/signed\?/);
    await expect.poll(() => bellCount(page)).toBe(before - 1);
    expect(marks).toHaveLength(1);
    expect(await page.locator('.ant-message-notice').count()).toBe(0);
    await settled(page);
    await shot(page, 'notice-bell-read');

    await drawer.getByRole('button', { name: '返回列表' }).click();
    await expect.poll(() => item.getAttribute('class')).not.toContain('--unread');
    const latest = await api<{ noticeTitle: string; read: boolean }[]>('GET', '/system/notice/latest');
    expect(latest.data?.find((n) => n.noticeTitle === TITLE)?.read).toBe(true);

    if (before - 1 > 0) {
      await drawer.getByRole('button', { name: '全部已读' }).click();
      await expect.poll(() => bellCount(page)).toBe(0);
    }
    expect((await api('GET', '/system/notice/latest')).unreadCount).toBe(0);
  });

  it('fits narrow screens: the list at 992 px, the bell drawer full width on a phone', async () => {
    const page = s.page;
    await page.setViewportSize({ width: 992, height: 800 });
    await page.goto(s.url('/system/notice'));
    await row(page, TITLE).waitFor();
    await settled(page);
    await shot(page, 'notice-list-992');

    await page.setViewportSize({ width: 390, height: 844 });
    await bell(page).click();
    const drawer = page.locator('.cbo-notice-drawer');
    await drawer.locator('.cbo-notice-list__item').filter({ hasText: TITLE }).click();
    await drawer.getByRole('heading', { name: TITLE }).waitFor();
    await loadedImages(page, '.cbo-notice-drawer .cbo-rich-text-view img');
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(390);
    const overflow = await drawer.locator('.ant-drawer-body').evaluate((body) => body.scrollWidth - body.clientWidth);
    expect(overflow).toBe(0);
    await settled(page);
    await shot(page, 'notice-bell-read-390');
    await page.setViewportSize({ width: 1366, height: 800 });
  });
});
