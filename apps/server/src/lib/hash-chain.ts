import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Tamper-evident histories (docs/review.md section 5, score history): each link's HMAC-SHA256,
 * under a key derived from APP_SECRET for one purpose, covers the canonical JSON of the link's
 * fields and the previous link's HMAC. Changing, removing or reordering a stored link breaks every
 * HMAC from it on; without the secret nobody can forge a matching chain.
 */

/** JSON with object keys sorted at every depth and no whitespace: the same value, the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('canonicalJson: not a finite number');
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

export class HashChain {
  private readonly key: Buffer;

  /** `purpose` separates chains of different kinds: a link of one never verifies as another's. */
  constructor(appSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'cbo-hash-chain', purpose, 32));
  }

  /** The HMAC (hex) of a link holding `fields` after the link whose HMAC is `previous` (null: first). */
  link(fields: Record<string, unknown>, previous: string | null): string {
    return createHmac('sha256', this.key).update(canonicalJson({ fields, previous })).digest('hex');
  }

  /**
   * Walks one chain in order and answers the index of the first link whose stored previous HMAC
   * or own HMAC does not match, or -1 when every link holds.
   */
  firstBroken(
    links: ReadonlyArray<{ fields: Record<string, unknown>; previous: string | null; hmac: string }>,
  ): number {
    let previous: string | null = null;
    for (const [index, link] of links.entries()) {
      if (link.previous !== previous) return index;
      const expected = Buffer.from(this.link(link.fields, previous), 'hex');
      const stored = Buffer.from(link.hmac, 'hex');
      if (stored.length !== expected.length || !timingSafeEqual(stored, expected)) return index;
      previous = link.hmac;
    }
    return -1;
  }
}
