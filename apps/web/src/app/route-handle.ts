import type { TranslationKey } from '../core/i18n';

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
  /** A tab that cannot be closed. */
  affix?: boolean;
  /** An external page embedded in a frame (InnerLink). */
  link?: string | null;
  /** The menu item to highlight for a hidden route. */
  activeMenu?: string;
  hidden?: boolean;
}
