import { useAuthStore } from '../core/auth/auth-store';

/**
 * When the rights were reloaded under a new permission version (core/auth/session.ts), the
 * current page's loaders run again: a page the user may no longer open answers 401 at once,
 * instead of at the next navigation. Menus and new routes follow from the reloaded getRouters.
 */
export function revalidateOnRightsChange(router: { revalidate(): Promise<void> | void }): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (previous.permVersion && state.permVersion && state.permVersion !== previous.permVersion) {
      void router.revalidate();
    }
  });
}
