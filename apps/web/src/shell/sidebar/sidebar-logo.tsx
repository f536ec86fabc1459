import { SYSTEM_NAME } from '@cbo/contracts';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { useLocale, useT } from '../../core/i18n';
import { HOME_PATH } from '../../core/routing/paths';

/** The logo and the system name at the top of the sidebar (the name hides when it is collapsed). */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const locale = useLocale();
  const t = useT();
  const name = SYSTEM_NAME[locale];
  return (
    <Link
      to={HOME_PATH}
      className={collapsed ? 'cbo-sidebar__logo cbo-sidebar__logo--collapsed' : 'cbo-sidebar__logo'}
      aria-label={name}
      title={name}
    >
      <BrandLogo size={28} />
      {!collapsed && (
        <span className="cbo-sidebar__name" lang={locale}>
          {t('shell.logoTitle')}
        </span>
      )}
    </Link>
  );
}
