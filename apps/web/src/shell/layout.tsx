import { LogoutOutlined } from '@ant-design/icons';
import { SYSTEM_NAME } from '@cbo/contracts';
import { Avatar, Button } from 'antd';
import { Link, Outlet } from 'react-router';
import { HOME_PATH } from '../app/paths';
import { BrandLogo } from '../components/brand-logo';
import { LanguageSwitch } from '../components/language-switch';
import { useAuthStore } from '../core/auth/auth-store';
import { useLogout } from '../core/auth/use-logout';
import { useLocale, useT } from '../core/i18n';
import './layout.css';

/**
 * The frame around every logged-in page until the full layout (sidebar, tabs, settings) lands:
 * the brand, the language, who is logged in and logout.
 */
function ShellLayout() {
  const locale = useLocale();
  const t = useT();
  const logout = useLogout();
  const name = useAuthStore((state) => state.nickName || state.name);
  const avatar = useAuthStore((state) => state.avatar);
  return (
    <div className="cbo-shell">
      <header className="cbo-shell__header">
        <Link to={HOME_PATH} className="cbo-shell__brand">
          <BrandLogo size={32} />
          <span className="cbo-shell__name">{SYSTEM_NAME[locale]}</span>
        </Link>
        <div className="cbo-shell__tools">
          <LanguageSwitch size="small" />
          <span className="cbo-shell__user">
            <Avatar size="small" src={avatar} alt="" />
            <span className="cbo-shell__user-name">{name}</span>
          </span>
          <Button icon={<LogoutOutlined />} onClick={logout}>
            {t('shell.logout')}
          </Button>
        </div>
      </header>
      <main className="cbo-shell__main">
        <Outlet />
      </main>
    </div>
  );
}

export { ShellLayout as Component };
