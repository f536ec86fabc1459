import { type Translate, useT } from '../../core/i18n';

/**
 * The server records a location as the reference does, with two markers in Chinese ('内网IP' for
 * private and loopback addresses, '未知' when nothing is known); they read in the page's language.
 */
const MARKERS = { 内网IP: 'monitor.intranetIp', 未知: 'monitor.unknownLocation' } as const;

export function ipLocationText(value: string | null | undefined, t: Translate): string {
  if (!value) return '';
  return Object.hasOwn(MARKERS, value) ? t(MARKERS[value as keyof typeof MARKERS]) : value;
}

/** A login or operation location as a cell shows it. */
export function IpLocation({ value }: { value: string | null | undefined }) {
  const t = useT();
  return <>{ipLocationText(value, t)}</>;
}
