import { ConfigProvider, theme } from 'antd';
import { useAppStore } from '../app-store';
import { TopNav } from '../top-nav/top-nav';
import { useTopNav } from '../top-nav/use-top-nav';
import { AppBreadcrumb } from './app-breadcrumb';
import { AvatarMenu } from './avatar-menu';
import { ExternalLinks } from './external-links';
import { FullscreenButton } from './fullscreen-button';
import { Hamburger } from './hamburger';
import { LanguageMenu } from './language-menu';
import { MenuSearch } from './menu-search';
import { MoreActions } from './more-actions';
import { NoticeBell } from './notice-bell';
import { SizeSelect } from './size-select';

const NAVBAR_THEME = { algorithm: theme.defaultAlgorithm };

/**
 * The bar above the page: sidebar toggle and breadcrumb (the top menu with top navigation on);
 * menu search, full screen, size, links, language and the user's menu (on a phone, full screen,
 * size and the links are under one "more" button). Its own controls keep one size
 * whatever the size setting, so the bar does not jump.
 */
export function Navbar() {
  const mobile = useAppStore((state) => state.device === 'mobile');
  const topNav = useTopNav().enabled;
  return (
    <ConfigProvider componentSize="middle" theme={NAVBAR_THEME}>
      <div className="cbo-navbar">
        <Hamburger />
        {topNav ? <TopNav /> : <AppBreadcrumb />}
        <div className="cbo-navbar__tools">
          <MenuSearch />
          {mobile ? (
            <MoreActions />
          ) : (
            <>
              <FullscreenButton />
              <SizeSelect />
              <ExternalLinks />
            </>
          )}
          <NoticeBell />
          <LanguageMenu />
          <AvatarMenu />
        </div>
      </div>
    </ConfigProvider>
  );
}
