import { DEFAULT_LOCALE, TOKEN_COOKIE } from '@cbo/contracts';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';
import { useAuthStore } from '../core/auth/auth-store';
import { forgetSession, useMenuStore } from '../core/auth/session';
import { useLocaleStore } from '../core/i18n/locale-store';

// jsdom has no matchMedia; antd's responsive observers (Grid, Flex gap checks) call it.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom does not implement scrolling and logs "Not implemented" for it.
window.scrollTo = vi.fn() as typeof window.scrollTo;

const signedOut = useAuthStore.getState();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  Cookies.remove(TOKEN_COOKIE);
  useAuthStore.setState({ ...signedOut, token: undefined }, true);
  useMenuStore.setState({ menus: [] });
  forgetSession();
  useLocaleStore.setState({ locale: DEFAULT_LOCALE });
  vi.mocked(window.scrollTo).mockClear();
});
