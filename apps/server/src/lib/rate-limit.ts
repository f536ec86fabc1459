import type { Cache } from '../plugins/cache/cache';
import { AppError } from './app-error';

/**
 * A fixed-window counter per subject (usually the client IP) in the shared cache, so the limit
 * holds across instances and follows the injectable clock. `max` 0 turns the limit off.
 */
export class RateLimiter {
  private readonly cache: Cache;
  private readonly name: string;
  private readonly max: number;
  private readonly windowMs: number;

  constructor({
    cache,
    name,
    max,
    windowMs = 60_000,
  }: {
    cache: Cache;
    name: string;
    max: number;
    windowMs?: number;
  }) {
    this.cache = cache;
    this.name = name;
    this.max = max;
    this.windowMs = windowMs;
  }

  /**
   * Counts one attempt. Answers 'ok', or 'first-refusal' / 'refused' once over the limit, so a
   * caller can log the first refusal of a window without a flood writing a row per request.
   */
  async hit(subject: string): Promise<'ok' | 'first-refusal' | 'refused'> {
    if (this.max <= 0) return 'ok';
    const count = await this.cache.increment(`rate_limit:${this.name}:${subject}`, this.windowMs);
    if (count <= this.max) return 'ok';
    return count === this.max + 1 ? 'first-refusal' : 'refused';
  }

  /** Counts one attempt and throws `访问过于频繁，请稍候再试` over the limit. */
  async check(subject: string): Promise<void> {
    if ((await this.hit(subject)) !== 'ok') throw AppError.rule('error.tooManyRequests');
  }
}
