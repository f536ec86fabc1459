import { Outlet } from 'react-router';
import { useDocumentTitle } from './use-document-title';
import { useScrollToTop } from './use-scroll-to-top';

/** The top route: document-wide effects of navigation and locale, around every page. */
export function RootLayout() {
  useScrollToTop();
  useDocumentTitle();
  return <Outlet />;
}
