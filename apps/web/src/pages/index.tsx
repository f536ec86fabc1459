import { SYSTEM_NAME } from '@cbo/contracts';
import { Avatar, Card, Col, Divider, Flex, Row, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useAuthStore } from '../core/auth/auth-store';
import { menuGroups } from '../core/auth/menu-links';
import { useMenuStore } from '../core/auth/session';
import { HealthStatus } from '../core/health/health-status';
import { useLocale, useT } from '../core/i18n';
import './index.css';

/** Home until the dashboard exists: who is logged in, the menus they may open, whether the server answers. */
function IndexPage() {
  const locale = useLocale();
  const t = useT();
  const user = useAuthStore(
    useShallow((state) => ({ name: state.name, nickName: state.nickName, avatar: state.avatar, roles: state.roles })),
  );
  const menus = useMenuStore((state) => state.menus);
  const groups = useMemo(() => menuGroups(menus), [menus]);
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1080, margin: '0 auto' }}>
      <Card>
        <Flex gap="middle" align="center" wrap>
          <Avatar size={64} src={user.avatar} alt="" />
          <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('home.welcome', { name: user.nickName || user.name })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('home.account')}: <Typography.Text strong>{user.name}</Typography.Text>
            </Typography.Text>
            <Flex gap={4} wrap align="center">
              <Typography.Text type="secondary">{t('home.roles')}:</Typography.Text>
              {user.roles.map((role) => (
                <Tag key={role} color="blue">
                  {role}
                </Tag>
              ))}
            </Flex>
          </Flex>
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={t('home.menus')} style={{ height: '100%' }}>
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
                          <a
                            key={link.path}
                            className="cbo-home__link"
                            href={link.path}
                            target="_blank"
                            rel="noreferrer"
                          >
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
        </Col>
        <Col xs={24} lg={8}>
          <Card style={{ height: '100%', textAlign: 'center' }}>
            <Flex vertical align="center" gap="middle">
              <Typography.Title level={4} style={{ margin: 0 }}>
                {SYSTEM_NAME[locale]}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t('home.building')}
              </Typography.Paragraph>
              <Divider style={{ margin: 0 }} />
              <HealthStatus />
            </Flex>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

export { IndexPage as Component };
