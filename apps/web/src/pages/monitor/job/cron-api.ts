import { quietGet } from './quiet-get';

/** How many next fire times the form and the detail show. */
export const CRON_PREVIEW_COUNT = 5;

/** The server's verdict on a cron expression: its next fire times, or why it is refused. */
export type CronCheck = { ok: true; times: string[] } | { ok: false; message: string };

export const cronCheckKey = (expression: string) => ['monitor/job', 'cron', expression] as const;

/**
 * Asks the server for the next fire times of an expression (GET /monitor/job/cron/next). This
 * probe runs while the person types, so a refusal is the field's error under the input, not a
 * message popping up at every keystroke. A failed call (network, session) rejects and blocks
 * nothing: saving meets the server's own check.
 */
export async function checkCron(expression: string): Promise<CronCheck> {
  const body = await quietGet<string[]>('/monitor/job/cron/next', {
    cronExpression: expression,
    count: CRON_PREVIEW_COUNT,
  });
  if (body.code === 200) return { ok: true, times: body.data ?? [] };
  if (body.code === 500 && body.msg) return { ok: false, message: body.msg };
  throw new Error(body.msg ?? `cron check answered ${body.code}`);
}
