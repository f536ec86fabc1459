import { describe, expect, it } from 'vitest';
import { linkExpired, sniff } from './attachment-bytes';

describe('attachment bytes', () => {
  it('tells a PDF and images by their first bytes, whatever the name', () => {
    expect(sniff(new TextEncoder().encode('%PDF-1.7\n'))).toBe('pdf');
    expect(sniff(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe('image');
    expect(sniff(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image');
    expect(sniff(new TextEncoder().encode('{"code":500}'))).toBe('other');
  });

  it('reads a signed link’s expiry, ten seconds early', () => {
    const link = (expires: number) => `/prod-api/comp/scoring/file/5/0?expires=${expires}&sig=x&download=1`;
    const now = 1_800_000_000_000;
    expect(linkExpired(link(now / 1000 + 60), now)).toBe(false);
    expect(linkExpired(link(now / 1000 + 5), now)).toBe(true);
    expect(linkExpired(link(now / 1000 - 1), now)).toBe(true);
    expect(linkExpired('/prod-api/comp/scoring/file/5/0?sig=x', now)).toBe(true);
  });
});
