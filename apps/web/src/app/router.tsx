import { WEB_BASE } from '@cbo/contracts';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { HOME_PATH, NOT_FOUND_PATH, UNAUTHORIZED_PATH } from './paths';
import { RootLayout } from './root-layout';

/** `/competition-bak`: react-router wants the base without the trailing slash. */
export const ROUTER_BASENAME = WEB_BASE.replace(/\/$/, '');

/** Pages load lazily; each page module exports `Component` (react-router's lazy route module). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      { path: HOME_PATH, lazy: () => import('../pages/index') },
      { path: NOT_FOUND_PATH, lazy: () => import('../pages/_core/404') },
      { path: UNAUTHORIZED_PATH, lazy: () => import('../pages/_core/401') },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: ROUTER_BASENAME });
}
