import type { LazyRouteFunction, RouteObject } from 'react-router';

type PageModule = Record<string, unknown>;
export type LazyPage = LazyRouteFunction<RouteObject>;

/**
 * Loaded with the first page, never with the login page (page-modules.ts): the list of every page
 * and of each page's chunks is the entry's largest part, and the login page needs none of it.
 *
 * Every page, keyed by its menu `component` string: 'system/user/index' is
 * pages/system/user/index.tsx (docs/architecture.md#layout). Only real pages are routable: a
 * folder's index.tsx, and the few pages a menu or static route names beside one; a helper
 * file (a form, a dialog, an input) never is. Core pages are routed explicitly.
 */
export const pages = import.meta.glob<PageModule>([
  '../pages/index.tsx',
  '../pages/**/index.tsx',
  '../pages/system/user-auth/role.tsx',
  '../pages/system/role-auth/user.tsx',
  '../pages/grouping/role-auth/user.tsx',
  '../pages/taskinfo/role-auth/detail.tsx',
  '../pages/comp/application/detail.tsx',
  '../pages/comp/schedule/roadshows/console.tsx',
  '../pages/comp/schedule/roadshows/presenter.tsx',
  '../pages/monitor/cache/list.tsx',
  '!../pages/_core/**',
]);

export function hasPage(component: string): boolean {
  return Object.hasOwn(pages, `../pages/${component}.tsx`);
}
