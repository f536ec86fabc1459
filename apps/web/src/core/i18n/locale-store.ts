import { DEFAULT_LOCALE, LOCALES, type Locale } from '@cbo/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { create } from 'zustand';

/** localStorage key holding the chosen language as a plain string ('zh-CN' or 'en-US'). */
export const LOCALE_STORAGE_KEY = 'language';

const DAYJS_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function readStoredLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage can be unavailable (privacy mode, sandboxed frames): fall back to the default.
    return DEFAULT_LOCALE;
  }
}

function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisting is acceptable; the choice still applies to this page.
  }
}

/** Applies the locale to what lives outside React: `<html lang>` and dayjs formatting. */
function applyLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALES[locale]);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: readStoredLocale(),
  setLocale: (locale) => {
    storeLocale(locale);
    set({ locale });
  },
}));

applyLocale(useLocaleStore.getState().locale);
useLocaleStore.subscribe((state, previous) => {
  if (state.locale !== previous.locale) applyLocale(state.locale);
});

export const useLocale = (): Locale => useLocaleStore((state) => state.locale);
export const getLocale = (): Locale => useLocaleStore.getState().locale;
export const setLocale = (locale: Locale): void => useLocaleStore.getState().setLocale(locale);
