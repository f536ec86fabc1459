import { useLocation, useNavigate } from 'react-router';
import { closeTab, useTagsStore } from '../../../shell/tags-view/tags-store';

/** Closes this page's tab and goes to `to` (the reference's "close" button of a sub-page). */
export function useClosePage(to: string) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    const view = useTagsStore.getState().views.find((item) => item.path === pathname);
    if (view) closeTab(view);
    navigate(to);
  };
}
