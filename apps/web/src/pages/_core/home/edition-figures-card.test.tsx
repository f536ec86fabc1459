import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { infoAnswer, json, ok, type Route, startFakeApi } from '../../../test/fake-api';
import { renderApp, setSessionToken } from '../../../test/render-app';

const api = startFakeApi();
const today = dayjs().format('YYYY-MM-DD');
const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');

const track = (trackId: number, trackCode: string, trackName: string, sort: number) => ({
  trackId,
  trackCode,
  trackName,
  ageMin: null,
  ageMax: null,
  ageRefDate: null,
  teamMin: 1,
  teamMax: 5,
  oneEntry: '1',
  attachments: [],
  fields: [],
  formId: null,
  formVersion: null,
  formName: null,
  form: null,
  categories: [],
  sort,
});

const summary = (byStatus: Array<[string, number]>, daily: Array<[string, number]>) => ({
  total: byStatus.reduce((sum, [, count]) => sum + count, 0),
  breakdowns: [],
  byStatus: byStatus.map(([key, count]) => ({ key, name: key, count })),
  byRegion: [],
  byOrganisation: [],
  byCategory: [],
  byIndustry: [],
  daily: daily.map(([date, submitted]) => ({ date, submitted, decided: 0 })),
  turnaround: { decided: 0, medianHours: null, p90Hours: null },
});

/** The statistics summary of each track id. */
const summaries =
  (answers: Record<string, unknown>): Route =>
  (request, response) => {
    const trackId = new URLSearchParams(request.url.split('?')[1]).get('trackId') ?? '';
    const answer = answers[trackId];
    return (answer ? ok({ data: answer }) : json({ code: 500, msg: '统计失败' }))(request, response);
  };

const edition = {
  competitionId: 100,
  competitionName: '第一届大赛',
  editionYear: 2026,
  status: 'registration_open',
  stages: [],
};

beforeEach(() => {
  api.routes.set(
    'GET /health',
    ok({ data: { status: 'UP', database: { status: 'UP', kind: 'pglite' }, cache: { status: 'UP', kind: 'memory' } } }),
  );
  setSessionToken();
});

const withPermissions = (permissions: string[]) =>
  api.session(infoAnswer({ userName: 'auditor', roles: ['auditor'], permissions }));

const card = async () =>
  (await screen.findByText('本届赛事概况', undefined, { timeout: 5000 })).closest('.ant-card') as HTMLElement;

const figures = (section: HTMLElement) =>
  Object.fromEntries(
    [...section.querySelectorAll('[data-figure]')].map((cell) => [
      cell.getAttribute('data-figure'),
      cell.querySelector('.ant-statistic-content')?.textContent,
    ]),
  );

describe("current edition's key figures on the home page", () => {
  it("shows each track's counts from the statistics summary of the current edition", async () => {
    withPermissions(['comp:statistics:list']);
    api.routes.set('GET /comp/competition/current/timeline', ok({ data: edition }));
    api.routes.set(
      'GET /comp/competition/100/tracks',
      ok({ data: [track(11, 'teen', '青少年组', 1), track(12, 'adult', '成人组', 2)] }),
    );
    api.routes.set(
      'GET /comp/statistics/summary',
      summaries({
        '11': summary(
          [
            ['draft', 4],
            ['submitted', 3],
            ['under_audit', 2],
            ['approved', 7],
            ['returned', 1],
            ['rejected', 2],
          ],
          [
            [yesterday, 6],
            [today, 5],
          ],
        ),
        '12': summary(
          [
            ['submitted', 1],
            ['approved', 2],
          ],
          [[yesterday, 3]],
        ),
      }),
    );
    renderApp('/index');
    const glance = await card();
    await within(glance).findByText('2026 · 第一届大赛');
    const teen = await within(glance).findByRole('region', { name: '青少年组' });
    const adult = within(glance).getByRole('region', { name: '成人组' });
    await within(adult).findByText('今日提交');
    await expect
      .poll(() => figures(teen))
      .toEqual({ total: '19', waiting: '5', approved: '7', returned: '1', rejected: '2', submittedToday: '5' });
    await expect
      .poll(() => figures(adult))
      .toEqual({ total: '3', waiting: '1', approved: '2', returned: '0', rejected: '0', submittedToday: '0' });
    expect(within(teen).getByRole('link', { name: '查看统计' }).getAttribute('href')).toMatch(
      /\/comp\/teenStatistics\?track=teen$/,
    );
    expect(within(adult).getByRole('link', { name: '查看统计' }).getAttribute('href')).toMatch(
      /\/comp\/adultStatistics\?track=adult$/,
    );
    // One summary per track of the current edition, over the whole track.
    const asked = api
      .calls('GET', '/comp/statistics/summary')
      .map((call) => new URLSearchParams(call.url.split('?')[1]))
      .map((query) => [query.get('competitionId'), query.get('trackId')])
      .sort();
    expect(asked).toEqual([
      ['100', '11'],
      ['100', '12'],
    ]);
  });

  it('tells a track whose figures fail to load apart, with a retry', async () => {
    withPermissions(['comp:statistics:list']);
    api.routes.set('GET /comp/competition/current/timeline', ok({ data: edition }));
    api.routes.set('GET /comp/competition/100/tracks', ok({ data: [track(11, 'teen', '青少年组', 1)] }));
    api.routes.set('GET /comp/statistics/summary', summaries({}));
    renderApp('/index');
    const teen = await within(await card()).findByRole('region', { name: '青少年组' });
    expect(await within(teen).findByText('数据加载失败', undefined, { timeout: 5000 })).toBeTruthy();
    expect(within(teen).getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('leaves the card out without the statistics permission, and never asks for the figures', async () => {
    withPermissions(['system:user:list']);
    api.routes.set('GET /comp/competition/current/timeline', ok({ data: edition }));
    renderApp('/index');
    await screen.findByText('当前届次赛程', undefined, { timeout: 5000 });
    expect(screen.queryByText('本届赛事概况')).toBeNull();
    expect(api.calls('GET', '/comp/statistics/summary')).toHaveLength(0);
    expect(api.calls('GET', '/comp/competition/100/tracks')).toHaveLength(0);
  });

  it('says so when no edition is current', async () => {
    withPermissions(['comp:statistics:list']);
    api.routes.set('GET /comp/competition/current/timeline', ok({ data: null }));
    renderApp('/index');
    const glance = await card();
    expect(await within(glance).findByText('尚未设置当前届次')).toBeTruthy();
    expect(api.calls('GET', '/comp/statistics/summary')).toHaveLength(0);
  });
});
