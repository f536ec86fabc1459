import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { dictAnswer, infoAnswer, ok, startFakeApi } from '../../../test/fake-api';
import { renderApp, setSessionToken } from '../../../test/render-app';
import { stagePhase } from './timeline-card';

const api = startFakeApi();
const at = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD HH:mm:ss');
const wide = { trackId: null, trackName: null };
const teen = { trackId: 11, trackName: '青少年组' };
const adult = { trackId: 12, trackName: '成人组' };

beforeEach(() => {
  api.routes.set(
    'GET /health',
    ok({ data: { status: 'UP', database: { status: 'UP', kind: 'pglite' }, cache: { status: 'UP', kind: 'memory' } } }),
  );
  api.routes.set(
    'GET /system/dict/data/type/comp_competition_status',
    dictAnswer('comp_competition_status', [
      { dictLabel: '报名中', dictValue: 'registration_open', listClass: 'success', dictSort: 3 },
    ]),
  );
  api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: ['system:user:list'] }));
  setSessionToken();
});

const card = async () =>
  (await screen.findByText('当前届次赛程', undefined, { timeout: 5000 })).closest('.ant-card') as HTMLElement;

describe('current edition timeline on the home page', () => {
  it('shows the edition-wide stages and each track’s ladder in order, the finished, running and coming ones told apart', async () => {
    api.routes.set(
      'GET /comp/competition/current/timeline',
      ok({
        data: {
          competitionId: 100,
          competitionName: '第一届大赛',
          editionYear: 2026,
          status: 'registration_open',
          stages: [
            {
              ...wide,
              stageId: 1,
              stageKind: 'registration',
              stageName: '报名',
              seq: 1,
              startAt: at(-30),
              endAt: at(-1),
            },
            {
              ...wide,
              stageId: 2,
              stageKind: 'qualification',
              stageName: '资格审核',
              seq: 2,
              startAt: at(-5),
              endAt: at(5),
            },
            { ...teen, stageId: 3, stageKind: 'final', stageName: '市级决赛', seq: 3, startAt: at(20), endAt: at(21) },
            {
              ...adult,
              stageId: 4,
              stageKind: 'preliminary',
              stageName: '初赛',
              seq: 3,
              startAt: at(8),
              endAt: at(12),
            },
            { ...adult, stageId: 5, stageKind: 'final', stageName: '决赛路演', seq: 4, startAt: at(20), endAt: at(21) },
          ],
        },
      }),
    );
    renderApp('/index');
    const timeline = await card();
    await within(timeline).findByText('2026 · 第一届大赛');
    await within(timeline).findByText('报名中');
    // One line for the whole edition, then one per track, each named.
    const lines = [...timeline.querySelectorAll('.cbo-home-timeline__ladder')].map((line) => [
      line.querySelector('.cbo-home-timeline__track')?.textContent,
      [...line.querySelectorAll('.ant-steps-item-title')].map((title) => title.textContent),
    ]);
    expect(lines).toEqual([
      ['全部赛道', ['报名', '资格审核']],
      ['青少年组', ['市级决赛']],
      ['成人组', ['初赛', '决赛路演']],
    ]);
    const phases = [...timeline.querySelectorAll('[data-stage]')].map((item) => [
      item.getAttribute('data-stage'),
      item.textContent?.replace(/\d{4}-\d{2}-\d{2}/g, 'D'),
    ]);
    expect(phases).toEqual([
      ['registration', 'D ~ D已结束'],
      ['qualification', 'D ~ D进行中'],
      ['final', 'D ~ D未开始'],
      ['preliminary', 'D ~ D未开始'],
      ['final', 'D ~ D未开始'],
    ]);
    // The running stage is the one antd marks as in progress.
    expect(timeline.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent).toBe('资格审核');
    // Only the running stage is marked active: a track's line with nothing running marks none.
    const active = [...timeline.querySelectorAll('.ant-steps-item-active .ant-steps-item-title')];
    expect(active.map((title) => title.textContent)).toEqual(['资格审核']);
  });

  it('shows one unnamed line while the edition has no judging stage', async () => {
    api.routes.set(
      'GET /comp/competition/current/timeline',
      ok({
        data: {
          competitionId: 100,
          competitionName: '第一届大赛',
          editionYear: 2026,
          status: 'registration_open',
          stages: [
            {
              ...wide,
              stageId: 1,
              stageKind: 'registration',
              stageName: '报名',
              seq: 1,
              startAt: at(-3),
              endAt: at(3),
            },
          ],
        },
      }),
    );
    renderApp('/index');
    const timeline = await card();
    await within(timeline).findByText('报名');
    expect(timeline.querySelectorAll('.cbo-home-timeline__ladder')).toHaveLength(1);
    expect(timeline.querySelector('.cbo-home-timeline__track')).toBeNull();
  });

  it('says so when no edition is current', async () => {
    api.routes.set('GET /comp/competition/current/timeline', ok({ data: null }));
    renderApp('/index');
    expect(await within(await card()).findByText('尚未设置当前届次')).toBeTruthy();
  });

  it('places a stage against a time: ends and starts are inclusive', () => {
    const stage = { startAt: '2027-04-01 00:00:00', endAt: '2027-04-30 23:59:59' };
    expect(stagePhase(stage, '2027-03-31 23:59:59')).toBe('wait');
    expect(stagePhase(stage, '2027-04-01 00:00:00')).toBe('process');
    expect(stagePhase(stage, '2027-04-30 23:59:59')).toBe('process');
    expect(stagePhase(stage, '2027-05-01 00:00:00')).toBe('finish');
  });
});
