import { isIP, isIPv4 } from 'node:net';

export type HeaderBag = Record<string, string | string[] | undefined>;

/** Headers a reverse proxy may set, in the reference's order of preference (docs/wire-contract.md 8.4). */
const PROXY_HEADERS = ['x-forwarded-for', 'proxy-client-ip', 'wl-proxy-client-ip', 'x-real-ip'] as const;

/** The login log's ipaddr column. */
const MAX_LENGTH = 128;

const LOOPBACK_V6 = new Set(['::1', '0:0:0:0:0:0:0:1']);

/**
 * One address as we store and compare it: trimmed, lower-case, IPv6 loopback and IPv4-mapped
 * IPv6 written as IPv4. Anything else is returned trimmed, unchanged.
 */
export function normaliseIp(ip: string): string {
  const value = ip.trim().toLowerCase();
  if (LOOPBACK_V6.has(value)) return '127.0.0.1';
  const mapped = /^(?:::|0:0:0:0:0:)ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  return value;
}

/** A header entry as an address: proxies sometimes append the port ("1.2.3.4:5678", "[::1]:80"). */
function headerEntryIp(entry: string): string | undefined {
  let value = entry.trim();
  if (!value || value.toLowerCase() === 'unknown') return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  return isIP(value) ? normaliseIp(value) : undefined;
}

function headerValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(','));
}

/**
 * The client's address for logs, sessions and the login blacklist. Proxy headers are only read
 * when the deployment says a trusted proxy sits in front (otherwise anybody could pick their own
 * address); the first real address of a multi-hop list wins. Entries that are not IP addresses are
 * skipped, so header text never reaches the log.
 */
export function clientIp(headers: HeaderBag, remoteAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    for (const name of PROXY_HEADERS) {
      for (const entry of headerValues(headers[name])) {
        const ip = headerEntryIp(entry);
        if (ip) return ip.slice(0, MAX_LENGTH);
      }
    }
  }
  return normaliseIp(remoteAddress ?? '').slice(0, MAX_LENGTH);
}

function ipv4Octets(ip: string): number[] | undefined {
  if (!isIPv4(ip)) return undefined;
  return ip.split('.').map(Number);
}

/**
 * Loopback, private (10/8, 172.16/12, 192.168/16), link-local (169.254/16, fe80::/10) and unique
 * local (fc00::/7) addresses: the login log shows 内网IP for them.
 */
export function isInternalIp(ip: string): boolean {
  const value = normaliseIp(ip);
  const octets = ipv4Octets(value);
  if (octets) {
    const [a, b] = octets;
    return (
      a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
    );
  }
  if (isIP(value) !== 6) return false;
  // The first group decides both prefixes; "::..." starts with a zero group.
  const first = Number.parseInt(value.slice(0, value.indexOf(':')) || '0', 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}
