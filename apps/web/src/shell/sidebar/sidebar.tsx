import { ConfigProvider, Drawer, Layout } from 'antd';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../core/i18n';
import { useLayoutSettings } from '../../core/layout/layout-settings';
import { closeSidebar, useAppStore } from '../app-store';
import { SidebarLogo } from './sidebar-logo';
import { SidebarMenu } from './sidebar-menu';

/** docs/web-client.md section 9: the sidebar is 200px wide; collapsed, it keeps the icons. */
export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

const MENU_THEME = { components: { Menu: { collapsedWidth: SIDEBAR_COLLAPSED_WIDTH } } };

function SidebarContent({ collapsed }: { collapsed: boolean }) {
  const t = useT();
  const { sidebarLogo, sideTheme } = useLayoutSettings(
    useShallow((state) => ({ sidebarLogo: state.sidebarLogo, sideTheme: state.sideTheme })),
  );
  const theme = sideTheme === 'theme-light' ? 'light' : 'dark';
  return (
    <nav className={`cbo-sidebar cbo-sidebar--${theme}`} aria-label={t('shell.menu')}>
      {sidebarLogo && <SidebarLogo collapsed={collapsed} />}
      <ConfigProvider theme={MENU_THEME}>
        <SidebarMenu theme={theme} collapsed={collapsed} />
      </ConfigProvider>
    </nav>
  );
}

/** Desktop: a fixed-width column beside the page, collapsed to its icons by the navbar's toggle. */
export function DesktopSidebar() {
  const sidebar = useAppStore((state) => state.sidebar);
  const sideTheme = useLayoutSettings((state) => state.sideTheme);
  const collapsed = !sidebar.opened;
  return (
    <Layout.Sider
      className={sidebar.withoutAnimation ? 'cbo-layout__sider cbo-no-animation' : 'cbo-layout__sider'}
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      theme={sideTheme === 'theme-light' ? 'light' : 'dark'}
    >
      <SidebarContent collapsed={collapsed} />
    </Layout.Sider>
  );
}

/** Mobile: the same menu in a drawer from the left, closed by its mask or by a navigation. */
export function MobileSidebar() {
  const opened = useAppStore((state) => state.sidebar.opened);
  return (
    <Drawer
      className="cbo-mobile-sidebar"
      placement="left"
      size={SIDEBAR_WIDTH}
      open={opened}
      closable={false}
      onClose={() => closeSidebar(false)}
      styles={{ body: { padding: 0 } }}
    >
      <SidebarContent collapsed={false} />
    </Drawer>
  );
}
