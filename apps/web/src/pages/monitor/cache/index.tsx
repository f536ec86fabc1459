import { ReloadOutlined } from '@ant-design/icons';
import { type CacheSummary, getCacheSummary } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Empty, Flex, Row, Skeleton, Tag } from 'antd';
import { useMemo } from 'react';
import { Chart } from '../../../components/charts/chart';
import { CHART_COLORS, formatBytes, formatDuration } from '../../../components/charts/format';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { type Translate, useT } from '../../../core/i18n';
import { cacheNameLabel } from './cache-names';
import '../../../components/monitor/monitor.css';

function useCacheSummary() {
  return useQuery({
    queryKey: queryKeyOf(getCacheSummary),
    queryFn: async () => (await api(getCacheSummary)).data,
  });
}

const yesNo = (value: string | undefined, t: Translate) =>
  value === undefined ? '-' : t(value === '1' || value === 'ok' ? 'status.yes' : 'status.no');

/** The summary rows: Redis's INFO as the reference shows it, or what the in-process cache knows. */
function facts(summary: CacheSummary, t: Translate) {
  const info = summary.info;
  if (summary.kind === 'memory') {
    return [
      { key: 'kind', label: t('cacheMonitor.kind'), children: t('cacheMonitor.kind.memory') },
      { key: 'keys', label: t('cacheMonitor.dbSize'), children: summary.dbSize },
      { key: 'expiring', label: t('cacheMonitor.expiringKeys'), children: info.expiring_keys ?? '-' },
      { key: 'sorted', label: t('cacheMonitor.sortedSets'), children: info.sorted_sets ?? '-' },
      { key: 'memory', label: t('cacheMonitor.usedMemory'), children: formatBytes(Number(info.used_memory)) },
      {
        key: 'uptime',
        label: t('cacheMonitor.uptime'),
        children: formatDuration(Number(info.uptime_in_seconds ?? 0), t),
      },
    ];
  }
  return [
    { key: 'version', label: t('cacheMonitor.version'), children: info.redis_version ?? '-' },
    {
      key: 'mode',
      label: t('cacheMonitor.mode'),
      children: info.redis_mode === 'standalone' ? t('cacheMonitor.standalone') : (info.redis_mode ?? '-'),
    },
    { key: 'port', label: t('cacheMonitor.port'), children: info.tcp_port ?? '-' },
    { key: 'clients', label: t('cacheMonitor.clients'), children: info.connected_clients ?? '-' },
    {
      key: 'uptime',
      label: t('cacheMonitor.uptime'),
      children: formatDuration(Number(info.uptime_in_seconds ?? 0), t),
    },
    { key: 'memory', label: t('cacheMonitor.usedMemory'), children: info.used_memory_human ?? '-' },
    {
      key: 'cpu',
      label: t('cacheMonitor.cpu'),
      // CPU seconds Redis has used (user and system), the reference's "使用CPU".
      children:
        info.used_cpu_user === undefined
          ? '-'
          : (Number(info.used_cpu_user) + Number(info.used_cpu_sys ?? 0)).toFixed(2),
    },
    {
      key: 'maxMemory',
      label: t('cacheMonitor.maxMemory'),
      children: info.maxmemory === '0' ? t('cacheMonitor.unlimited') : (info.maxmemory_human ?? '-'),
    },
    { key: 'aof', label: t('cacheMonitor.aof'), children: yesNo(info.aof_enabled, t) },
    { key: 'rdb', label: t('cacheMonitor.rdb'), children: info.rdb_last_bgsave_status ?? '-' },
    { key: 'keys', label: t('cacheMonitor.dbSize'), children: summary.dbSize },
    {
      key: 'network',
      label: t('cacheMonitor.network'),
      children: `${info.instantaneous_input_kbps ?? '-'}kps / ${info.instantaneous_output_kbps ?? '-'}kps`,
    },
  ];
}

function commandOption(summary: CacheSummary, t: Translate) {
  const top = summary.commandStats.slice(0, 10);
  const rest = summary.commandStats.slice(10).reduce((sum, stat) => sum + stat.value, 0);
  const data = top.map((stat) => ({ name: stat.name, value: stat.value }));
  if (rest > 0) data.push({ name: t('cacheMonitor.otherCommands'), value: rest });
  return {
    color: CHART_COLORS,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    series: [
      {
        name: t('cacheMonitor.commands'),
        type: 'pie',
        radius: ['30%', '58%'],
        center: ['50%', '50%'],
        data,
        // Names beside their slices, overlapping ones hidden (the tooltip names every slice).
        label: { formatter: '{b}', overflow: 'truncate', width: 110, alignTo: 'edge', edgeDistance: 8 },
        labelLine: { length: 8, length2: 8 },
        labelLayout: { hideOverlap: true },
      },
    ],
  };
}

function memoryOption(summary: CacheSummary, t: Translate) {
  const used = Number(summary.info.used_memory ?? 0);
  const limit = Number(summary.info.maxmemory ?? 0);
  // With a limit the dial reads its share; without one, megabytes up to a round figure above the use.
  const percent = limit > 0;
  const mb = used / 1024 ** 2;
  const value = percent ? (used / limit) * 100 : mb;
  const max = percent ? 100 : 2 ** Math.ceil(Math.log2(Math.max(mb, 0.5) * 1.5));
  return {
    tooltip: { formatter: () => `${t('cacheMonitor.usedMemory')}: ${formatBytes(used)}` },
    series: [
      {
        name: t('cacheMonitor.memory'),
        type: 'gauge',
        min: 0,
        max,
        progress: { show: true, width: 12 },
        axisLine: { lineStyle: { width: 12 } },
        axisLabel: {
          distance: 18,
          fontSize: 10,
          formatter: (tick: number) => (percent ? `${Math.round(tick)}%` : `${Number(tick.toFixed(1))}M`),
        },
        title: { show: false },
        detail: { valueAnimation: true, formatter: () => formatBytes(used), fontSize: 18, offsetCenter: [0, '70%'] },
        data: [{ value: Number(value.toFixed(2)), name: t('cacheMonitor.usedMemory') }],
      },
    ],
  };
}

function keysOption(summary: CacheSummary, t: Translate) {
  return {
    color: CHART_COLORS,
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      inverse: true,
      data: summary.keyCounts.map((count) => cacheNameLabel(count.cacheName, count.remark, t)),
    },
    series: [
      { name: t('cacheMonitor.keys'), type: 'bar', barMaxWidth: 18, data: summary.keyCounts.map((c) => c.keys) },
    ],
  };
}

/** Cache monitor: the cache's figures, its command calls, its memory and the keys per cache name. */
function CacheMonitorPage() {
  const t = useT();
  const { data, isPending, isError, isFetching, refetch } = useCacheSummary();
  const options = useMemo(
    () => data && { commands: commandOption(data, t), memory: memoryOption(data, t), keys: keysOption(data, t) },
    [data, t],
  );
  const refresh = (
    <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => refetch()}>
      {t('status.refresh')}
    </Button>
  );
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError || !data || !options) return <Empty description={t('status.loadFailed')}>{refresh}</Empty>;
  return (
    <Flex vertical gap="middle" className="cbo-status">
      <Card
        title={
          <Flex gap="small" align="center">
            {t('cacheMonitor.basic')}
            <Tag color={data.kind === 'redis' ? 'red' : 'blue'}>
              {t(data.kind === 'redis' ? 'cacheMonitor.kind.redis' : 'cacheMonitor.kind.memory')}
            </Tag>
          </Flex>
        }
        extra={refresh}
      >
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2, md: 2, lg: 3, xl: 4, xxl: 4 }}
          items={facts(data, t)}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('cacheMonitor.commands')}>
            {data.commandStats.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <Chart option={options.commands} label={t('cacheMonitor.commands')} height={300} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('cacheMonitor.memory')}>
            <Chart option={options.memory} label={t('cacheMonitor.memory')} height={300} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('cacheMonitor.keysPerName')}>
            <Chart option={options.keys} label={t('cacheMonitor.keysPerName')} height={280} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

export { CacheMonitorPage as Component };
