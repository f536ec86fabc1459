import { z } from 'zod';

/**
 * Route metadata of a `getRouters` item (the reference's MetaVo, docs/wire-contract.md section 4.2). MetaVo has no
 * omission rules, so all four keys are always present.
 */
export const routerMeta = z.object({
  /** The menu's title (sys_menu.menu_name). */
  title: z.string(),
  icon: z.string(),
  /** true when the page is not kept in the tab cache (sys_menu.is_cache = 1). */
  noCache: z.boolean(),
  /** The menu path when it starts with http:// or https://, else null. */
  link: z.string().nullable(),
});

export type RouterMeta = z.infer<typeof routerMeta>;

/**
 * One route of the `getRouters` tree (the reference's RouterVo, docs/wire-contract.md section 4.2), keys in the
 * reference's order. Optional keys are omitted rather than null or empty: `redirect`, `alwaysShow` and
 * `children` appear on directories with children, `query` when non-empty, and `meta` is omitted on the
 * wrapper route of a top-level page (the "frame" case of section 4.3). `component` is 'Layout',
 * 'ParentView', 'InnerLink' or a view path such as 'system/user/index'. `permissions` and `roles` gate
 * the route in the web; the server fills `permissions` from the menu's perms.
 */
export const routerItem = z.object({
  name: z.string(),
  path: z.string(),
  hidden: z.boolean(),
  redirect: z.string().optional(),
  component: z.string(),
  /** A JSON string of route query parameters, e.g. '{"id":1}'. */
  query: z.string().optional(),
  alwaysShow: z.boolean().optional(),
  meta: routerMeta.optional(),
  get children() {
    return z.array(routerItem).optional();
  },
  permissions: z.array(z.string()).optional(),
  roles: z.array(z.string()).optional(),
});

export type RouterItem = z.infer<typeof routerItem>;
