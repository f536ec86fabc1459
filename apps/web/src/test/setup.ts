import { DEFAULT_LOCALE } from '@cbo/contracts';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
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

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  useLocaleStore.setState({ locale: DEFAULT_LOCALE });
  vi.mocked(window.scrollTo).mockClear();
});
