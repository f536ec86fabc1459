import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../../core/routing/route-handle';
import { useTopNav } from '../top-nav/use-top-nav';
import { menuItems } from './menu-items';
import { activeMenuKey, ancestorKeys, type MenuNode, uniqueOpenKeys } from './menu-nodes';

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
  // With top navigation on, the sidebar shows the children of the current top item.
  const nodes = useTopNav().sidebarNodes;
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
