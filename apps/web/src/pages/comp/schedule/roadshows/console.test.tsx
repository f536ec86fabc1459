import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { infoAnswer, ok, startFakeApi } from '../../../../test/fake-api';
import { renderApp, setSessionToken } from '../../../../test/render-app';
import { board, session } from './roadshow-fixtures';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

let stamp = 's1';
let total: number | null = null;

beforeEach(() => {
  stamp = 's1';
  total = null;
  setSessionToken();
  api.session(
    infoAnswer({
      userName: 'organiser',
      roles: ['organiser'],
      permissions: ['comp:schedule:list', 'comp:schedule:query', 'comp:schedule:roadshow'],
    }),
    [],
  );
  api.routes.set('GET /comp/roadshow/5/stamp', (request, response) => ok({ data: { stamp } })(request, response));
  api.routes.set('GET /comp/roadshow/5', (request, response) => ok({ data: session({ stamp }) })(request, response));
  api.routes.set('GET /comp/roadshow/5/board', (request, response) =>
    ok({ data: board(total, stamp) })(request, response),
  );
  api.routes.set('GET /comp/roadshow/5/events', ok({ data: [] }));
  const current = session().draw;
  api.routes.set(
    'GET /comp/roadshow/5/draws',
    ok({
      data: [
        current,
        { ...current, drawId: 8, seed: 'first-seed', order: [503, 502, 501], drawnAt: '2026-11-26 08:50:00' },
      ],
    }),
  );
  api.routes.set('POST /comp/roadshow/5/control', ok({ data: { stamp: 's9' } }));
});

const boardRow = (code: string) => {
  const table = screen.getByRole('table', { name: '实时评分' }) as HTMLElement;
  return within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(code)) as HTMLElement;
};

describe('the roadshow console', { timeout: 30_000 }, () => {
  it('shows the draw with its seed, the slots and the board, and follows a score without a reload', async () => {
    renderApp('/schedule/roadshow/5');
    await screen.findByText('复赛路演 A 场', undefined, PATIENT);
    expect(screen.getByText('c0ffee42')).toBeTruthy();
    expect(screen.getByText('可复现 ✓')).toBeTruthy();
    // The earlier draw stays on record.
    fireEvent.click(await screen.findByText('抽签记录（2）', undefined, PATIENT));
    expect(await screen.findByText('first-seed')).toBeTruthy();
    await waitFor(() => expect(within(boardRow('A26-0001')).getAllByText('未评')).toHaveLength(2), PATIENT);

    // An expert submits: the stamp moves, and the board is asked again on its own.
    const boardCalls = api.calls('GET', '/comp/roadshow/5/board').length;
    total = 88;
    stamp = 's2';
    await waitFor(() => expect(within(boardRow('A26-0001')).getByText('88.00')).toBeTruthy(), PATIENT);
    expect(within(boardRow('A26-0001')).getByText('1/2')).toBeTruthy();
    expect(api.calls('GET', '/comp/roadshow/5/board').length).toBeGreaterThan(boardCalls);
    // Never a token in an address.
    expect(api.calls('GET', '/comp/roadshow/5/stamp').every((call) => !call.url.includes('token'))).toBe(true);
  });

  it('sends the stamp it saw with a control', async () => {
    renderApp('/schedule/roadshow/5');
    await screen.findByText('复赛路演 A 场', undefined, PATIENT);
    fireEvent.click(await screen.findByRole('button', { name: /进入问答/ }));
    await waitFor(() => expect(api.calls('POST', '/comp/roadshow/5/control')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('POST', '/comp/roadshow/5/control')[0].body)).toEqual({ action: 'qa', stamp: 's1' });
  });

  it('asks before closing the session', async () => {
    renderApp('/schedule/roadshow/5');
    await screen.findByText('复赛路演 A 场', undefined, PATIENT);
    fireEvent.click(await screen.findByRole('button', { name: /结束路演/ }));
    expect(await screen.findByText('结束后不能再路演；缺席项目的评审分配将作废。')).toBeTruthy();
    expect(api.calls('POST', '/comp/roadshow/5/control')).toHaveLength(0);
  });
});
