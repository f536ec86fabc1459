import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { rememberedScroll } from '../shell/tags-view/scroll-memory';

/**
 * docs/web-client.md section 2: the router scrolls to the top on navigation (not on the first render); a cached
 * tab's page returns to where it was left (docs/architecture.md#web-app).
 */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  const current = `${pathname}${search}`;
  const previous = useRef(current);
  useLayoutEffect(() => {
    if (previous.current === current) return;
    previous.current = current;
    window.scrollTo({ top: rememberedScroll(current) ?? 0, left: 0 });
  }, [current]);
}
