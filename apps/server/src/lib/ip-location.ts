import { createRequire } from 'node:module';
import { isInternalIp } from './client-ip';

export const INTERNAL_LOCATION = '内网IP';
export const UNKNOWN_LOCATION = '未知';

/** Where an address is, as the region database knows it (empty strings for unknown parts). */
export interface IpRegion {
  country: string;
  province: string;
  city: string;
}

/** A region lookup; null when the address is not in the database. */
export type IpRegionLookup = (ip: string) => IpRegion | null;

let bundled: IpRegionLookup | undefined;

/**
 * The offline ip2region database shipped inside its npm package (IPv4 and IPv6), read once on the
 * first public address: nothing is fetched at install or run time, so closed deployments work.
 */
function bundledLookup(): IpRegionLookup {
  if (!bundled) {
    // The package is CommonJS with its class on `default`; require keeps that shape under tsx and Vitest.
    const require = createRequire(import.meta.url);
    const { default: IP2Region } = require('ip2region') as typeof import('ip2region');
    const database = new IP2Region();
    bundled = (ip) => database.search(ip);
  }
  return bundled;
}

/** The database's markers for reserved ranges it does not place. */
const RESERVED = new Set([INTERNAL_LOCATION, '0']);
const part = (text: string | undefined) => (text && !RESERVED.has(text) ? text.trim() : '');

/**
 * The login log's and operation log's location of an address, like the reference's: '内网IP' for
 * loopback and private ranges, 'province city' inside China, the country elsewhere, '未知' when
 * the database has nothing (or cannot be read).
 */
export function ipLocation(ip: string, lookup?: IpRegionLookup): string {
  if (!ip || isInternalIp(ip)) return INTERNAL_LOCATION;
  let region: IpRegion | null;
  try {
    region = (lookup ?? bundledLookup())(ip);
  } catch {
    return UNKNOWN_LOCATION;
  }
  if (!region) return UNKNOWN_LOCATION;
  if (region.city === INTERNAL_LOCATION) return INTERNAL_LOCATION;
  const [country, province, city] = [part(region.country), part(region.province), part(region.city)];
  const local = [province, city].filter((name, index, names) => name && names.indexOf(name) === index);
  if (local.length > 0) return local.join(' ');
  return country || UNKNOWN_LOCATION;
}
