import { SYSTEM_NAME } from '@cbo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchHealth } from '../core/health/fetch-health';
import { LOCALE_STORAGE_KEY, setLocale } from '../core/i18n';
import { renderApp } from '../test/render-app';

vi.mock('../core/health/fetch-health', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../core/health/fetch-health')>()),
  fetchHealth: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(fetchHealth).mockResolvedValue({
    status: 'UP',
    database: { status: 'UP', kind: 'pglite', latencyMs: 1.2 },
    cache: { status: 'UP', kind: 'memory' },
  });
});

describe('language switch', () => {
  it('starts in Chinese: texts, document title, <html lang> and dates', async () => {
    renderApp('/index');
    expect(await screen.findByRole('heading', { name: SYSTEM_NAME['zh-CN'] })).toBeTruthy();
    expect(screen.getByText('管理后台正在建设中，更多功能即将上线。')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('创新创业大赛管理系统'));
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(dayjs().locale()).toBe('zh-cn');
  });

  it('switches every visible text and the document title to English and back', async () => {
    renderApp('/index');
    await screen.findByText('数据库: 正常 · pglite · 1.2 ms');

    fireEvent.click(screen.getByText('English'));

    expect(await screen.findByRole('heading', { name: SYSTEM_NAME['en-US'] })).toBeTruthy();
    expect(screen.getByText('The back office is being built; more features are on the way.')).toBeTruthy();
    expect(screen.getByText('Database: up · pglite · 1.2 ms')).toBeTruthy();
    expect(screen.getByText('Cache: up · memory')).toBeTruthy();
    expect(screen.queryByText('管理后台正在建设中，更多功能即将上线。')).toBeNull();
    await waitFor(() => expect(document.title).toBe('innovation and entrepreneurship competition management system'));
    expect(document.documentElement.lang).toBe('en-US');
    expect(dayjs().locale()).toBe('en');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');

    fireEvent.click(screen.getByText('中文'));

    expect(await screen.findByRole('heading', { name: SYSTEM_NAME['zh-CN'] })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('创新创业大赛管理系统'));
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
  });

  it('shows the other pages in the chosen language', async () => {
    setLocale('en-US');
    renderApp('/404');
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });
});
