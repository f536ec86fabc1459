import { type HomeFigures, hasPermission } from '@cbo/contracts';
import type { SessionUser } from '../../plugins/access';
import type { AppContext } from '../module';
import { scopeSubjectOf } from '../system/data-scope/data-scope';
import { countUsers, type DayCount, jobRunsPerDay, loginsPerDay, operationsPerDay } from './figures.repository';

const DAYS = 7;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The last seven days by the server's clock and time zone, oldest first, today last. */
export function lastDays(now: number): string[] {
  const today = new Date(now);
  return Array.from({ length: DAYS }, (_, i) =>
    dayOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (DAYS - 1 - i))),
  );
}

function series(days: string[], counts: DayCount[], pick: (count: DayCount) => number): number[] {
  return days.map((day) => {
    const found = counts.find((count) => count.day === day);
    return found ? pick(found) : 0;
  });
}

/**
 * The home page's figures. Each is computed only when the caller may read its source, with the
 * permission of that source's list (users also within the caller's data scope).
 */
export async function homeFigures(ctx: AppContext, session: SessionUser): Promise<HomeFigures> {
  const may = (permission: string) => hasPermission(session.permissions, permission);
  const days = lastDays(ctx.clock.now());
  const from = `${days[0]} 00:00:00`;
  const today = days[days.length - 1];
  const figures: HomeFigures = { days };
  if (may('system:user:list')) {
    figures.users = await countUsers(ctx.database, scopeSubjectOf(session));
  }
  if (may('monitor:online:list')) {
    // The index's size (pruned of expired sessions): the home page must not read every session.
    figures.online = { total: (await ctx.sessions.list(0, 1)).total };
  }
  const daily = (counts: DayCount[]) => {
    const todays = counts.find((count) => count.day === today);
    return {
      today: todays?.total ?? 0,
      failedToday: todays?.failed ?? 0,
      daily: series(days, counts, (count) => count.total),
    };
  };
  if (may('monitor:logininfor:list')) figures.logins = daily(await loginsPerDay(ctx.database, from));
  if (may('monitor:operlog:list')) figures.operations = daily(await operationsPerDay(ctx.database, from));
  if (may('monitor:job:list')) {
    const runs = await jobRunsPerDay(ctx.database, from);
    figures.jobsFailed = {
      today: runs.find((count) => count.day === today)?.failed ?? 0,
      daily: series(days, runs, (count) => count.failed),
    };
  }
  return figures;
}
