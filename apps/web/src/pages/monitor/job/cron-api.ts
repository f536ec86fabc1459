import { cronNextTimes } from '@cbo/contracts';
import { callRoute } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';

/** An answer read quietly (`quiet: true`): a refusal arrives as an envelope without data. */
interface Envelope<T> {
  code: number;
  msg?: string;
  data?: T;
}

/** How many next fire times the form and the detail show. */
export const CRON_PREVIEW_COUNT = 5;

/** The server's verdict on a cron expression: its next fire times, or why it is refused. */
export type CronCheck = { ok: true; times: string[] } | { ok: false; message: string };

export const cronCheckKey = (expression: string) =>
  queryKeyOf(cronNextTimes, { query: { cronExpression: expression } });

/**
 * Asks the server for the next fire times of an expression (GET /monitor/job/cron/next). This
 * probe runs while the person types, so a refusal is the field's error under the input, not a
 * message popping up at every keystroke. A failed call (network, session) rejects and blocks
 * nothing: saving meets the server's own check.
 */
export async function checkCron(expression: string): Promise<CronCheck> {
  // Quiet: a refused expression answers an envelope without data, not the descriptor's answer.
  const body = await callRoute<Envelope<string[]>>(cronNextTimes, {
    query: { cronExpression: expression, count: CRON_PREVIEW_COUNT },
    quiet: true,
  });
  if (body.code === 200) return { ok: true, times: body.data ?? [] };
  if (body.code === 500 && body.msg) return { ok: false, message: body.msg };
  throw new Error(body.msg ?? `cron check answered ${body.code}`);
}
