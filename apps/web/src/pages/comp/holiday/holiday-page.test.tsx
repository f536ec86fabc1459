import type { HolidayRow } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as HolidayPage } from './index';

const api = startFakeApi();
/** The page offers last year to two years ahead; next year is the other one chosen here. */
const NEXT_YEAR = String(new Date().getFullYear() + 1);
const PATIENT = { timeout: 8_000 };

const day = (holidayDate: string, isWorkday: '0' | '1', holidayName: string): HolidayRow => ({
  holidayDate,
  isWorkday,
  holidayName,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
});

const renderPage = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <HolidayPage />
    </AppProviders>,
  );
const listQueries = () =>
  api.calls('GET', '/comp/holiday/list').map((request) => new URLSearchParams(request.url.split('?')[1]));
const tableRows = () => Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')) as HTMLElement[];

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set('GET /comp/holiday/list', (request, response) => {
    const year = new URLSearchParams(request.url.split('?')[1]).get('year');
    const rows =
      year === NEXT_YEAR
        ? [day(`${NEXT_YEAR}-01-01`, '0', '元旦')]
        : [day('2026-02-14', '1', '春节调休上班'), day('2026-02-16', '0', '春节')];
    return ok({ total: rows.length, rows })(request, response);
  });
});

describe('holiday calendar page', { timeout: 30_000 }, () => {
  it("lists this year's days with their weekday and kind, and another year when chosen", async () => {
    renderPage();
    await screen.findByText('2026-02-14', undefined, PATIENT);
    expect(listQueries()[0].get('year')).toBe(String(new Date().getFullYear()));
    expect(listQueries()[0].has('pageNum')).toBe(false);
    expect(within(tableRows()[0]).getByText('周六')).toBeTruthy();
    expect(within(tableRows()[0]).getByText('调休上班')).toBeTruthy();
    expect(within(tableRows()[1]).getByText('周一')).toBeTruthy();
    expect(within(tableRows()[1]).getByText('放假')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '年份' }));
    fireEvent.click(await screen.findByTitle(NEXT_YEAR));
    await screen.findByText(`${NEXT_YEAR}-01-01`, undefined, PATIENT);
    await waitFor(() => expect(listQueries().at(-1)?.get('year')).toBe(NEXT_YEAR));
  });
});
