import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { Cache } from '../../plugins/cache/cache';

export const SMS_CODE_TTL_MS = 5 * 60_000;
/** A code dies at its fifth wrong try. */
export const SMS_CODE_MAX_TRIES = 5;

interface StoredCode {
  /** HMAC of uuid, mobile and code; empty for a number nobody holds, so no code ever matches. */
  hash: string;
  userId: number | null;
  expiresAt: number;
  tries: number;
}

export type CodeCheck = { ok: true; userId: number } | { ok: false; reason: 'expired' | 'wrong' | 'exhausted' };

const codeKey = (uuid: string) => `sms_code:${uuid}`;
const latestKey = (mobileKey: string) => `sms_code_latest:${mobileKey}`;

/**
 * Login codes in the shared cache: 6 digits, stored only as a keyed hash bound to the uuid and
 * the number, 5 minutes (judged by the clock), single use, at most 5 wrong tries, and one live
 * code per number. Numbers nobody holds get the same record without a hash, so requests, answers
 * and refusals look alike for every number.
 */
export class SmsCodeStore {
  private readonly cache: Cache;
  private readonly clock: Clock;
  private readonly secret: string;

  constructor({
    cache,
    clock,
    secret,
  }: {
    cache: Cache;
    clock: Clock;
    secret: string;
  }) {
    this.cache = cache;
    this.clock = clock;
    this.secret = secret;
  }

  /** A keyed hash of the number for cache keys, so the cache holds no mobile numbers. */
  mobileKey(mobile: string): string {
    return createHmac('sha256', this.secret).update(`sms-mobile:${mobile}`).digest('base64url').slice(0, 24);
  }

  private hash(uuid: string, mobile: string, code: string): string {
    return createHmac('sha256', this.secret).update(`sms-code:${uuid}:${mobile}:${code}`).digest('base64url');
  }

  /** Stores a code for the number; answers the code only when there is a user to send it to. */
  async issue(mobile: string, userId: number | undefined): Promise<{ uuid: string; code?: string }> {
    const uuid = randomUUID().replaceAll('-', '');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const record: StoredCode = {
      hash: userId === undefined ? '' : this.hash(uuid, mobile, code),
      userId: userId ?? null,
      expiresAt: this.clock.now() + SMS_CODE_TTL_MS,
      tries: 0,
    };
    // Asking again voids the number's previous code.
    const latest = latestKey(this.mobileKey(mobile));
    const previous = await this.cache.get<string>(latest);
    if (previous) await this.cache.delete(codeKey(previous));
    await this.cache.set(codeKey(uuid), record, SMS_CODE_TTL_MS);
    await this.cache.set(latest, uuid, SMS_CODE_TTL_MS);
    return userId === undefined ? { uuid } : { uuid, code };
  }

  /**
   * Checks a code. The record is taken before it is compared, so two requests never compare
   * against the same record at once; a wrong try puts it back with one try fewer.
   */
  async verify(uuid: string, mobile: string, code: string): Promise<CodeCheck> {
    const key = codeKey(uuid);
    const stored = await this.cache.take<StoredCode>(key);
    const candidate = Buffer.from(this.hash(uuid, mobile, code));
    const now = this.clock.now();
    if (!stored || stored.expiresAt <= now) return { ok: false, reason: 'expired' };
    const expected = Buffer.from(stored.hash);
    if (stored.userId !== null && expected.length === candidate.length && timingSafeEqual(expected, candidate)) {
      await this.cache.delete(latestKey(this.mobileKey(mobile)));
      return { ok: true, userId: stored.userId };
    }
    const tries = stored.tries + 1;
    if (tries >= SMS_CODE_MAX_TRIES) return { ok: false, reason: 'exhausted' };
    await this.cache.set(key, { ...stored, tries }, stored.expiresAt - now);
    return { ok: false, reason: 'wrong' };
  }
}
