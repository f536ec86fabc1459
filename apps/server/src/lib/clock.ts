/** Time source for everything that expires (sessions, captcha, lockout, cache): tests move it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to; used by tests. */
export class ManualClock implements Clock {
  constructor(private current = Date.UTC(2026, 0, 1, 0, 0, 0)) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(epochMs: number): void {
    this.current = epochMs;
  }
}

/**
 * System time plus an offset the browser specs move (PUT /prod-api/test/clock, only with
 * TEST_CLOCK=1 under NODE_ENV=test): a 公示 window opens and closes in a spec's minutes.
 */
export class OffsetClock implements Clock {
  private offset = 0;
  now(): number {
    return Date.now() + this.offset;
  }
  get offsetMs(): number {
    return this.offset;
  }
  setOffset(ms: number): void {
    this.offset = ms;
  }
  advance(ms: number): void {
    this.offset += ms;
  }
}
