import { Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { menuGroups } from '../../../core/auth/menu-links';
import { useMenuStore } from '../../../core/auth/session';
import { useT } from '../../../core/i18n';
import './home.css';

/** The pages the user may open, grouped under their top-level menu. */
export function QuickLinksCard() {
  const t = useT();
  const menus = useMenuStore((state) => state.menus);
  const groups = useMemo(() => menuGroups(menus), [menus]);
  return (
    <Card title={t('home.menus')}>
      {groups.length === 0 ? (
        <Typography.Text type="secondary">{t('home.noMenus')}</Typography.Text>
      ) : (
        <Flex vertical gap="middle">
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <Typography.Text strong>{group.title}</Typography.Text>
              <div className="cbo-home__links">
                {group.links.map((link) =>
                  link.external ? (
                    <a key={link.path} className="cbo-home__link" href={link.path} target="_blank" rel="noreferrer">
                      {link.title}
                    </a>
                  ) : (
                    <Link key={link.path} className="cbo-home__link" to={link.path}>
                      {link.title}
                    </Link>
                  ),
                )}
              </div>
            </nav>
          ))}
        </Flex>
      )}
    </Card>
  );
}
