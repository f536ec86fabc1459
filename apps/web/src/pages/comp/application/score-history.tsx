import { type ScoreRevisionRow, scoreHistory } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Spin, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

/** Revisions staff wrote for the expert: a paper entry or an offline import. */
const BY_STAFF: ReadonlySet<ScoreRevisionRow['kind']> = new Set(['proxy', 'import']);
const KIND_COLOURS: Record<ScoreRevisionRow['kind'], string> = {
  autosave: 'default',
  submit: 'success',
  unlock: 'warning',
  proxy: 'purple',
  import: 'purple',
};

interface SheetGroup {
  sheetId: number;
  taskName: string;
  expertName: string;
  revisions: ScoreRevisionRow[];
}

/** One group per sheet (a task's assignment of an expert), in the order the server lists them. */
export function groupBySheet(rows: readonly ScoreRevisionRow[]): SheetGroup[] {
  const groups = new Map<number, SheetGroup>();
  for (const row of rows) {
    const group = groups.get(row.sheetId) ?? {
      sheetId: row.sheetId,
      taskName: row.taskName,
      expertName: row.expertName,
      revisions: [],
    };
    group.revisions.push(row);
    groups.set(row.sheetId, group);
  }
  return [...groups.values()];
}

const shortHash = (hash: string) => `${hash.slice(0, 10)}…`;

/**
 * 评分记录: every revision of the application's score sheets, grouped per task and expert, with the
 * HMAC that chains it (docs/scoring.md, Verify and history). Mounted only for comp:taskinfo:query.
 */
export function ScoreHistory({ applicationId }: { applicationId: number }) {
  const t = useT();
  const history = useQuery({
    queryKey: queryKeyOf(scoreHistory, { applicationId }),
    queryFn: async () => (await api(scoreHistory, { params: { applicationId } })).data,
  });
  if (history.isLoading) return <Spin />;
  if (history.isError) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.loadFailed')}>
        <Button onClick={() => void history.refetch()}>{t('crud.retry')}</Button>
      </Empty>
    );
  }
  const groups = groupBySheet(history.data ?? []);
  if (groups.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assign.history.empty')} />;
  }
  const columns: TableColumnsType<ScoreRevisionRow> = [
    { key: 'revisionNo', dataIndex: 'revisionNo', title: t('assign.history.no'), width: 60 },
    {
      key: 'kind',
      title: t('assign.history.kind'),
      width: 150,
      render: (_v, row) => (
        <Space size={4} wrap>
          <Tag color={KIND_COLOURS[row.kind]}>{t(`assign.history.kind.${row.kind}`)}</Tag>
          {BY_STAFF.has(row.kind) && <Tag color="purple">{t('assign.history.byStaff')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'total',
      dataIndex: 'total',
      title: t('assign.history.total'),
      width: 80,
      align: 'right',
      render: (value: number | null) => value ?? '-',
    },
    { key: 'actor', dataIndex: 'actor', title: t('assign.history.actor'), width: 110 },
    {
      key: 'reason',
      dataIndex: 'reason',
      title: t('assign.history.reason'),
      width: 180,
      render: (value: string | null) => value ?? '-',
    },
    {
      key: 'clientIp',
      dataIndex: 'clientIp',
      title: t('assign.history.ip'),
      width: 130,
      render: (value: string | null) => value ?? '-',
    },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('assign.history.time'), width: 170 },
    {
      key: 'hmac',
      dataIndex: 'hmac',
      title: t('assign.history.hash'),
      width: 130,
      render: (hash: string) => (
        <Tooltip title={t('assign.history.hashFull', { hash })}>
          <Typography.Text code className="cbo-score-history__hash" tabIndex={0} aria-label={hash}>
            {shortHash(hash)}
          </Typography.Text>
        </Tooltip>
      ),
    },
  ];
  return (
    <Space orientation="vertical" size={16} className="cbo-apply-detail__stack">
      {groups.map((group) => (
        <Card
          key={group.sheetId}
          size="small"
          title={t('assign.history.group', { task: group.taskName, expert: group.expertName })}
          extra={
            <Typography.Text type="secondary">
              {t('assign.history.revisions', { count: group.revisions.length })}
            </Typography.Text>
          }
        >
          <Table<ScoreRevisionRow>
            size="small"
            rowKey="revisionId"
            columns={columns}
            dataSource={group.revisions}
            pagination={group.revisions.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      ))}
    </Space>
  );
}
