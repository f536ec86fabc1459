import { SYSTEM_NAME } from '@cbo/contracts';
import { Card, Divider, Flex, Typography } from 'antd';
import { HealthStatus } from '../../../core/health/health-status';
import { useLocale } from '../../../core/i18n';

/** The system's name and whether the server, its database and its cache answer. */
export function StatusCard() {
  const locale = useLocale();
  return (
    <Card style={{ textAlign: 'center' }}>
      <Flex vertical align="center" gap="middle">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {SYSTEM_NAME[locale]}
        </Typography.Title>
        <Divider style={{ margin: 0 }} />
        <HealthStatus />
      </Flex>
    </Card>
  );
}
