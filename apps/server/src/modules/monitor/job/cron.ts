import { Cron } from 'croner';

/**
 * Quartz cron expressions (docs/wire-contract.md section 9.2): seconds first, an optional year, `?`, `L`,
 * `W`, `#`, Quartz weekday numbers (1 = Sunday … 7 = Saturday) and Quartz steps such as `0/10`.
 * Day of month and day of week must both match (one of them is normally `?`). Times are the
 * server's local time, like the dates it shows.
 */
const QUARTZ = {
  mode: '6-or-7-parts',
  alternativeWeekdays: true,
  domAndDow: true,
  sloppyRanges: true,
  paused: true,
} as const;

export class CronError extends Error {
  override name = 'CronError';
}

/** A parsed expression; throws CronError with the parser's reason when it is not valid. */
export function parseCron(expression: string): Cron {
  try {
    return new Cron(expression.trim(), QUARTZ);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^CronPattern:\s*/, '') : String(error);
    throw new CronError(reason);
  }
}

/** The first fire strictly after `after` (epoch ms), or null when the expression never fires again. */
export function nextFire(cron: Cron, after: number): number | null {
  const next = cron.nextRun(new Date(after));
  return next ? next.getTime() : null;
}

/** Up to `count` fires strictly after `after`. */
export function nextFires(cron: Cron, after: number, count: number): number[] {
  const fires: number[] = [];
  let from = after;
  while (fires.length < count) {
    const next = nextFire(cron, from);
    if (next === null) break;
    fires.push(next);
    from = next;
  }
  return fires;
}

/** Calls `take` for each fire in [from, upTo] in order, until it answers false. */
function walkFires(cron: Cron, from: number, upTo: number, take: (fire: number) => boolean): void {
  // `from` itself is a fire when it is one of the schedule's times.
  let next: number | null = nextFire(cron, from - 1) === from ? from : nextFire(cron, from);
  while (next !== null && next <= upTo && take(next)) next = nextFire(cron, next);
}

/**
 * The newest `limit` fires in [from, upTo] (misfire catch-up is bounded; the fires kept are the
 * latest, so the one due now is among them). After a long downtime the window is found by looking
 * back from `upTo` in doubling spans, so no walk goes over every missed fire.
 */
export function firesBetween(cron: Cron, from: number, upTo: number, limit: number): number[] {
  let start = from;
  for (let span = 1_000; upTo - span > from; span *= 2) {
    let count = 0;
    walkFires(cron, upTo - span, upTo, () => ++count < limit);
    if (count >= limit) {
      start = upTo - span;
      break;
    }
  }
  const fires: number[] = [];
  walkFires(cron, start, upTo, (fire) => {
    fires.push(fire);
    if (fires.length > limit) fires.shift();
    return true;
  });
  return fires;
}
