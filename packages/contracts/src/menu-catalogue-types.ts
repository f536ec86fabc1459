/**
 * One entry of the menu and permission catalogue (docs/architecture.md#data). `code` is the stable
 * key: start-up upserts the system-owned columns (path, component, permission, type, parent) of the
 * row with that code, and leaves title, order, visibility and icon alone once an administrator has
 * changed them.
 */
export interface MenuEntry {
  code: string;
  /** Code of the parent entry; null for a top-level entry. */
  parent: string | null;
  /** M directory, C menu (a page), F button (a permission only). */
  type: 'M' | 'C' | 'F';
  /** zh-CN title, as the reference's menu_name. */
  title: string;
  /** en-US title (menu_name_en); the catalogue fills it from `title` when an entry names none. */
  titleEn?: string;
  path: string;
  component?: string;
  /** JSON string of route query parameters. */
  query?: string;
  routeName?: string;
  perms?: string;
  icon: string;
  order: number;
  /** false = an external link opened in a new tab (the reference's is_frame 0). */
  internal?: boolean;
  /** true = the page is cached in tabs (the reference's is_cache 0). */
  cache?: boolean;
  visible?: boolean;
  /**
   * Role keys that get this entry and its subtree by default (with the entries above it, so it
   * shows): when the seed creates the role, and once when the entry (or a key in this list) is new
   * to an existing database. An administrator's later removal is never undone (ADR 0003).
   */
  roles?: readonly string[];
}
