import { ReloadOutlined } from '@ant-design/icons';
import { type DataSourceStatus, getDataSourceStatus } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Empty, Flex, Row, Skeleton, Table, Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { Chart } from '../../../components/charts/chart';
import { CHART_COLORS, formatBytes } from '../../../components/charts/format';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { type Translate, useT } from '../../../core/i18n';
import '../../../components/monitor/monitor.css';

type Statement = DataSourceStatus['statements'][number];
type TableSize = DataSourceStatus['tables'][number];

/** Statements the page lists. */
const TOP = 15;

function tablesOption(tables: TableSize[], t: Translate) {
  return {
    color: CHART_COLORS,
    grid: { left: 8, right: 24, top: 28, bottom: 8, containLabel: true },
    legend: { top: 0, right: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatBytes(value) },
    xAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatBytes(value) } },
    yAxis: { type: 'category', inverse: true, data: tables.map((table) => table.tableName) },
    series: [
      {
        name: t('dataSource.tableData'),
        type: 'bar',
        stack: 'size',
        barMaxWidth: 16,
        data: tables.map((table) => table.totalBytes - table.indexBytes),
      },
      {
        name: t('dataSource.indexes'),
        type: 'bar',
        stack: 'size',
        barMaxWidth: 16,
        data: tables.map((table) => table.indexBytes),
      },
    ],
  };
}

function statementsOption(statements: Statement[], t: Translate) {
  const shown = statements.slice(0, 8);
  return {
    color: ['#3768ff', '#ff6b6b'],
    grid: { left: 8, right: 16, top: 28, bottom: 8, containLabel: true },
    legend: { top: 0, right: 0 },
    tooltip: {
      trigger: 'axis',
      formatter: (items: Array<{ dataIndex: number; seriesName: string; value: number }>) => {
        const statement = shown[items[0]?.dataIndex ?? 0];
        const head = statement ? statement.sql.slice(0, 80) : '';
        return [head, ...items.map((item) => `${item.seriesName}: ${item.value} ms`)].join('<br/>');
      },
    },
    xAxis: { type: 'category', data: shown.map((_s, index) => `#${index + 1}`) },
    yAxis: { type: 'value', name: 'ms' },
    series: [
      { name: t('dataSource.avgMs'), type: 'bar', barMaxWidth: 20, data: shown.map((s) => s.avgMs) },
      { name: t('dataSource.maxMs'), type: 'bar', barMaxWidth: 20, data: shown.map((s) => s.maxMs) },
    ],
  };
}

/**
 * Data-source monitor (our own page in place of the reference's Druid console): the driver and its
 * pool, the database size, the largest tables and the slowest statements the server timed.
 */
function DataSourcePage() {
  const t = useT();
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    queryKey: queryKeyOf(getDataSourceStatus, { query: { top: TOP } }),
    queryFn: async () => (await api(getDataSourceStatus, { query: { top: TOP } })).data,
  });
  const options = useMemo(
    () => data && { tables: tablesOption(data.tables, t), statements: statementsOption(data.statements, t) },
    [data, t],
  );
  const refresh = (
    <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => refetch()}>
      {t('status.refresh')}
    </Button>
  );
  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (isError || !data || !options) return <Empty description={t('status.loadFailed')}>{refresh}</Empty>;
  const pool = data.pool;
  return (
    <Flex vertical gap="middle" className="cbo-status">
      <Card
        title={
          <Flex gap="small" align="center">
            {t('dataSource.title')}
            <Tag color={data.driver === 'pg' ? 'geekblue' : 'cyan'}>
              {t(data.driver === 'pg' ? 'dataSource.driver.pg' : 'dataSource.driver.pglite')}
            </Tag>
          </Flex>
        }
        extra={refresh}
      >
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          items={[
            { key: 'database', label: t('dataSource.database'), children: data.database },
            { key: 'size', label: t('dataSource.size'), children: formatBytes(data.databaseSize) },
            { key: 'active', label: t('dataSource.activeConnections'), children: data.activeConnections },
            {
              key: 'pool',
              label: t('dataSource.pool'),
              children: pool
                ? t('dataSource.poolFigures', {
                    total: pool.total,
                    idle: pool.idle,
                    waiting: pool.waiting,
                    max: pool.max,
                  })
                : t('dataSource.noPool'),
            },
            { key: 'since', label: t('dataSource.timedSince'), children: data.timing.since },
            {
              key: 'queries',
              label: t('dataSource.queries'),
              children: t('dataSource.queryFigures', { queries: data.timing.queries, distinct: data.timing.distinct }),
            },
            {
              key: 'version',
              label: t('dataSource.version'),
              // PGlite's version names its whole toolchain: the head is enough, the rest on hover.
              children: <Tooltip title={data.version}>{data.version.split(' on ')[0]}</Tooltip>,
              span: 'filled',
            },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('dataSource.largestTables')}>
            {data.tables.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <Chart option={options.tables} label={t('dataSource.largestTables')} height={320} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('dataSource.slowest')}>
            {data.statements.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataSource.noStatements')} />
            ) : (
              <Chart option={options.statements} label={t('dataSource.slowest')} height={320} />
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('dataSource.statements')}>
            <Table<Statement>
              size="small"
              rowKey="sql"
              pagination={false}
              dataSource={data.statements}
              scroll={{ x: 820 }}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataSource.noStatements')} />,
              }}
              columns={[
                { key: 'rank', title: '#', width: 48, render: (_v, _r, index) => index + 1 },
                {
                  key: 'sql',
                  dataIndex: 'sql',
                  title: t('dataSource.sql'),
                  render: (sql: string) => (
                    <Typography.Paragraph
                      code
                      ellipsis={{
                        rows: 2,
                        expandable: 'collapsible',
                        symbol: (open) => t(open ? 'dataSource.less' : 'dataSource.more'),
                      }}
                      style={{ margin: 0, fontSize: 12 }}
                    >
                      {sql}
                    </Typography.Paragraph>
                  ),
                },
                { key: 'calls', dataIndex: 'calls', title: t('dataSource.calls'), width: 90, align: 'right' },
                { key: 'avg', dataIndex: 'avgMs', title: t('dataSource.avgMs'), width: 110, align: 'right' },
                { key: 'max', dataIndex: 'maxMs', title: t('dataSource.maxMs'), width: 110, align: 'right' },
                { key: 'total', dataIndex: 'totalMs', title: t('dataSource.totalMs'), width: 120, align: 'right' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

export { DataSourcePage as Component };
