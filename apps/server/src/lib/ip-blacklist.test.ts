import { describe, expect, it } from 'vitest';
import { isBlacklisted, parseBlacklist } from './ip-blacklist';

describe('parseBlacklist', () => {
  it('reads exact addresses, wildcards and ranges, skipping blanks', () => {
    expect(parseBlacklist(' 1.2.3.4 ;;10.1.*; 10.1.*.5 ;192.168.1.10-192.168.1.20;2001:DB8::1; ')).toEqual([
      { kind: 'exact', ip: '1.2.3.4' },
      { kind: 'wildcard', octets: [10, 1, null, null] },
      { kind: 'wildcard', octets: [10, 1, null, 5] },
      { kind: 'range', from: 0xc0a8010a, to: 0xc0a80114 },
      { kind: 'exact', ip: '2001:db8::1' },
    ]);
  });

  it('ignores malformed entries instead of throwing', () => {
    const value = '300.1.1.1;10.1;10.*.1;1.2.3.4.*;a.b.c.d;1.2.3.4-;1.2.3.4-5.6.7.8-9.9.9.9;1.2.3.x-1.2.3.9;**;10.01.*';
    expect(parseBlacklist(value)).toEqual([]);
    expect(parseBlacklist('')).toEqual([]);
  });

  it('accepts line breaks, the full-width separator and a range written backwards', () => {
    expect(parseBlacklist('1.1.1.1\n2.2.2.2；3.3.3.3 - 3.3.3.1')).toEqual([
      { kind: 'exact', ip: '1.1.1.1' },
      { kind: 'exact', ip: '2.2.2.2' },
      { kind: 'range', from: 0x03030301, to: 0x03030303 },
    ]);
  });
});

describe('isBlacklisted', () => {
  const rules = parseBlacklist('1.2.3.4;10.1.*;172.16.*.5;192.168.1.10-192.168.1.20;2001:db8::1');

  it.each([
    '1.2.3.4',
    '10.1.0.0',
    '10.1.255.7',
    '172.16.9.5',
    '192.168.1.10',
    '192.168.1.15',
    '192.168.1.20',
    '2001:db8::1',
    '2001:DB8::1',
    '::ffff:1.2.3.4',
  ])('blocks %s', (ip) => {
    expect(isBlacklisted(rules, ip)).toBe(true);
  });

  it.each([
    '1.2.3.40',
    '10.2.0.1',
    '110.1.0.1',
    '172.16.9.50',
    '172.17.9.5',
    '192.168.1.9',
    '192.168.1.21',
    '2001:db8::2',
    '',
    'unknown',
  ])('lets %s through', (ip) => {
    expect(isBlacklisted(rules, ip)).toBe(false);
  });

  it('blocks nothing with an empty list', () => {
    expect(isBlacklisted([], '1.2.3.4')).toBe(false);
  });

  it('never lets an IPv6 address match an IPv4 wildcard or range', () => {
    expect(isBlacklisted(parseBlacklist('*;0.0.0.0-255.255.255.255'), '2001:db8::1')).toBe(false);
    expect(isBlacklisted(parseBlacklist('*'), '8.8.8.8')).toBe(true);
  });
});
