import { Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ipLocationText } from '../../../components/monitor/ip-location';
import { useAuthStore } from '../../../core/auth/auth-store';
import { useT } from '../../../core/i18n';
import { useRecentLogins } from './use-recent-logins';

/** Menu path of the login log page (system > log > login log). */
const LOGIN_LOG_PATH = '/system/log/logininfor';

/** The user's own latest logins: when, from where, with what, and whether it worked. */
export function RecentLoginsCard() {
  const t = useT();
  const userName = useAuthStore((state) => state.name);
  const { data, isPending, isError } = useRecentLogins(userName);
  return (
    <Card title={t('home.recentLogins')} extra={<Link to={LOGIN_LOG_PATH}>{t('home.recentLogins.all')}</Link>}>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : isError || data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.recentLogins.empty')} />
      ) : (
        <ul className="cbo-home__logins">
          {data.map((row) => (
            <li key={row.infoId} className="cbo-home__login">
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Typography.Text>{row.loginTime}</Typography.Text>
                <Typography.Text type="secondary" ellipsis>
                  {[row.ipaddr, ipLocationText(row.loginLocation, t), row.browser, row.os].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Flex>
              <Tag color={row.status === '0' ? 'success' : 'error'}>
                {t(row.status === '0' ? 'home.recentLogins.success' : 'home.recentLogins.failure')}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
