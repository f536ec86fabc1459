import { useLocation, useNavigate } from 'react-router';
import { closePageTab } from '../../../core/routing/page-tabs';

/** Closes this page's tab and goes to `to` (the reference's "close" button of a sub-page). */
export function useClosePage(to: string) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    closePageTab(pathname);
    navigate(to);
  };
}
