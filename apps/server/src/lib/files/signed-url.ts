import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links to stored files (docs/architecture.md#files): an HMAC of the key and the expiry
 * with APP_SECRET, so `<img>` and previews work without a Bearer header and nothing is public.
 */
export class FileUrlSigner {
  private readonly secret: string;
  private readonly basePath: string;

  constructor({
    secret,
    basePath,
  }: {
    secret: string;
    basePath: string;
  }) {
    this.secret = secret;
    this.basePath = basePath;
  }

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`file:${key}\n${expires}`).digest('base64url');
  }

  /** The path (under the API prefix) that serves `key` until `nowMs + ttlMs`. */
  sign(key: string, nowMs: number, ttlMs: number): string {
    const expires = Math.ceil((nowMs + ttlMs) / 1000);
    const query = new URLSearchParams({ key, expires: String(expires), sig: this.signature(key, expires) });
    return `${this.basePath}?${query}`;
  }

  /** True when the signature is this server's for this key and the link has not expired. */
  verify(key: string, expires: number, sig: string, nowMs: number): boolean {
    if (!Number.isSafeInteger(expires) || expires * 1000 < nowMs) return false;
    const expected = Buffer.from(this.signature(key, expires));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
