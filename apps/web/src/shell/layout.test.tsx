import type { RouterItem } from '@cbo/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAYOUT_SETTING_KEY, reloadLayoutSettings } from '../core/layout/layout-settings';
import { infoAnswer, ok, startFakeApi } from '../test/fake-api';
import { renderApp, setSessionToken } from '../test/render-app';
import { resetAppStore } from './app-store';
import { pageReload } from './settings/page-reload';

const api = startFakeApi();

const page = (name: string, path: string, title: string, icon: string): RouterItem => ({
  name,
  path,
  hidden: false,
  // Pages that never exist: they open "under construction", whatever pages the app gains later.
  component: `shell-test/${path}/index`,
  meta: { title, icon, noCache: false, link: null },
});

const directory = (name: string, path: string, title: string, icon: string, children: RouterItem[]): RouterItem => ({
  name,
  path,
  hidden: false,
  redirect: 'noRedirect',
  component: 'Layout',
  alwaysShow: true,
  meta: { title, icon, noCache: false, link: null },
  children,
});

const menus: RouterItem[] = [
  directory('System', '/system', '系统管理', 'system', [
    page('User', 'user', '用户管理', 'user'),
    page('Config', 'config', '参数设置', 'edit'),
  ]),
  directory('Monitor', '/monitor', '系统监控', 'monitor', [page('Online', 'online', '在线用户', 'online')]),
  {
    name: 'Https://example.com',
    path: 'https://example.com/',
    hidden: false,
    component: 'Layout',
    meta: { title: '大赛官方网站', icon: 'link', noCache: false, link: 'https://example.com/' },
  },
];

let bodyWidth = 1440;

beforeEach(() => {
  bodyWidth = 1440;
  vi.spyOn(document.body, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, 0, bodyWidth, 800));
  resetAppStore();
  reloadLayoutSettings();
  api.session(infoAnswer(), menus);
  api.routes.set(
    'GET /health',
    ok({ data: { status: 'UP', database: { status: 'UP', kind: 'pglite' }, cache: { status: 'UP', kind: 'memory' } } }),
  );
  api.routes.set('GET /monitor/logininfor/list', ok({ total: 0, rows: [] }));
  setSessionToken();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openHome() {
  const view = renderApp('/index');
  await screen.findByRole('heading', { name: '欢迎，超级管理员' }, { timeout: 5000 });
  return view;
}

const sidebar = () => screen.getByRole('navigation', { name: '导航菜单' });

describe('the layout on the desktop', () => {
  // The first test compiles the lazy layout and page: it gets more than the default 5 s.
  it('lists home and the permitted menus; one submenu open at a time; the page is highlighted', {
    timeout: 20_000,
  }, async () => {
    const { router } = await openHome();
    const nav = sidebar();
    expect(within(nav).getByRole('link', { name: '首页' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: '大赛官方网站' }).getAttribute('target')).toBe('_blank');

    fireEvent.click(within(nav).getByText('系统管理'));
    await within(nav).findByRole('link', { name: '用户管理' });
    fireEvent.click(within(nav).getByText('系统监控'));
    await within(nav).findByRole('link', { name: '在线用户' });
    await waitFor(() => expect(within(nav).queryByRole('link', { name: '用户管理' })).toBeNull());

    fireEvent.click(within(nav).getByText('系统管理'));
    fireEvent.click(await within(nav).findByRole('link', { name: '用户管理' }));
    await screen.findByText('页面建设中');
    expect(router.state.location.pathname).toBe('/competition-bak/system/user');
    const selected = nav.querySelector('.ant-menu-item-selected');
    expect(selected?.textContent).toBe('用户管理');
    expect(screen.getByRole('navigation', { name: '当前位置' }).textContent).toBe('首页/系统管理/用户管理');
  });

  it('collapses the sidebar with the toggle and remembers it', async () => {
    await openHome();
    fireEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(document.querySelector('.ant-layout-sider-collapsed')).toBeTruthy();
    expect(window.localStorage.getItem('sidebarStatus')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    expect(document.querySelector('.ant-layout-sider-collapsed')).toBeNull();
  });
});

describe('top navigation', () => {
  it('gets back to home: choosing 首页 after a directory empties the sidebar and highlights 首页', async () => {
    window.localStorage.setItem(LAYOUT_SETTING_KEY, JSON.stringify({ topNav: true }));
    reloadLayoutSettings();
    await openHome();
    const top = screen.getByRole('navigation', { name: '顶部菜单' });
    fireEvent.click(within(top).getByText('系统管理'));
    await within(sidebar()).findByRole('link', { name: '用户管理' });

    fireEvent.click(within(top).getByRole('link', { name: '首页' }));
    await waitFor(() => {
      const nav = screen.queryByRole('navigation', { name: '导航菜单' });
      expect(nav && within(nav).queryByRole('link', { name: '用户管理' })).toBeNull();
    });
    expect(top.querySelector('.ant-menu-item-selected')?.textContent).toBe('首页');
    expect(top.querySelector('.ant-menu-submenu-selected')).toBeNull();
    window.localStorage.removeItem(LAYOUT_SETTING_KEY);
    reloadLayoutSettings();
  });
});

describe('the layout on a phone', () => {
  it('puts the menu in a drawer that closes when a page is chosen', async () => {
    bodyWidth = 390;
    resetAppStore();
    await openHome();
    expect(screen.queryByRole('navigation', { name: '导航菜单' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    const nav = await screen.findByRole('navigation', { name: '导航菜单' });
    expect(nav.closest('.ant-drawer')).toBeTruthy();
    fireEvent.click(within(nav).getByText('系统管理'));
    fireEvent.click(await within(nav).findByRole('link', { name: '用户管理' }));
    await screen.findByText('页面建设中');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '展开菜单' }).getAttribute('aria-expanded')).toBe('false'),
    );
  });
});

describe('the navbar on a phone', () => {
  it('keeps the menu search and puts full screen, size and the links under one more button', async () => {
    bodyWidth = 390;
    resetAppStore();
    await openHome();
    fireEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
    expect(await screen.findByRole('combobox', { name: '搜索菜单' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '更多操作' }));
    for (const name of ['全屏', '布局大小', '源码地址', '文档地址']) {
      expect(await screen.findByRole('menuitem', { name: new RegExp(name) })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: '全屏' })).toBeNull();
  });
});

describe('the settings drawer', () => {
  async function openSettings() {
    fireEvent.click(screen.getByRole('button', { name: '超级管理员 的账号菜单' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /布局设置/ }));
    return screen.findByRole('dialog', { name: '主题风格设置' });
  }

  it('applies the switches at once and saves them in this browser with no call', async () => {
    await openHome();
    const drawer = await openSettings();
    expect(within(drawer).getByText('系统布局配置')).toBeTruthy();
    const calls = api.seen.length;

    fireEvent.click(within(drawer).getByRole('switch', { name: '开启 Tags-Views' }));
    expect(screen.queryByRole('navigation', { name: '已打开的页面' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('switch', { name: '动态标题' }));
    await waitFor(() => expect(document.title).toBe('首页 - 创新创业大赛管理系统'));
    fireEvent.click(within(drawer).getByRole('button', { name: '主题颜色 #11a983' }));
    expect(within(drawer).getByRole('button', { name: '主题颜色 #11a983' }).getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();

    fireEvent.click(within(drawer).getByRole('button', { name: /保存配置/ }));
    expect(await screen.findByText('正在保存到本地，请稍候...')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(LAYOUT_SETTING_KEY) ?? '{}')).toMatchObject({
      tagsView: false,
      dynamicTitle: true,
      theme: '#11a983',
    });
    expect(api.seen.length).toBe(calls);
  });

  it('resets: forgets the stored settings and reloads after 1 second', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    window.localStorage.setItem(LAYOUT_SETTING_KEY, JSON.stringify({ tagsView: false }));
    reloadLayoutSettings();
    await openHome();
    const drawer = await openSettings();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      fireEvent.click(within(drawer).getByRole('button', { name: /重置配置/ }));
      expect(window.localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
      act(() => vi.advanceTimersByTime(999));
      expect(reload).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('正在清除设置缓存并刷新，请稍候...')).toBeTruthy();
  });
});
