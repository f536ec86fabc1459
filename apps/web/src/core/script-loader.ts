import { t } from './i18n';

const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();

/**
 * docs/web-client.md section 7's script loader: each URL is loaded once; callers asking while it loads wait in
 * its queue; a failure rejects every waiter with 'Failed to load' and the URL, and a later call
 * tries again.
 */
export function loadScript(url: string): Promise<void> {
  if (loaded.has(url)) return Promise.resolve();
  const waiting = pending.get(url);
  if (waiting) return waiting;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      loaded.add(url);
      pending.delete(url);
      resolve();
    };
    script.onerror = () => {
      pending.delete(url);
      script.remove();
      reject(new Error(t('client.scriptLoadFailed', { url })));
    };
    document.head.appendChild(script);
  });
  pending.set(url, loading);
  return loading;
}
