import { SYSTEM_NAME } from '@cbo/contracts';
import { Card, Divider, Flex, Typography, theme } from 'antd';
import { LanguageSwitch } from '../components/language-switch';
import { HealthStatus } from '../core/health/health-status';
import { useLocale, useT } from '../core/i18n';

/** Placeholder home until the dashboard exists: who we are, whether the server answers, the language. */
function IndexPage() {
  const locale = useLocale();
  const t = useT();
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 24, boxSizing: 'border-box', background: token.colorBgLayout }}
    >
      <Card style={{ width: '100%', maxWidth: 560, textAlign: 'center' }}>
        <Flex vertical align="center" gap="middle">
          <LanguageSwitch size="small" />
          <Typography.Title level={2} style={{ margin: 0 }}>
            {SYSTEM_NAME[locale]}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('home.building')}
          </Typography.Paragraph>
          <Divider style={{ margin: 0 }} />
          <HealthStatus />
        </Flex>
      </Card>
    </Flex>
  );
}

export { IndexPage as Component };
