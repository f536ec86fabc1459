import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { useMenuStore } from '../../core/auth/session';
import { useT } from '../../core/i18n';
import { useLayoutSettings } from '../../core/layout/layout-settings';
import { HOME_PATH } from '../../core/routing/paths';
import type { RouteHandle } from '../../core/routing/route-handle';
import { useAppStore } from '../app-store';
import { activeMenuKey, type MenuNode, menuNodes } from '../sidebar/menu-nodes';
import { topItemOf } from './top-items';

/** A top item chosen in the bar (its children fill the sidebar) while the user stays on `at`. */
const useChosenTop = create<{ key?: string; at?: string }>()(() => ({}));

export function chooseTop(key: string, at: string): void {
  useChosenTop.setState({ key, at });
}

/** A page chosen in the bar (home, say) takes over from a chosen directory, even on the same path. */
export function forgetChosenTop(): void {
  useChosenTop.setState({ key: undefined, at: undefined });
}

/** The sidebar's nodes: home first, then the permitted menus. */
export function useMenuTree(): MenuNode[] {
  const t = useT();
  const menus = useMenuStore((state) => state.menus);
  return useMemo<MenuNode[]>(
    () => [{ key: HOME_PATH, title: t('shell.home'), icon: 'dashboard', path: HOME_PATH }, ...menuNodes(menus)],
    [menus, t],
  );
}

export interface TopNavState {
  /** Top navigation is on (and the device is a desktop: on a phone the sidebar drawer keeps the menus). */
  enabled: boolean;
  tops: MenuNode[];
  /** The top item whose children the sidebar shows. */
  active?: MenuNode;
  /** The sidebar's nodes: everything with top navigation off, else the active top item's children. */
  sidebarNodes: MenuNode[];
}

/**
 * docs/web-client.md section 2 (navbar, sidebar): with top navigation on, the first level goes to the navbar and
 * the sidebar shows the children of the current one; a top item without children hides the sidebar.
 */
export function useTopNav(): TopNavState {
  const tree = useMenuTree();
  const { pathname } = useLocation();
  const matches = useMatches();
  const topNav = useLayoutSettings((state) => state.topNav);
  const mobile = useAppStore((state) => state.device === 'mobile');
  const chosen = useChosenTop(useShallow((state) => state));
  const activeKey = activeMenuKey(pathname, (matches.at(-1)?.handle as RouteHandle | undefined)?.activeMenu);
  const enabled = topNav && !mobile;
  return useMemo(() => {
    if (!enabled) return { enabled, tops: tree, sidebarNodes: tree };
    const picked = chosen.at === pathname ? tree.find((node) => node.key === chosen.key) : undefined;
    const active = picked ?? topItemOf(tree, activeKey);
    return { enabled, tops: tree, active, sidebarNodes: active?.children ?? [] };
  }, [enabled, tree, chosen, pathname, activeKey]);
}
