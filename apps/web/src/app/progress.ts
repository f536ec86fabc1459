import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import type { DataRouter } from 'react-router';

// docs/web-client.md section 2: a page-top loading bar without a spinner during route changes.
NProgress.configure({ showSpinner: false });

/** Runs the bar while the router loads the next page (guard, session, page code). */
export function trackNavigationProgress(router: DataRouter): () => void {
  if (!router.state.initialized) NProgress.start();
  return router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.initialized) NProgress.done();
    else NProgress.start();
  });
}
