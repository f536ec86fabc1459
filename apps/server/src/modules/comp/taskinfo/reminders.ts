/**
 * When an unsubmitted expert of a task is reminded (docs/review-tasks.md, Reminders): `remindDays`
 * days before the due date ("early") and the day before ("last"). A run answers the latest of these
 * whose day has come, so a run that missed a day catches up once; nothing is sent on the due day
 * itself or twice on one day. Pure, over `yyyy-MM-dd` days.
 */
export type ReminderKind = 'early' | 'last';

const DAY_MS = 86_400_000;

function daysBefore(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) - n * DAY_MS).toISOString().slice(0, 10);
}

export function reminderDue(
  { dueDay, remindDays, today }: { dueDay: string; remindDays: number; today: string },
  sent: ReadonlyArray<{ kind?: string; day?: string }>,
): ReminderKind | undefined {
  if (today >= dueDay || remindDays < 1) return undefined;
  const stages: Array<{ kind: ReminderKind; day: string }> = [];
  if (remindDays > 1) stages.push({ kind: 'early', day: daysBefore(dueDay, remindDays) });
  stages.push({ kind: 'last', day: daysBefore(dueDay, 1) });
  const current = stages.filter((stage) => stage.day <= today).at(-1);
  if (!current) return undefined;
  if (sent.some((event) => event.kind === current.kind || event.day === today)) return undefined;
  return current.kind;
}
