import { describe, expect, it } from 'vitest';
import { firesBetween, parseCron } from './cron';

describe('fires between two times', () => {
  const everySecond = parseCron('* * * * * ?');
  const start = Date.UTC(2026, 0, 5, 0, 0, 0);

  it('lists every fire of a short span, the start included when it is a fire', () => {
    expect(firesBetween(everySecond, start, start + 3_000, 100)).toEqual([
      start,
      start + 1_000,
      start + 2_000,
      start + 3_000,
    ]);
  });

  it('keeps the newest fires after a long downtime, so the one due now is among them', () => {
    const now = start + 7 * 24 * 3_600_000;
    const fires = firesBetween(everySecond, start, now, 100);
    expect(fires).toHaveLength(100);
    expect(fires[99]).toBe(now);
    expect(fires[0]).toBe(now - 99_000);
  });

  it('keeps the newest fires of a sparse schedule too', () => {
    const hourly = parseCron('0 0 * * * ?');
    const fires = firesBetween(hourly, start, start + 10 * 3_600_000 + 5, 3);
    expect(fires).toEqual([8, 9, 10].map((hour) => start + hour * 3_600_000));
  });
});
