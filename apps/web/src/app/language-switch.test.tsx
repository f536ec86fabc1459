import { type RouterItem, SYSTEM_NAME } from '@cbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, setLocale } from '../core/i18n';
import { ok, sampleMenus, startFakeApi } from '../test/fake-api';
import { renderApp, setSessionToken } from '../test/render-app';

const api = startFakeApi();

/** Chooses a language in the navbar's language menu, as a person does. */
async function chooseLanguage(current: string, language: string) {
  fireEvent.click(screen.getByRole('button', { name: current }));
  fireEvent.click(await screen.findByRole('menuitem', { name: language }));
}

/** Opens the avatar's menu and chooses an entry. */
async function chooseFromUserMenu(user: RegExp, entry: string | RegExp) {
  fireEvent.click(await screen.findByRole('button', { name: user }));
  fireEvent.click(await screen.findByRole('menuitem', { name: entry }));
}

beforeEach(() => {
  api.session();
  api.routes.set(
    'GET /health',
    ok({
      data: {
        status: 'UP',
        database: { status: 'UP', kind: 'pglite', latencyMs: 1.2 },
        cache: { status: 'UP', kind: 'memory' },
      },
    }),
  );
  setSessionToken();
});

describe('language switch', () => {
  it('starts in Chinese: texts, document title, <html lang> and dates', async () => {
    renderApp('/index');
    // The first render of the lazy layout and page compiles them: allow more than the default second.
    expect(await screen.findByRole('heading', { name: SYSTEM_NAME['zh-CN'] }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('最新公告')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('创新创业大赛管理系统'));
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(dayjs().locale()).toBe('zh-cn');
    expect(api.calls('GET', '/getInfo')[0].headers['accept-language']).toBe('zh-CN');
  });

  it('switches every visible text and the document title to English and back', async () => {
    renderApp('/index');
    await screen.findByText('数据库: 正常 · pglite · 1.2 ms', undefined, { timeout: 5000 });

    await chooseLanguage('语言', 'English');

    expect(await screen.findByRole('heading', { name: SYSTEM_NAME['en-US'] })).toBeTruthy();
    expect(screen.getByText('Latest notices')).toBeTruthy();
    expect(screen.getByText('Database: up · pglite · 1.2 ms')).toBeTruthy();
    expect(screen.getByText('Cache: up · memory')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'You are here' }).textContent).toBe('Home');
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    const selected = (await screen.findAllByRole('menuitem')).filter((item) =>
      item.className.includes('ant-dropdown-menu-item-selected'),
    );
    expect(selected.map((item) => item.textContent)).toEqual(['English']);
    fireEvent.click(screen.getByRole('button', { name: /Account menu of/ }));
    expect(await screen.findByRole('menuitem', { name: /Log Out/ })).toBeTruthy();
    expect(screen.queryByText('最新公告')).toBeNull();
    await waitFor(() => expect(document.title).toBe('innovation and entrepreneurship competition management system'));
    expect(document.documentElement.lang).toBe('en-US');
    expect(dayjs().locale()).toBe('en');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');

    await chooseLanguage('Language', '中文');

    expect(await screen.findByRole('heading', { name: SYSTEM_NAME['zh-CN'] })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('创新创业大赛管理系统'));
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
  });

  it('fetches getRouters again in the new language: sidebar, breadcrumb and open tabs are renamed', async () => {
    const english = (items: RouterItem[]): RouterItem[] =>
      items.map((item) => ({
        ...item,
        meta: item.meta && {
          ...item.meta,
          title: { 系统管理: 'System', 用户管理: 'Users', 参数设置: 'Parameters' }[item.meta.title] ?? item.meta.title,
        },
        children: item.children && english(item.children),
      }));
    api.routes.set('GET /getRouters', (request, response) =>
      ok({ data: request.headers['accept-language'] === 'en-US' ? english(sampleMenus) : sampleMenus })(
        request,
        response,
      ),
    );
    renderApp('/system/user');
    await screen.findByText('页面建设中', undefined, { timeout: 5000 });
    const tabs = () => screen.getByRole('navigation', { name: /^(已打开的页面|Open Pages|Open pages)$/ });
    expect(within(tabs()).getByText('用户管理')).toBeTruthy();

    await chooseLanguage('语言', 'English');

    await waitFor(() => expect(api.calls('GET', '/getRouters').at(-1)?.headers['accept-language']).toBe('en-US'));
    await waitFor(() => expect(within(tabs()).getByText('Users')).toBeTruthy());
    const crumbs = screen.getByRole('navigation', { name: /^you are here$/i });
    await waitFor(() => expect(crumbs.textContent).toMatch(/System\/Users$/));
    expect(screen.queryByText('系统管理')).toBeNull();
    expect(within(tabs()).queryByText('用户管理')).toBeNull();
  });

  it('asks the logout question in the chosen language', async () => {
    setLocale('en-US');
    renderApp('/index');
    await screen.findByRole('heading', { name: SYSTEM_NAME['en-US'] }, { timeout: 5000 });
    await chooseFromUserMenu(/Account menu of/, /Log Out/);
    expect(await screen.findByText('Are you sure you want to log out and exit the system?')).toBeTruthy();
    expect(screen.getByText('Prompt', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'cancel' })).toBeTruthy();
  });

  it('shows the other pages in the chosen language', async () => {
    setLocale('en-US');
    renderApp('/404');
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });
});
