import { describe, expect, it } from 'vitest';
import { setLocale } from './i18n';
import { loadScript } from './script-loader';

const scripts = (url: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src === url);

describe('loadScript', () => {
  it('adds a URL once and resolves every caller queued while it loads', async () => {
    const url = 'http://localhost/a.js';
    const first = loadScript(url);
    const second = loadScript(url);
    expect(scripts(url)).toHaveLength(1);
    scripts(url)[0].dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadScript(url);
    expect(scripts(url)).toHaveLength(1);
  });

  it('rejects the queue with the failure text and the URL, and tries again later', async () => {
    setLocale('en-US');
    const url = 'http://localhost/broken.js';
    const first = loadScript(url);
    const second = loadScript(url);
    scripts(url)[0].dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(`Failed to load ${url}`);
    await expect(second).rejects.toThrow(`Failed to load ${url}`);
    expect(scripts(url)).toHaveLength(0);
    void loadScript(url).catch(() => undefined);
    expect(scripts(url)).toHaveLength(1);
  });

  it('names the URL in the Chinese failure text too', async () => {
    setLocale('zh-CN');
    const url = 'http://localhost/missing.js';
    const loading = loadScript(url);
    scripts(url)[0].dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(`加载失败：${url}`);
  });
});
