import { DEFAULT_LOCALE, TOKEN_COOKIE } from '@cbo/contracts';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';
import { useAuthStore } from '../core/auth/auth-store';
import { forgetSession, useMenuStore } from '../core/auth/session';
import { useLocaleStore } from '../core/i18n/locale-store';
import { loadPageMessages } from '../core/i18n/page-messages';

// Pages render here without their route, which would load their texts.
await loadPageMessages();

// CI runs the server suites beside these on two cores: waiting for what appears on screen gets
// more time than Testing Library's 1 s default, so a loaded machine is not mistaken for a bug.
configure({ asyncUtilTimeout: 5000 });

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

// jsdom has no ResizeObserver; antd's tables, trees and overflow menus observe their size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

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
