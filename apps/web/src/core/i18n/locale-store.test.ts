import { afterEach, describe, expect, it, vi } from 'vitest';

/** The store reads localStorage when its module loads, so each case loads a fresh copy. */
async function loadStore() {
  vi.resetModules();
  return import('./locale-store');
}

afterEach(() => {
  vi.resetModules();
});

describe('locale store', () => {
  it('defaults to zh-CN when nothing is stored', async () => {
    const { getLocale } = await loadStore();
    expect(getLocale()).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('restores the language stored under the `language` key', async () => {
    window.localStorage.setItem('language', 'en-US');
    const { getLocale } = await loadStore();
    expect(getLocale()).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('ignores a stored value that is not one of our locales', async () => {
    window.localStorage.setItem('language', 'fr-FR');
    const { getLocale } = await loadStore();
    expect(getLocale()).toBe('zh-CN');
  });

  it('stores the chosen language as a plain string', async () => {
    const { setLocale, getLocale } = await loadStore();
    setLocale('en-US');
    expect(getLocale()).toBe('en-US');
    expect(window.localStorage.getItem('language')).toBe('en-US');
  });
});
