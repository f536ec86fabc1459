import { useSyncExternalStore } from 'react';
import { isMobileNow } from './is-mobile';

/** Re-evaluated on window resize unless the page is hidden (docs/web-client.md section 4). */
function subscribe(onChange: () => void): () => void {
  const listener = () => {
    if (!document.hidden) onChange();
  };
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/**
 * Whether the device is mobile (body width - 1 < 992 px). A small local copy of the layout's
 * device rule, so kit components need nothing from the app shell.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
