import { Layout } from 'antd';
import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useLayoutSettings } from '../app/layout-settings';
import { useAppStore } from './app-store';
import { Navbar } from './navbar/navbar';
import { LazySettingsDrawer } from './settings/lazy-settings-drawer';
import { DesktopSidebar, MobileSidebar } from './sidebar/sidebar';
import { TagsViewSlot } from './tags-view-slot';
import { useDevice } from './use-device';
import './layout.css';

/** The navbar's height, and the tags view's under it when shown (kept in step with layout.css). */
function headerHeight(tagsView: boolean): number {
  return 56 + (tagsView ? 36 : 0);
}

/**
 * The frame around every logged-in page (spec section 2): the sidebar (a drawer on mobile), the
 * navbar and the tags view above the page, and the settings drawer.
 */
function ShellLayout() {
  useDevice();
  const { device, hide } = useAppStore(useShallow((state) => ({ device: state.device, hide: state.sidebar.hide })));
  const { fixedHeader, tagsView, color } = useLayoutSettings(
    useShallow((state) => ({ fixedHeader: state.fixedHeader, tagsView: state.tagsView, color: state.theme })),
  );
  const mobile = device === 'mobile';
  return (
    <Layout
      className="cbo-layout"
      data-device={device}
      hasSider={!mobile && !hide}
      style={{ '--cbo-primary': color, '--cbo-header-height': `${headerHeight(tagsView)}px` } as CSSProperties}
    >
      {!hide && (mobile ? <MobileSidebar /> : <DesktopSidebar />)}
      <Layout className="cbo-layout__main">
        <header className={fixedHeader ? 'cbo-layout__header cbo-layout__header--fixed' : 'cbo-layout__header'}>
          <Navbar />
          {tagsView && <TagsViewSlot />}
        </header>
        <Layout.Content className="cbo-layout__content">
          <Outlet />
        </Layout.Content>
      </Layout>
      <LazySettingsDrawer />
    </Layout>
  );
}

export { ShellLayout as Component };
