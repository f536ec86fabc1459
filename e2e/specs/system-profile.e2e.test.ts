import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, type E2eSession, startE2e } from '../support/browser';
import { CHROMIUM } from '../support/paths';
import { fillPasswordLogin, loginAs, messageText, sessionToken, settled, shot } from '../support/session';
import { apiToken, chooseFromUserMenu } from '../support/shell';

// The personal centre in the browser: a user created by staff changes the initial password before
// anything else, crops and uploads an avatar that the navbar shows at once, and a password change
// ends the same user's session in another browser.

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  imgUrl?: string;
  user?: { avatar: string };
  pwdChangeRequired?: boolean;
}

interface OtherBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

const USER = 'newjudge';
const INITIAL = 'Start2026a';
const CHOSEN = 'Mine2026b';
const NEXT = 'Next2026c';

/** A second, separate browser (its own cookies): the same person on another machine. */
async function otherBrowser(): Promise<OtherBrowser> {
  const dir = mkdtempSync(join(tmpdir(), 'cbo-chromium-other-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real PNG photo stand-in: a colour gradient, wider than high (the cropper makes it square). */
function gradientPng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      raw[row + 1 + x * 3] = Math.round((x / width) * 255);
      raw[row + 2 + x * 3] = Math.round((y / height) * 255);
      raw[row + 3 + x * 3] = 160;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let s: E2eSession;
let other: OtherBrowser;
beforeAll(async () => {
  s = await startE2e();
  other = await otherBrowser();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') {
    await shot(s.page, `failed-profile-${context.task.name.slice(0, 30)}`);
    await shot(other.page, `failed-profile-other-${context.task.name.slice(0, 24)}`);
  }
});
afterAll(async () => {
  await other?.close();
  await s?.stop();
});

async function call<T = unknown>(token: string, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${s.server.baseUrl}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as Envelope<T>;
}

const navbarAvatar = (page: Page) => page.locator('.cbo-navbar__user img');

describe('personal centre in the browser', () => {
  it('makes a user created by staff change the initial password at first login, before anything else', async () => {
    const admin = await apiToken(s);
    const added = await call(admin, 'POST', '/system/user', {
      userName: USER,
      nickName: '新评委',
      password: INITIAL,
      deptId: 100,
      phonenumber: '13911112222',
      email: 'newjudge@example.cn',
      postIds: [],
      roleIds: [],
    });
    expect(added.code).toBe(200);

    await s.page.goto(s.url('/login'));
    await fillPasswordLogin(s.page, USER, INITIAL);
    await s.page.waitForURL(/\/competition-bak\/password-change/);
    await s.page.getByRole('heading', { name: '修改初始密码' }).waitFor();
    await s.page.getByText('请先修改初始密码后再进行其他操作').waitFor();
    await shot(s.page, 'profile-forced-password-change');

    // Nothing else opens: not a page, not a call.
    await s.page.goto(s.url('/system/user'));
    await s.page.waitForURL(/\/competition-bak\/password-change\?redirect=%2Fsystem%2Fuser$/);
    await s.page.goto(s.url('/user/profile'));
    await s.page.waitForURL(/\/competition-bak\/password-change\?redirect=%2Fuser%2Fprofile$/);
    const token = (await sessionToken(s)) as string;
    expect((await call(token, 'GET', '/system/dept/list')).msg).toBe('请先修改初始密码后再进行其他操作');
    expect((await call(token, 'GET', '/getInfo')).pwdChangeRequired).toBe(true);

    await s.page.getByLabel('旧密码').fill(INITIAL);
    await s.page.getByLabel('新密码').fill(CHOSEN);
    await s.page.getByLabel('确认密码').fill(`${CHOSEN}x`);
    await s.page.getByRole('button', { name: '修改密码并进入系统' }).click();
    await s.page.getByText('两次输入的密码不一致').waitFor();
    await s.page.getByLabel('确认密码').fill(CHOSEN);
    await s.page.getByRole('button', { name: '修改密码并进入系统' }).click();
    // Where the user was heading: the personal centre.
    await s.page.waitForURL(/\/competition-bak\/user\/profile$/);
    await s.page.locator('[data-field="userName"]').getByText(USER).waitFor();
    expect((await call(token, 'GET', '/getInfo')).pwdChangeRequired).toBe(false);
    expect((await call(token, 'GET', '/system/user/profile')).code).toBe(200);
  });

  it('crops and uploads an avatar; the navbar and the card show it at once, the old file is gone', async () => {
    await s.page.goto(s.url('/user/profile'));
    await s.page.locator('[data-field="dept"]').waitFor();
    await settled(s.page);
    await shot(s.page, 'profile-page');
    const before = await navbarAvatar(s.page).getAttribute('src');
    expect(before).not.toContain('/common/file/signed');

    const upload = async () => {
      await s.page.getByRole('button', { name: '点击上传头像' }).click();
      const dialog = s.page.getByRole('dialog', { name: '修改头像' });
      await dialog.waitFor();
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: gradientPng(480, 300),
      });
      await dialog.locator('.reactEasyCrop_Image').waitFor();
      await dialog.getByRole('button', { name: '放大' }).click();
      await dialog.getByRole('button', { name: '向右旋转' }).click();
      await expect
        .poll(() => dialog.locator('.cbo-avatar-crop__preview img').getAttribute('src'))
        .toMatch(/^data:image\/png/);
      await settled(s.page);
      await shot(s.page, 'profile-avatar-crop');
      const [response] = await Promise.all([
        s.page.waitForResponse((r) => r.url().includes('/prod-api/system/user/profile/avatar')),
        dialog.getByRole('button', { name: /提\s?交/ }).click(),
      ]);
      const answer = (await response.json()) as Envelope;
      expect(answer.code).toBe(200);
      await dialog.waitFor({ state: 'hidden' });
      return answer.imgUrl as string;
    };

    const first = await upload();
    expect(first).toMatch(/^\/profile\/avatar\/.+\.png$/);
    // The navbar shows the new picture through a signed link, without a reload, and it loads.
    await expect.poll(() => navbarAvatar(s.page).getAttribute('src')).toContain('/common/file/signed');
    const size = await navbarAvatar(s.page).evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    expect(size.width).toBeGreaterThan(100);
    expect(size.width).toBe(size.height);
    expect(size.width).toBeLessThanOrEqual(400);
    await expect
      .poll(() => s.page.locator('.cbo-profile__avatar img').getAttribute('src'))
      .toBe(await navbarAvatar(s.page).getAttribute('src'));
    const token = (await sessionToken(s)) as string;
    expect((await call(token, 'GET', '/getInfo')).user?.avatar).toBe(first);

    // A second upload replaces the first: its file is removed on the server.
    const second = await upload();
    expect(second).not.toBe(first);
    const old = await call(token, 'GET', `/common/file/sign?${new URLSearchParams({ fileName: first })}`);
    expect(old.code).not.toBe(200);
    expect((await call(token, 'GET', `/common/file/sign?${new URLSearchParams({ fileName: second })}`)).code).toBe(200);

    // After a reload the avatar is still there; at the narrowest desktop width the cards stack.
    await s.page.setViewportSize({ width: 992, height: 800 });
    await s.page.reload();
    await expect.poll(() => navbarAvatar(s.page).getAttribute('src')).toContain('/common/file/signed');
    await s.page.locator('[data-field="dept"]').waitFor();
    await settled(s.page);
    await shot(s.page, 'profile-page-992');
    await s.page.setViewportSize({ width: 1366, height: 800 });
  });

  it('ends the same user’s session in another browser when the password changes', async () => {
    await loginAs({ ...s, page: other.page, context: other.context }, USER, CHOSEN);

    await s.page.goto(s.url('/user/profile?activeTab=resetPwd'));
    const form = s.page.locator('form#profile_password');
    await form.waitFor();
    await form.getByLabel('旧密码').fill('Wrong2026z');
    await form.getByLabel('新密码').fill(NEXT);
    await form.getByLabel('确认密码').fill(NEXT);
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await form.getByText('修改密码失败，旧密码错误').waitFor();
    await form.getByLabel('旧密码').fill(CHOSEN);
    await form.getByRole('button', { name: /保\s?存/ }).click();
    expect(await messageText(s.page, '密码修改成功')).toBe('密码修改成功，您在其他地方的登录已退出');

    // This browser goes on.
    await chooseFromUserMenu(s.page, '个人中心');
    await s.page.locator('[data-field="userName"]').getByText(USER).waitFor();

    // The other browser's next request is refused, and it is sent to log in again.
    await chooseFromUserMenu(other.page, '个人中心');
    const expired = other.page.locator('.ant-modal-confirm');
    await expired.getByText('登录状态已过期，您可以继续留在该页面，或者重新登录').waitFor();
    await settled(other.page);
    await expired.getByRole('button', { name: '重新登录' }).click();
    await other.page.waitForURL(/\/competition-bak\/login/);

    // The new password is the one that works.
    await loginAs({ ...s, page: other.page, context: other.context }, USER, NEXT);
  });
});
