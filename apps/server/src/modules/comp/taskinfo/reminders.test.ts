import { describe, expect, it } from 'vitest';
import { reminderDue } from './reminders';

// When reminders go out (docs/review-tasks.md, Reminders): N days and 1 day before the due day,
// the latest one whose day has come, never twice on one day and never on the due day.

const due = (today: string, sent: Array<{ kind: string; day: string }> = [], remindDays = 3) =>
  reminderDue({ dueDay: '2026-03-10', remindDays, today }, sent);

describe('reminderDue', () => {
  it('sends the early reminder N days before and the last one the day before', () => {
    expect(due('2026-03-06')).toBeUndefined();
    expect(due('2026-03-07')).toBe('early');
    expect(due('2026-03-08', [{ kind: 'early', day: '2026-03-07' }])).toBeUndefined();
    expect(due('2026-03-09', [{ kind: 'early', day: '2026-03-07' }])).toBe('last');
    expect(due('2026-03-09', [{ kind: 'last', day: '2026-03-09' }])).toBeUndefined();
    expect(due('2026-03-10')).toBeUndefined();
  });

  it('catches up once after a missed day, and never twice on one day', () => {
    // Missed the early day: the last one goes on its day, the early one never.
    expect(due('2026-03-09')).toBe('last');
    // Already reminded today (e.g. the early one, when N is 2 and the run came late): nothing more.
    expect(due('2026-03-09', [{ kind: 'early', day: '2026-03-09' }], 2)).toBeUndefined();
  });

  it('sends one reminder when N is 1, none when N is 0', () => {
    expect(due('2026-03-09', [], 1)).toBe('last');
    expect(due('2026-03-08', [], 1)).toBeUndefined();
    expect(due('2026-03-09', [], 0)).toBeUndefined();
  });
});
