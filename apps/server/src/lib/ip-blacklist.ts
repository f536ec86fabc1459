import { isIP, isIPv4 } from 'node:net';
import { normaliseIp } from './client-ip';

/**
 * One entry of `sys.login.blackIPList` (docs/wire-contract.md 6.4):
 * - `exact`: an IPv4 or IPv6 address, compared as a normalised string;
 * - `wildcard`: four IPv4 octets, `null` where the entry says `*` (`10.1.*` = `10.1.*.*`);
 * - `range`: an inclusive IPv4 range `a.b.c.d-e.f.g.h`, as 32-bit numbers.
 */
export type IpRule =
  | { kind: 'exact'; ip: string }
  | { kind: 'wildcard'; octets: Array<number | null> }
  | { kind: 'range'; from: number; to: number };

const OCTET = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function ipv4ToNumber(ip: string): number | undefined {
  if (!isIPv4(ip)) return undefined;
  return ip.split('.').reduce((total, octet) => total * 256 + Number(octet), 0);
}

function parseWildcard(entry: string): IpRule | undefined {
  const parts = entry.split('.');
  if (parts.length > 4) return undefined;
  // A short pattern must end in `*`: "10.1" alone is a typo, not a prefix.
  if (parts.length < 4 && parts[parts.length - 1] !== '*') return undefined;
  const octets: Array<number | null> = [];
  for (const part of parts) {
    if (part === '*') octets.push(null);
    else if (OCTET.test(part)) octets.push(Number(part));
    else return undefined;
  }
  while (octets.length < 4) octets.push(null);
  return { kind: 'wildcard', octets };
}

function parseRange(entry: string): IpRule | undefined {
  const [left, right, ...rest] = entry.split('-');
  if (rest.length > 0 || right === undefined) return undefined;
  const a = ipv4ToNumber(left.trim());
  const b = ipv4ToNumber(right.trim());
  if (a === undefined || b === undefined) return undefined;
  // A range written backwards still says which addresses the administrator meant.
  return { kind: 'range', from: Math.min(a, b), to: Math.max(a, b) };
}

function parseEntry(entry: string): IpRule | undefined {
  if (entry.includes('*')) return parseWildcard(entry);
  if (entry.includes('-')) return parseRange(entry);
  return isIP(entry) ? { kind: 'exact', ip: normaliseIp(entry) } : undefined;
}

/**
 * Parses the `;`-separated list. Blank and malformed entries are skipped: a typo in the setting
 * must never lock everybody out or break the login. Line breaks and the full-width `；` separate
 * entries too, since administrators type the list by hand.
 */
export function parseBlacklist(value: string): IpRule[] {
  return value
    .split(/[;；\r\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map(parseEntry)
    .filter((rule): rule is IpRule => rule !== undefined);
}

function matches(rule: IpRule, ip: string, asNumber: number | undefined): boolean {
  switch (rule.kind) {
    case 'exact':
      return rule.ip === ip;
    case 'range':
      return asNumber !== undefined && asNumber >= rule.from && asNumber <= rule.to;
    case 'wildcard': {
      if (asNumber === undefined) return false;
      const octets = ip.split('.').map(Number);
      return rule.octets.every((octet, index) => octet === null || octet === octets[index]);
    }
  }
}

/** True when the address matches any rule; wildcards and ranges only ever match IPv4. */
export function isBlacklisted(rules: IpRule[], ip: string): boolean {
  if (rules.length === 0 || !ip) return false;
  const normalised = normaliseIp(ip);
  const asNumber = ipv4ToNumber(normalised);
  return rules.some((rule) => matches(rule, normalised, asNumber));
}
