import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { Link, useMatches } from 'react-router';
import { useMenuStore } from '../../core/auth/session';
import { useT } from '../../core/i18n';
import { breadcrumbItems } from './breadcrumb-items';

/** Where the page sits in the menus: home, its directories, the page. */
export function AppBreadcrumb() {
  const t = useT();
  const matches = useMatches();
  const menus = useMenuStore((state) => state.menus);
  const crumbs = useMemo(() => breadcrumbItems(matches, t, menus), [matches, t, menus]);
  return (
    <nav className="cbo-navbar__breadcrumb" aria-label={t('shell.breadcrumb')}>
      <Breadcrumb
        items={crumbs.map((crumb) => ({
          key: crumb.key,
          title: crumb.path ? (
            <Link to={crumb.path}>{crumb.title}</Link>
          ) : (
            <span aria-current={crumb === crumbs.at(-1) ? 'page' : undefined}>{crumb.title}</span>
          ),
        }))}
      />
    </nav>
  );
}
