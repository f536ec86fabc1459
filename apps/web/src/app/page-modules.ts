import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadPageMessages } from '../core/i18n/page-messages';

type PageModule = Record<string, unknown>;
type LazyPage = LazyRouteFunction<RouteObject>;

/**
 * Every page, keyed by its menu `component` string: 'system/user/index' is
 * pages/system/user/index.tsx (docs/architecture.md#layout). Only real pages are routable: a
 * folder's index.tsx, and the few pages a menu or static route names beside one; a helper
 * file (a form, a dialog, an input) never is. Core pages are routed explicitly.
 */
const pages = import.meta.glob<PageModule>([
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

const underConstruction: LazyPage = () => import('../pages/_core/under-construction');

export function hasPage(component: string): boolean {
  return Object.hasOwn(pages, `../pages/${component}.tsx`);
}

/**
 * The lazy route module of a component, with the pages' texts; a page not built yet opens
 * "under construction", never 404.
 */
export function pageLazy(component: string): LazyPage {
  const load = (pages[`../pages/${component}.tsx`] as unknown as LazyPage | undefined) ?? underConstruction;
  return async () => (await Promise.all([load(), loadPageMessages()]))[0];
}
