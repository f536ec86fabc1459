import { describe, expect, it } from 'vitest';
import { canonicalJson, HashChain } from './hash-chain';

const chain = new HashChain('a-test-secret-of-enough-length-0123456789', 'score-revision');

function build(snapshots: Array<Record<string, unknown>>) {
  const links: Array<{ fields: Record<string, unknown>; previous: string | null; hmac: string }> = [];
  for (const fields of snapshots) {
    const previous = links.at(-1)?.hmac ?? null;
    links.push({ fields, previous, hmac: chain.link(fields, previous) });
  }
  return links;
}

describe('canonical JSON', () => {
  it('sorts keys at every depth and leaves out undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
  });
});

describe('hash chains', () => {
  const snapshots = [
    { revision: 1, total: 80.5, items: { innovation: 25 } },
    { revision: 2, total: 82, items: { innovation: 26.5 } },
    { revision: 3, total: 84, items: { innovation: 28.5 } },
  ];

  it('verify an intact chain', () => {
    expect(chain.firstBroken(build(snapshots))).toBe(-1);
  });

  it('name the first link changed, removed or reordered', () => {
    const changed = build(snapshots);
    changed[1] = { ...changed[1], fields: { ...changed[1].fields, total: 92 } };
    expect(chain.firstBroken(changed)).toBe(1);
    const removed = build(snapshots);
    removed.splice(1, 1);
    expect(chain.firstBroken(removed)).toBe(1);
    const swapped = build(snapshots);
    [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
    expect(chain.firstBroken(swapped)).toBe(0);
  });

  it('does not verify under another secret or purpose', () => {
    const links = build(snapshots);
    expect(new HashChain('another-secret-of-enough-length-0123456789', 'score-revision').firstBroken(links)).toBe(0);
    expect(new HashChain('a-test-secret-of-enough-length-0123456789', 'result').firstBroken(links)).toBe(0);
  });
});
