import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { HOME_PATH } from '../../app/paths';
import type { RouteHandle } from '../../app/route-handle';
import { useMenuStore } from '../../core/auth/session';
import { useT } from '../../core/i18n';
import { menuItems } from './menu-items';
import { activeMenuKey, ancestorKeys, type MenuNode, menuNodes, uniqueOpenKeys } from './menu-nodes';

export interface SidebarMenuProps {
  theme: 'dark' | 'light';
  collapsed: boolean;
}

function useActiveKey(): string {
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return activeMenuKey(pathname, handle?.activeMenu);
}

function openFor(nodes: readonly MenuNode[], activeKey: string, collapsed: boolean): string[] {
  return collapsed ? [] : ancestorKeys(nodes, activeKey);
}

/** The permitted routes as the sidebar's menu, home first; one submenu open at a time. */
export function SidebarMenu({ theme, collapsed }: SidebarMenuProps) {
  const t = useT();
  const menus = useMenuStore((state) => state.menus);
  const nodes = useMemo<MenuNode[]>(
    () => [{ key: HOME_PATH, title: t('shell.home'), icon: 'dashboard', path: HOME_PATH }, ...menuNodes(menus)],
    [menus, t],
  );
  const items = useMemo(() => menuItems(nodes, collapsed), [nodes, collapsed]);
  const activeKey = useActiveKey();
  // The active page's submenus open on each navigation; collapsed, submenus are popups opened on hover.
  const [openKeys, setOpenKeys] = useState(() => openFor(nodes, activeKey, collapsed));
  useEffect(() => setOpenKeys(openFor(nodes, activeKey, collapsed)), [nodes, activeKey, collapsed]);
  return (
    <Menu
      className="cbo-sidebar__menu"
      mode="inline"
      theme={theme}
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={[activeKey]}
      openKeys={openKeys}
      onOpenChange={(next) => setOpenKeys(uniqueOpenKeys(nodes, openKeys, next))}
    />
  );
}
