import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient, setSessionToken } from '../../../test/render-app';
import { RetentionTab } from './retention-tab';

const api = startFakeApi();

const PENDING = { applications: 12, members: 30, mentors: 4, answers: 9 };
const state = (due: boolean, runs: unknown[] = []) => ({
  data: {
    competitionId: 7,
    retentionMonths: 6,
    endsAt: '2027-05-31 23:59:59',
    dueAt: '2027-11-30 23:59:59',
    due,
    pending: due ? PENDING : { applications: 0, members: 0, mentors: 0, answers: 0 },
    runs,
  },
});

function renderTab() {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RetentionTab competitionId={7} />
    </AppProviders>,
  );
}

const PATIENT = { timeout: 10_000 };

beforeEach(() => {
  setSessionToken();
});

describe('the retention tab', () => {
  it('before the due date says nothing would be anonymised and offers no run', async () => {
    api.routes.set('GET /comp/retention/7', ok(state(false)));
    renderTab();
    expect(await screen.findByText('2027-11-30 23:59:59', undefined, PATIENT)).toBeTruthy();
    expect(screen.getByText('未到期，不会匿名化任何数据')).toBeTruthy();
    expect((screen.getByRole('button', { name: /立即匿名化/ }) as HTMLButtonElement).disabled).toBe(true);
  }, 30_000);

  it('after it shows the dry run, runs only once confirmed, then shows the trail', async () => {
    api.routes.set('GET /comp/retention/7', ok(state(true)));
    api.routes.set('POST /comp/retention/7/run', ok({ data: PENDING }));
    renderTab();
    expect(
      await screen.findByText('12 项申报、30 名参赛者和成员、4 名指导老师的联系方式、9 项个人字段', undefined, PATIENT),
    ).toBeTruthy();
    expect(screen.getByText('尚未执行过匿名化')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /立即匿名化/ }));
    expect(await screen.findByText(/将匿名化 12 项申报中 30 名参赛者和成员的个人信息，无法恢复/)).toBeTruthy();
    expect(api.calls('POST', '/comp/retention/7/run')).toHaveLength(0);
    api.routes.set(
      'GET /comp/retention/7',
      ok(state(true, [{ runId: 1, runBy: 'admin', runAt: '2027-12-01 09:00:00', ...PENDING }])),
    );
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.calls('POST', '/comp/retention/7/run')).toHaveLength(1), PATIENT);
    expect(await screen.findByText('2027-12-01 09:00:00', undefined, PATIENT)).toBeTruthy();
  }, 30_000);
});
