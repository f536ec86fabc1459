import { MOBILE_BREAKPOINT_PX } from '@cbo/contracts';

/** docs/web-client.md section 4: the device is mobile when the body's width minus 1 is under 992 px. */
export function isMobileWidth(bodyWidth: number): boolean {
  return bodyWidth - 1 < MOBILE_BREAKPOINT_PX;
}

export function isMobileNow(): boolean {
  if (typeof document === 'undefined' || !document.body) return false;
  return isMobileWidth(document.body.getBoundingClientRect().width);
}
