import type { JudgingApi } from './judging';

// The server's clock in browser specs (docs/architecture.md, Tests and CI): the spec server runs
// with TEST_CLOCK=1, so an administrator may move its offset clock, e.g. past a 公示 window's end.
// Sessions age with it: after moving it by days, log the browser in again and make a new
// judgingApi (its tokens are cached).

/** Moves the server's clock `days` ahead; answers the server's time afterwards. */
export async function advanceServerClock(api: JudgingApi, days: number): Promise<string> {
  const answer = await api.call<{ now: string; offsetMs: number }>('admin', 'PUT', '/test/clock', {
    advanceDays: days,
  });
  return answer.data?.now ?? '';
}
