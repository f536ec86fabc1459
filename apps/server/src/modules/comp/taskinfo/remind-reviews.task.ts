import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import type { TaskDefinition } from '../../monitor/job/task-registry';
import { reminderDue } from './reminders';
import * as repo from './taskinfo.repository';

/**
 * Sends each expert with unsubmitted assignments of a running task the `review_reminder` text
 * (docs/review-tasks.md, Reminders), recorded in the SMS log; the task's history records each
 * reminder (kind and day) under the task's row lock, so two runs never send one twice.
 */
export async function remindReviews(
  ctx: Pick<AppContext, 'database' | 'clock' | 'sms'>,
): Promise<{ tasks: number; messages: number }> {
  const { database } = ctx;
  const now = formatDateTime(ctx.clock.now());
  const today = now.slice(0, 10);
  let tasks = 0;
  let messages = 0;
  for (const task of await repo.tasksToRemind(database, now)) {
    const recipients = await database.transaction(async () => {
      const sent = await repo.lockReminders(database, task.taskId);
      const kind = reminderDue({ dueDay: task.dueAt.slice(0, 10), remindDays: task.remindDays, today }, sent);
      if (!kind) return [];
      const pending = await repo.pendingExperts(database, task.taskId);
      await repo.insertEvent(database, {
        taskId: task.taskId,
        action: 'remind',
        detail: { kind, day: today, experts: pending.length },
        by: 'system',
        at: now,
      });
      return pending;
    });
    if (recipients.length > 0) tasks++;
    for (const expert of recipients) {
      if (!expert.phonenumber) continue;
      await ctx.sms.send({
        mobile: expert.phonenumber,
        purpose: 'review_reminder',
        params: { round: task.taskName.slice(0, 20), pending: String(expert.pending), deadline: task.dueAt },
      });
      messages++;
    }
  }
  return { tasks, messages };
}

/** comp.remindReviews: the daily reminder of unsubmitted review assignments. */
export const remindReviewsTask: TaskDefinition = {
  key: 'comp.remindReviews',
  label: { 'zh-CN': '评审提醒', 'en-US': 'Review reminders' },
  description: {
    'zh-CN': '在截止日前 N 天和前 1 天，给评审任务中尚未提交评分的专家发送提醒短信（同一天不重复）',
    'en-US':
      'Texts experts with unsubmitted review assignments N days and 1 day before the due date (never twice a day)',
  },
  args: [],
  async run(_args, { app }) {
    const { tasks, messages } = await remindReviews(app);
    return `reminded ${tasks} tasks, ${messages} messages`;
  },
};
