import { Outlet, useMatches } from 'react-router';
import { useT } from '../core/i18n';
import { useLayoutSettings } from '../core/layout/layout-settings';
import { pageTitle } from '../core/routing/route-handle';
import { useDocumentTitle } from './use-document-title';
import { useScrollToTop } from './use-scroll-to-top';

/**
 * The top route: document-wide effects of navigation and locale, around every page. With dynamic
 * title on, the document title starts with the page's title (docs/architecture.md#web-app).
 */
export function RootLayout() {
  const t = useT();
  const matches = useMatches();
  const dynamicTitle = useLayoutSettings((state) => state.dynamicTitle);
  useScrollToTop();
  useDocumentTitle(dynamicTitle ? pageTitle(matches, t) : undefined);
  return <Outlet />;
}
