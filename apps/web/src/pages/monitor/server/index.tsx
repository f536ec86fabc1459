import { ReloadOutlined } from '@ant-design/icons';
import { getServerInfo, type ServerInfo } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Empty, Flex, Progress, Row, Skeleton, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { Chart } from '../../../components/charts/chart';
import { formatDuration } from '../../../components/charts/format';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { type Translate, useT } from '../../../core/i18n';
import '../../../components/monitor/monitor.css';

type Disk = ServerInfo['sysFiles'][number];

function cpuOption(cpu: ServerInfo['cpu'], t: Translate) {
  return {
    color: ['#3768ff', '#ffb340', '#ff6b6b', '#e8edf7'],
    tooltip: { trigger: 'item', formatter: '{b}: {c}%' },
    legend: { bottom: 0, icon: 'circle' },
    series: [
      {
        name: t('serverMonitor.cpu'),
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['50%', '44%'],
        label: { show: true, position: 'center', formatter: () => `${(100 - cpu.free).toFixed(1)}%`, fontSize: 22 },
        data: [
          { name: t('serverMonitor.cpuUser'), value: cpu.used },
          { name: t('serverMonitor.cpuSys'), value: cpu.sys },
          { name: t('serverMonitor.cpuWait'), value: cpu.wait },
          { name: t('serverMonitor.cpuFree'), value: cpu.free },
        ],
      },
    ],
  };
}

/** One dial per figure, each in its own box, so two never overlap however narrow the card. */
function gaugeOption(name: string, value: number, color: string) {
  return {
    color: [color],
    series: [
      {
        name,
        type: 'gauge',
        center: ['50%', '58%'],
        radius: '88%',
        min: 0,
        max: 100,
        progress: { show: true, width: 10 },
        axisLine: { lineStyle: { width: 10 } },
        splitLine: { length: 6 },
        axisTick: { show: false },
        // The dial reads 0 to 100 %: its numbers only crowd the figure in a narrow card.
        axisLabel: { show: false },
        pointer: { width: 4, length: '55%' },
        title: { offsetCenter: [0, '88%'], fontSize: 12 },
        detail: { formatter: '{value}%', fontSize: 16, offsetCenter: [0, '50%'] },
        data: [{ value, name }],
      },
    ],
  };
}

function loopOption(loop: ServerInfo['jvm']['eventLoop'], t: Translate) {
  const names = ['min', 'mean', 'p50', 'p99', 'max'] as const;
  return {
    color: ['#36cfc9'],
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => `${value} ms` },
    xAxis: { type: 'category', data: names.map((name) => t(`serverMonitor.loop.${name}`)) },
    yAxis: { type: 'value', name: 'ms' },
    series: [
      { name: t('serverMonitor.eventLoop'), type: 'bar', barMaxWidth: 28, data: names.map((name) => loop[name]) },
    ],
  };
}

/** Server monitor: CPU, memory, the Node.js process, the system and its disks; read again on demand. */
function ServerMonitorPage() {
  const t = useT();
  const { data, isPending, isError, isFetching, refetch, dataUpdatedAt } = useQuery({
    queryKey: queryKeyOf(getServerInfo),
    queryFn: async () => (await api(getServerInfo)).data,
  });
  const options = useMemo(
    () =>
      data && {
        cpu: cpuOption(data.cpu, t),
        systemMemory: gaugeOption(t('serverMonitor.systemMemory'), data.mem.usage, '#3768ff'),
        heap: gaugeOption(t('serverMonitor.heap'), data.jvm.usage, '#36cfc9'),
        loop: loopOption(data.jvm.eventLoop, t),
      },
    [data, t],
  );
  const refresh = (
    <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => refetch()}>
      {t('status.refresh')}
    </Button>
  );
  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (isError || !data || !options) return <Empty description={t('status.loadFailed')}>{refresh}</Empty>;
  const { cpu, mem, jvm, sys } = data;
  return (
    <Flex vertical gap="middle" className="cbo-status">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary">
          {t('status.readAt', { time: new Date(dataUpdatedAt).toLocaleTimeString() })}
        </Typography.Text>
        {refresh}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('serverMonitor.cpu')} extra={`${cpu.cpuNum} ${t('serverMonitor.cores')}`}>
            <Chart option={options.cpu} label={t('serverMonitor.cpu')} height={240} />
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, md: 2, lg: 1, xl: 2, xxl: 2 }}
              items={[
                { key: 'model', label: t('serverMonitor.cpuModel'), children: cpu.model || '-', span: 2 },
                { key: 'load', label: t('serverMonitor.loadAvg'), children: cpu.loadAvg.join(' / ') },
                { key: 'free', label: t('serverMonitor.cpuFree'), children: `${cpu.free}%` },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('serverMonitor.memory')}>
            <Row>
              <Col span={12}>
                <Chart option={options.systemMemory} label={t('serverMonitor.systemMemory')} height={220} />
              </Col>
              <Col span={12}>
                <Chart option={options.heap} label={t('serverMonitor.heap')} height={220} />
              </Col>
            </Row>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={[
                { key: 'total', name: t('serverMonitor.total'), sys: `${mem.total} GB`, node: `${jvm.total} MB` },
                { key: 'used', name: t('serverMonitor.used'), sys: `${mem.used} GB`, node: `${jvm.used} MB` },
                { key: 'free', name: t('serverMonitor.free'), sys: `${mem.free} GB`, node: `${jvm.free} MB` },
                { key: 'usage', name: t('serverMonitor.usage'), sys: `${mem.usage}%`, node: `${jvm.usage}%` },
              ]}
              columns={[
                { key: 'name', dataIndex: 'name', title: t('serverMonitor.property') },
                { key: 'sys', dataIndex: 'sys', title: t('serverMonitor.systemMemory') },
                { key: 'node', dataIndex: 'node', title: t('serverMonitor.heap') },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('serverMonitor.process')}>
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, sm: 2, md: 2, lg: 1, xl: 2, xxl: 2 }}
              items={[
                { key: 'version', label: t('serverMonitor.nodeVersion'), children: jvm.version },
                { key: 'pid', label: 'PID', children: jvm.pid },
                { key: 'start', label: t('serverMonitor.startTime'), children: jvm.startTime },
                { key: 'run', label: t('serverMonitor.runTime'), children: formatDuration(jvm.runTime, t) },
                { key: 'rss', label: t('serverMonitor.rss'), children: `${jvm.rss} MB` },
                { key: 'max', label: t('serverMonitor.heapMax'), children: `${jvm.max} MB` },
                { key: 'home', label: t('serverMonitor.home'), children: jvm.home, span: 'filled' },
                { key: 'args', label: t('serverMonitor.inputArgs'), children: jvm.inputArgs || '-', span: 'filled' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('serverMonitor.eventLoop')}>
            <Chart option={options.loop} label={t('serverMonitor.eventLoop')} height={250} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('serverMonitor.system')}>
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
              items={[
                { key: 'name', label: t('serverMonitor.computerName'), children: sys.computerName },
                { key: 'ip', label: t('serverMonitor.computerIp'), children: sys.computerIp },
                { key: 'os', label: t('serverMonitor.osName'), children: sys.osName },
                { key: 'arch', label: t('serverMonitor.osArch'), children: sys.osArch },
                { key: 'uptime', label: t('serverMonitor.systemUptime'), children: formatDuration(sys.uptime, t) },
                { key: 'dir', label: t('serverMonitor.userDir'), children: sys.userDir },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('serverMonitor.disks')}>
            <Table<Disk>
              size="small"
              rowKey="dirName"
              pagination={false}
              dataSource={data.sysFiles}
              columns={[
                { key: 'dir', dataIndex: 'dirName', title: t('serverMonitor.dirName') },
                {
                  key: 'type',
                  title: t('serverMonitor.fsType'),
                  render: (_v, disk) =>
                    `${disk.sysTypeName} (${t(`serverMonitor.disk.${disk.typeName as 'data' | 'root'}`)})`,
                },
                { key: 'total', dataIndex: 'total', title: t('serverMonitor.total') },
                { key: 'free', dataIndex: 'free', title: t('serverMonitor.free') },
                { key: 'used', dataIndex: 'used', title: t('serverMonitor.used') },
                {
                  key: 'usage',
                  title: t('serverMonitor.usage'),
                  width: 170,
                  render: (_v, disk) => (
                    <Progress
                      percent={disk.usage}
                      size="small"
                      status={disk.usage >= 90 ? 'exception' : 'normal'}
                      format={(percent) => `${percent}%`}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

export { ServerMonitorPage as Component };
