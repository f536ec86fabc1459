import { Navigate, useLocation, useParams } from 'react-router';

/**
 * `/redirect/<path>` replaces itself with `/<path>` and the same query, so the page is mounted anew
 * (the tabs' "refresh page").
 */
function RedirectPage() {
  const { '*': path = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${path}${search}${hash}`} replace />;
}

export { RedirectPage as Component };
