import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { applyDevice, closeSidebar, currentDevice, useAppStore } from './app-store';

/**
 * docs/web-client.md section 4: the device follows the body's width, re-evaluated on resize unless the page is
 * hidden; in mobile mode an open sidebar closes when the route changes.
 */
export function useDevice(): void {
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    applyDevice(currentDevice());
    const onResize = () => {
      if (!document.hidden) applyDevice(currentDevice());
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each route change, reading the store then
  useEffect(() => {
    const { device, sidebar } = useAppStore.getState();
    if (device === 'mobile' && sidebar.opened) closeSidebar(false);
  }, [pathname]);
}
