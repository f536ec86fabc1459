import { Layout } from 'antd';
import { type CSSProperties, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useLayoutSettings } from '../core/layout/layout-settings';
import { setSidebarHide, useAppStore } from './app-store';
import { Navbar } from './navbar/navbar';
import { LazySettingsDrawer } from './settings/lazy-settings-drawer';
import { DesktopSidebar, MobileSidebar } from './sidebar/sidebar';
import { CachedOutlet } from './tags-view/cached-outlet';
import { TagsView } from './tags-view/tags-view';
import { useTopNav } from './top-nav/use-top-nav';
import { useDevice } from './use-device';
import './layout.css';

/** The navbar's height, and the tags view's under it when shown (kept in step with layout.css). */
function headerHeight(tagsView: boolean): number {
  return 56 + (tagsView ? 36 : 0);
}

/** docs/web-client.md section 2: with top navigation on, a top item without children hides the sidebar; off, it shows again. */
function useSidebarHiddenByTopNav(): void {
  const { enabled, sidebarNodes } = useTopNav();
  const hide = enabled && sidebarNodes.length === 0;
  useEffect(() => setSidebarHide(hide), [hide]);
}

/**
 * The frame around every logged-in page (docs/web-client.md section 2): the sidebar (a drawer on mobile), the
 * navbar and the tags view above the page, and the settings drawer.
 */
function ShellLayout() {
  useDevice();
  useSidebarHiddenByTopNav();
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
          {tagsView && <TagsView />}
        </header>
        <Layout.Content className="cbo-layout__content">{tagsView ? <CachedOutlet /> : <Outlet />}</Layout.Content>
      </Layout>
      <LazySettingsDrawer />
    </Layout>
  );
}

export { ShellLayout as Component };
