import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Spec section 2: the router scrolls to the top on navigation (not on the first render). */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  const current = `${pathname}${search}`;
  const previous = useRef(current);
  useLayoutEffect(() => {
    if (previous.current === current) return;
    previous.current = current;
    window.scrollTo({ top: 0, left: 0 });
  }, [current]);
}
