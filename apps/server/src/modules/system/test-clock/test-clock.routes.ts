import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { OffsetClock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import type { AppModule } from '../../module';

const DAY_MS = 86_400_000;
const move = z.union([
  z.object({ advanceDays: z.number().min(-3650).max(3650) }).strict(),
  z
    .object({
      offsetMs: z
        .number()
        .int()
        .min(-3650 * DAY_MS)
        .max(3650 * DAY_MS),
    })
    .strict(),
]);

/**
 * PUT /prod-api/test/clock (docs/architecture.md, Testing): the browser specs move the app's
 * clock, e.g. past a 公示 window's end. It exists only with TEST_CLOCK=1 under NODE_ENV=test, where
 * the server runs on an offset clock; administrators only. Not part of the contracts or the API
 * description: no product client calls it.
 */
export const testClockModule: AppModule = (app, ctx) => {
  const { clock } = ctx;
  if (!ctx.config.testClock || !(clock instanceof OffsetClock)) return;
  app.put('/test/clock', { config: { access: { anyRole: ['admin'] } }, schema: { hide: true } }, async (request) => {
    const parsed = move.safeParse(request.body ?? {});
    if (!parsed.success)
      throw AppError.invalid('advanceDays', {
        'zh-CN': '须为 advanceDays 或 offsetMs',
        'en-US': 'give advanceDays or offsetMs',
      });
    if ('advanceDays' in parsed.data) clock.advance(Math.round(parsed.data.advanceDays * DAY_MS));
    else clock.setOffset(parsed.data.offsetMs);
    return { code: 200, msg: 'ok', data: { now: formatDateTime(clock.now()), offsetMs: clock.offsetMs } };
  });
};
