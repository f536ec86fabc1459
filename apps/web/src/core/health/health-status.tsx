import { CheckCircleOutlined, CloseCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Health } from '@cbo/contracts';
import { Button, Flex, Spin, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type Translate, useT } from '../i18n';
import { useHealth } from './use-health';

type ComponentHealth = Health['database'];

function describe(part: ComponentHealth, label: string, t: Translate): string {
  const status = t(part.status === 'UP' ? 'home.health.up' : 'home.health.down');
  const details = [part.kind, part.latencyMs === undefined ? undefined : `${part.latencyMs.toFixed(1)} ms`];
  return [`${label}: ${status}`, ...details.filter(Boolean)].join(' · ');
}

function PartTag({ part, label }: { part: ComponentHealth; label: string }) {
  const t = useT();
  const up = part.status === 'UP';
  const tag = (
    <Tag color={up ? 'success' : 'error'} icon={up ? <CheckCircleOutlined /> : <CloseCircleOutlined />}>
      {describe(part, label, t)}
    </Tag>
  );
  return part.error ? <Tooltip title={part.error}>{tag}</Tooltip> : tag;
}

/** Shows whether the server's database and cache answer (GET /prod-api/health). */
export function HealthStatus() {
  const t = useT();
  const { data, isPending, isError, isFetching, refetch } = useHealth();

  let content: ReactNode;
  if (isPending) {
    content = (
      <Flex gap="small" align="center" role="status">
        <Spin size="small" />
        <Typography.Text type="secondary">{t('home.health.checking')}</Typography.Text>
      </Flex>
    );
  } else if (isError) {
    content = (
      <Tag color="error" icon={<CloseCircleOutlined />} role="alert">
        {t('home.health.unreachable')}
      </Tag>
    );
  } else {
    content = (
      <Flex gap="small" wrap justify="center">
        <PartTag part={data.database} label={t('home.health.database')} />
        <PartTag part={data.cache} label={t('home.health.cache')} />
      </Flex>
    );
  }

  return (
    <Flex component="section" vertical gap="small" align="center" aria-label={t('home.health.title')}>
      <Typography.Text strong>{t('home.health.title')}</Typography.Text>
      {content}
      <Button
        size="small"
        type="link"
        icon={<ReloadOutlined />}
        loading={isFetching}
        disabled={isPending}
        onClick={() => void refetch()}
      >
        {t('home.health.recheck')}
      </Button>
    </Flex>
  );
}
