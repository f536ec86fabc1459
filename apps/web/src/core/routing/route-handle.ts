import type { Translate, TranslationKey } from '../i18n';

/**
 * What a route tells the shell (menus, tabs, breadcrumbs, document title): the menu's own title
 * from the server, or a catalogue key for the app's static routes.
 */
export interface RouteHandle {
  title?: string;
  titleKey?: TranslationKey;
  icon?: string;
  /** Not kept in the tab cache. */
  noCache?: boolean;
  /** One tab for the route whatever its parameters: a visit replaces the route's tab (the scoring page). */
  singleTab?: boolean;
  /** A tab that cannot be closed. */
  affix?: boolean;
  /** An external page embedded in a frame (InnerLink). */
  link?: string | null;
  /** The menu item to highlight for a hidden route. */
  activeMenu?: string;
  hidden?: boolean;
  /** The menu's redirect; 'noRedirect' (a directory) is not a link in the breadcrumb. */
  redirect?: string;
}

/** A route's title in the current language: the server's title, else the catalogue's. */
export function routeTitle(handle: RouteHandle | undefined, t: Translate): string | undefined {
  if (!handle) return undefined;
  return handle.title || (handle.titleKey ? t(handle.titleKey) : undefined);
}

/** The title of the innermost route that has one (the page's title). */
export function pageTitle(matches: readonly { handle: unknown }[], t: Translate): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = routeTitle(matches[index].handle as RouteHandle | undefined, t);
    if (title) return title;
  }
  return undefined;
}

/**
 * The home page's handle: the one affixed tab. The static routes give it to the home route and
 * the tabs start from it, so the shell needs nothing of the app's route table.
 */
export const HOME_HANDLE: RouteHandle = { titleKey: 'shell.home', affix: true };
