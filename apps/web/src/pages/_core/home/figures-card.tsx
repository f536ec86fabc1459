import { getHomeFigures } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import { ShareBar, Sparkline } from './sparkline';
import './home.css';

interface Tile {
  key: string;
  title: string;
  value: number;
  note: string;
  chart: ReactNode;
}

/**
 * Figures of the day: users (with the share of active ones), online sessions, and logins,
 * operations and failed jobs with a small chart of the last seven days. The server answers only
 * those the user may read.
 */
export function FiguresCard() {
  const t = useT();
  const { data, isPending, isError } = useQuery({
    queryKey: queryKeyOf(getHomeFigures),
    queryFn: async () => (await api(getHomeFigures)).data,
  });
  if (isError) return null;
  if (isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      </Card>
    );
  }
  const tiles: Tile[] = [];
  const days = data.days;
  const spark = (values: number[], color: string, label: string) => (
    <Sparkline values={values} labels={days} color={color} label={label} />
  );
  if (data.users) {
    tiles.push({
      key: 'users',
      title: t('figures.users'),
      value: data.users.total,
      note: t('figures.usersNote', { normal: data.users.normal, disabled: data.users.disabled }),
      chart: (
        <ShareBar part={data.users.normal} whole={data.users.total} color="#3768ff" label={t('figures.usersChart')} />
      ),
    });
  }
  if (data.online) {
    tiles.push({
      key: 'online',
      title: t('figures.online'),
      value: data.online.total,
      note: t('figures.onlineNote'),
      chart: null,
    });
  }
  if (data.logins) {
    tiles.push({
      key: 'logins',
      title: t('figures.logins'),
      value: data.logins.today,
      note: t('figures.failedNote', { failed: data.logins.failedToday }),
      chart: spark(data.logins.daily, '#597ef7', t('figures.loginsChart')),
    });
  }
  if (data.operations) {
    tiles.push({
      key: 'operations',
      title: t('figures.operations'),
      value: data.operations.today,
      note: t('figures.failedNote', { failed: data.operations.failedToday }),
      chart: spark(data.operations.daily, '#ffb340', t('figures.operationsChart')),
    });
  }
  if (data.jobsFailed) {
    tiles.push({
      key: 'jobsFailed',
      title: t('figures.jobsFailed'),
      value: data.jobsFailed.today,
      note: t('figures.jobsNote'),
      chart: spark(data.jobsFailed.daily, '#ff6b6b', t('figures.jobsChart')),
    });
  }
  if (tiles.length === 0) return null;
  return (
    <Card title={t('figures.title')} styles={{ body: { padding: 0, overflow: 'hidden' } }}>
      <div className="cbo-home__figures">
        {tiles.map((tile) => (
          <section key={tile.key} className="cbo-home__figure" aria-label={tile.title}>
            <Typography.Text type="secondary">{tile.title}</Typography.Text>
            <div className="cbo-home__figure-row">
              <span className="cbo-home__figure-value">{tile.value.toLocaleString()}</span>
              {tile.chart}
            </div>
            <Typography.Text type="secondary" className="cbo-home__figure-note">
              {tile.note}
            </Typography.Text>
          </section>
        ))}
      </div>
    </Card>
  );
}
