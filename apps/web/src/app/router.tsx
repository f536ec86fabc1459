import { WEB_BASE } from '@cbo/contracts';
import { createBrowserRouter, type DOMRouterOpts, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import {
  LOGIN_PATH,
  NOT_FOUND_PATH,
  PASSWORD_CHANGE_PATH,
  REGISTER_PATH,
  UNAUTHORIZED_PATH,
} from '../core/routing/paths';
import { trackNavigationProgress } from './progress';
import { revalidateOnRightsChange } from './rights-revalidation';
import { RootLayout } from './root-layout';
import { createSessionGuard, discoverSessionRoutes, LAYOUT_ROUTE_ID } from './session-guard';
import { layoutRoutes } from './static-routes';

/** `/competition-bak`: react-router wants the base without the trailing slash. */
export const ROUTER_BASENAME = WEB_BASE.replace(/\/$/, '');

/**
 * Pages load lazily; each page module exports `Component` (react-router's lazy route module). The
 * root's loader is the route guard and runs on every navigation; menu routes are added under the
 * layout route when a path is not matched yet (`patchRoutesOnNavigation`).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    loader: createSessionGuard(ROUTER_BASENAME),
    shouldRevalidate: () => true,
    children: [
      { path: LOGIN_PATH, lazy: () => import('../pages/_core/login') },
      { path: REGISTER_PATH, lazy: () => import('../pages/_core/register') },
      { path: PASSWORD_CHANGE_PATH, lazy: () => import('../pages/user/password-change') },
      { path: NOT_FOUND_PATH, lazy: () => import('../pages/_core/404') },
      { path: UNAUTHORIZED_PATH, lazy: () => import('../pages/_core/401') },
      { id: LAYOUT_ROUTE_ID, lazy: () => import('../shell/layout'), children: layoutRoutes },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];

/** Options shared by the browser router and the tests' memory router. */
export const routerOptions = {
  basename: ROUTER_BASENAME,
  patchRoutesOnNavigation: discoverSessionRoutes,
} satisfies DOMRouterOpts;

export function createAppRouter() {
  const router = createBrowserRouter(routes, routerOptions);
  trackNavigationProgress(router);
  revalidateOnRightsChange(router);
  return router;
}
