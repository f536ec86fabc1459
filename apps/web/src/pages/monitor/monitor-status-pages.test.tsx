import type { CacheSummary, DataSourceStatus, HomeFigures, ServerInfo } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { useAuthStore } from '../../core/auth/auth-store';
import { ok, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';
import { FiguresCard } from '../_core/home/figures-card';
import { Component as CacheMonitorPage } from './cache/index';
import { Component as CacheListPage } from './cache/list';
import { Component as DataSourcePage } from './druid/index';
import { Component as ServerMonitorPage } from './server/index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

function renderPage(Page: ComponentType) {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <Page />
    </AppProviders>,
  );
}

// The charts load echarts on demand: loaded here first, so an import still settling after the last
// test cannot run once the test environment (and its document) is gone.
beforeAll(() => import('../../components/charts/echarts-setup'), 30_000);

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['admin'], permissions: ['*:*:*'] });
});

const memorySummary: CacheSummary = {
  kind: 'memory',
  info: {
    cache_kind: 'in-process',
    keys: '12',
    expiring_keys: '4',
    sorted_sets: '2',
    used_memory: '3400',
    uptime_in_seconds: '7260',
  },
  dbSize: 14,
  commandStats: [
    { name: 'getShared', value: 90 },
    { name: 'set', value: 30 },
  ],
  keyCounts: [
    { cacheName: 'session:', remark: '用户信息', keys: 2 },
    { cacheName: 'sys_dict:', remark: '数据字典', keys: 7 },
  ],
};

describe('cache monitor page', { timeout: 20_000 }, () => {
  it('shows the in-process figures, its charts and reads again on demand', async () => {
    api.routes.set('GET /monitor/cache', ok({ data: memorySummary }));
    renderPage(CacheMonitorPage);
    await screen.findByText('带过期时间的Key', undefined, PATIENT);
    expect(screen.getAllByText('进程内缓存').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('3.3 KB')).toBeTruthy();
    expect(screen.getByText('2小时 1分钟')).toBeTruthy();
    for (const chart of ['命令统计', '内存信息', '各缓存的Key数量'])
      expect(screen.getByRole('img', { name: chart })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /刷\s*新/ }));
    await waitFor(() => expect(api.calls('GET', '/monitor/cache')).toHaveLength(2), PATIENT);
  });

  it('shows Redis INFO as the reference does', async () => {
    api.routes.set(
      'GET /monitor/cache',
      ok({
        data: {
          ...memorySummary,
          kind: 'redis',
          info: {
            redis_version: '7.0.15',
            redis_mode: 'standalone',
            tcp_port: '6379',
            maxmemory: '0',
            aof_enabled: '0',
          },
        },
      }),
    );
    renderPage(CacheMonitorPage);
    await screen.findByText('7.0.15', undefined, PATIENT);
    expect(screen.getByText('单机')).toBeTruthy();
    expect(screen.getByText('不限')).toBeTruthy();
  });
});

describe('cache list page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    api.routes.set(
      'GET /monitor/cache/getNames',
      ok({
        data: [
          { cacheName: 'session:', remark: '用户信息', cacheKey: '', cacheValue: '' },
          { cacheName: 'pwd_err_cnt:', remark: '密码错误次数', cacheKey: '', cacheValue: '' },
        ],
      }),
    );
    api.routes.set('GET /monitor/cache/getKeys/pwd_err_cnt%3A', ok({ data: ['pwd_err_cnt:auditor'] }));
    api.routes.set(
      'GET /monitor/cache/getValue/pwd_err_cnt%3A/pwd_err_cnt%3Aauditor',
      ok({ data: { cacheName: 'pwd_err_cnt:', cacheKey: 'pwd_err_cnt:auditor', cacheValue: '3' } }),
    );
    api.routes.set('DELETE /monitor/cache/clearCacheKey/pwd_err_cnt%3Aauditor', ok());
    api.routes.set('DELETE /monitor/cache/clearCacheAll', ok());
  });

  it('lists a name’s keys, shows a value and clears a key only after confirming', async () => {
    renderPage(CacheListPage);
    fireEvent.click(await screen.findByText('密码错误次数', undefined, PATIENT));
    fireEvent.click(await screen.findByText('auditor', undefined, PATIENT));
    await waitFor(() => expect((screen.getByLabelText('缓存内容') as HTMLTextAreaElement).value).toBe('3'), PATIENT);
    expect((screen.getByLabelText('缓存键名') as HTMLInputElement).value).toBe('pwd_err_cnt:auditor');

    fireEvent.click(screen.getByRole('button', { name: '清理缓存键名 pwd_err_cnt:auditor' }));
    const popup = await screen.findByText('确认清理缓存键名"pwd_err_cnt:auditor"？', undefined, PATIENT);
    expect(api.calls('DELETE', '/monitor/cache/clearCacheKey/pwd_err_cnt%3Aauditor')).toHaveLength(0);
    api.routes.set('GET /monitor/cache/getKeys/pwd_err_cnt%3A', ok({ data: [] }));
    const tip = popup.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(tip).getByRole('button', { name: /确\s*定/ }));
    await waitFor(
      () => expect(api.calls('DELETE', '/monitor/cache/clearCacheKey/pwd_err_cnt%3Aauditor')).toHaveLength(1),
      PATIENT,
    );
    await screen.findByText('该缓存暂无键名', undefined, PATIENT);
    expect(screen.getByText('请选择一个缓存键名查看内容')).toBeTruthy();
  });

  it('warns that clearing everything ends every session, and sends nothing when cancelled', async () => {
    renderPage(CacheListPage);
    await screen.findByText('密码错误次数', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /清理全部/ }));
    const dialog = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement, PATIENT);
    expect(dialog.textContent).toContain('这会结束所有用户的会话（包括您自己的）');
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(api.calls('DELETE', '/monitor/cache/clearCacheAll')).toHaveLength(0);
  });
});

const serverInfo: ServerInfo = {
  cpu: { cpuNum: 4, model: 'Test CPU', total: 1000, sys: 10, used: 20, wait: 1, free: 69, loadAvg: [0.5, 0.4, 0.3] },
  mem: { total: 16, used: 8, free: 8, usage: 50 },
  jvm: {
    total: 100,
    max: 4096,
    free: 40,
    used: 60,
    usage: 60,
    rss: 200,
    external: 5,
    name: 'Node.js',
    version: 'v20.20.2',
    home: '/usr/bin/node',
    pid: 42,
    startTime: '2026-01-05 09:00:00',
    runTime: 90_061,
    inputArgs: '--import tsx',
    eventLoop: { min: 10, mean: 11, p50: 10.5, p99: 20, max: 30 },
  },
  sys: {
    computerName: 'box',
    computerIp: '10.0.0.2',
    userDir: '/srv/app',
    osName: 'Linux 6.1',
    osArch: 'x64',
    osRelease: '#1 SMP',
    uptime: 3600,
  },
  sysFiles: [
    {
      dirName: '/srv/app/data',
      sysTypeName: 'ext4',
      typeName: 'data',
      total: '100.0 GB',
      free: '60.0 GB',
      used: '40.0 GB',
      usage: 40,
    },
  ],
};

describe('server monitor page', { timeout: 20_000 }, () => {
  it('shows the process, the system and the disks with their charts', async () => {
    api.routes.set('GET /monitor/server', ok({ data: serverInfo }));
    renderPage(ServerMonitorPage);
    await screen.findByText('v20.20.2', undefined, PATIENT);
    expect(screen.getByText('1天 1小时 1分钟')).toBeTruthy();
    expect(screen.getByText('/srv/app/data')).toBeTruthy();
    expect(screen.getByText('ext4 (数据目录)')).toBeTruthy();
    for (const chart of ['CPU', '系统内存', 'Node.js 堆', '事件循环延迟']) {
      expect(screen.getByRole('img', { name: chart })).toBeTruthy();
    }
  });
});

const dataSource: DataSourceStatus = {
  driver: 'pg',
  version: 'PostgreSQL 16.4 on x86_64-pc-linux-gnu',
  database: 'cbo',
  pool: { max: 10, total: 3, idle: 2, waiting: 0 },
  activeConnections: 1,
  databaseSize: 12 * 1024 * 1024,
  tables: [{ tableName: 'sys_oper_log', rows: 1000, totalBytes: 900_000, indexBytes: 300_000 }],
  statements: [
    { sql: 'select * from "sys_user" where "user_id" = $1', calls: 3, avgMs: 12.5, maxMs: 20, totalMs: 37.5 },
  ],
  timing: { since: '2026-01-05 09:00:00', queries: 300, distinct: 40 },
};

describe('data-source monitor page', { timeout: 20_000 }, () => {
  it('shows the pool, the size and the slowest statements', async () => {
    api.routes.set('GET /monitor/druid/status', ok({ data: dataSource }));
    renderPage(DataSourcePage);
    await screen.findByText('PostgreSQL 连接池', undefined, PATIENT);
    expect(screen.getByText('3 个连接（空闲 2，等待 0，上限 10）')).toBeTruthy();
    expect(screen.getByText('12 MB')).toBeTruthy();
    expect(screen.getByText('PostgreSQL 16.4')).toBeTruthy();
    expect(screen.getByText('select * from "sys_user" where "user_id" = $1')).toBeTruthy();
    expect(new URLSearchParams(api.calls('GET', '/monitor/druid/status')[0].url.split('?')[1]).get('top')).toBe('15');
    for (const chart of ['最大的表', '最慢的语句']) expect(screen.getByRole('img', { name: chart })).toBeTruthy();
  });
});

const figures: HomeFigures = {
  days: ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07'],
  logins: { today: 12, failedToday: 2, daily: [1, 0, 3, 4, 0, 5, 12] },
  jobsFailed: { today: 1, daily: [0, 0, 0, 0, 0, 0, 1] },
};

describe('home figures', { timeout: 20_000 }, () => {
  it('shows the figures the server answers, each with its small chart', async () => {
    api.routes.set('GET /index/figures', ok({ data: figures }));
    renderPage(FiguresCard);
    const logins = await screen.findByRole('region', { name: '今日登录' }, PATIENT);
    expect(within(logins).getByText('12')).toBeTruthy();
    expect(within(logins).getByText('其中失败 2 次')).toBeTruthy();
    expect(within(logins).getByRole('img', { name: '近7天登录次数' }).querySelectorAll('rect')).toHaveLength(7);
    expect(screen.getByRole('region', { name: '今日失败任务' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '用户总数' })).toBeNull();
  });

  it('shows nothing when the user may read no figure', async () => {
    api.routes.set('GET /index/figures', ok({ data: { days: figures.days } }));
    const { container } = renderPage(FiguresCard);
    await waitFor(() => expect(api.calls('GET', '/index/figures')).toHaveLength(1), PATIENT);
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).toBeNull(), PATIENT);
    expect(container.querySelector('.ant-card')).toBeNull();
  });
});
