import { loadPageMessages } from '../core/i18n/page-messages';
import type { LazyPage } from './page-loaders';

const underConstruction: LazyPage = () => import('../pages/_core/under-construction');

/**
 * The lazy route module of a component, with the pages' texts; a page not built yet opens
 * "under construction", never 404. The pages' list (page-loaders.ts) loads with the first page.
 */
export function pageLazy(component: string): LazyPage {
  return async () => {
    const { pages } = await import('./page-loaders');
    const load = (pages[`../pages/${component}.tsx`] as unknown as LazyPage | undefined) ?? underConstruction;
    return (await Promise.all([load(), loadPageMessages()]))[0];
  };
}
