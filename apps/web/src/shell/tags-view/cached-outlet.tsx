import { Activity, type ReactElement, type ReactNode, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useMatches, useOutlet } from 'react-router';
import { forgetScroll, rememberScroll } from './scroll-memory';
import { useTagsStore } from './tags-store';
import { viewOf } from './use-visited-views';

type LocationContextValue = React.ContextType<typeof LocationContext>;

interface CachedPage {
  element: ReactNode;
  /** The location the page was left at: hidden, it keeps seeing its own path and query. */
  location: LocationContextValue;
}

/**
 * docs/architecture.md#web-app (docs/adr/0009): the layout keeps the outlet element of each open tab, keyed by its
 * full path, and renders each inside `<Activity>`; only the current one is visible. A hidden page
 * keeps its state (filters, page number, form input) and its DOM; its effects pause until it shows
 * again. noCache pages are not kept; closing or refreshing a tab drops its page.
 */
export function CachedOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const matches = useMatches();
  const locationContext = useContext(LocationContext);
  const cached = useTagsStore((state) => state.cached);
  const pages = useRef(new Map<string, CachedPage>());
  const view = viewOf(location, matches);
  const current = `${location.pathname}${location.search}`;
  const keep = Boolean(view && !view.meta.noCache);

  for (const key of [...pages.current.keys()]) {
    if (key !== current && !cached.includes(key)) {
      pages.current.delete(key);
      forgetScroll(key);
    }
  }
  if (keep) pages.current.set(current, { element: outlet, location: locationContext });
  else pages.current.delete(current);

  useScrollMemory(keep ? current : undefined);

  const entries: ReactElement[] = [...pages.current].map(([key, page]) => (
    <Activity key={key} mode={key === current ? 'visible' : 'hidden'}>
      <LocationContext.Provider value={key === current ? locationContext : page.location}>
        {page.element}
      </LocationContext.Provider>
    </Activity>
  ));
  return (
    <>
      {entries}
      {!keep && <Uncached key={current}>{outlet}</Uncached>}
    </>
  );
}

function Uncached({ children }: { children: ReactNode }) {
  return children;
}

/**
 * Remembers the window's scroll position of the page shown, so its tab returns to it. The key
 * changes when the navigation commits, before the browser reports the scroll that the page swap
 * causes, so that scroll counts for the page now shown.
 */
function useScrollMemory(key: string | undefined): void {
  const shown = useRef(key);
  useLayoutEffect(() => {
    shown.current = key;
  }, [key]);
  useEffect(() => {
    const onScroll = () => {
      if (shown.current) rememberScroll(shown.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
}
