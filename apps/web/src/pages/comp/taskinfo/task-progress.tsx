import { getTaskProgress, type ProgressCounts } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Segmented, Spin, Statistic, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { Chart } from '../../../components/charts/chart';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import { progressOption } from './progress-chart';

type Row = ProgressCounts & { key: string; name: string };
const COUNTS = ['assigned', 'opened', 'draft', 'submitted', 'overdue'] as const;

/**
 * A task's progress (docs/review-tasks.md, Progress): the totals, a stacked bar per group or per
 * expert (echarts, loaded with the first chart), and the counts as tables. Overdue in red.
 */
export function TaskProgress({ taskId }: { taskId: number }) {
  const t = useT();
  const [by, setBy] = useState<'group' | 'expert'>('group');
  const progress = useQuery({
    queryKey: queryKeyOf(getTaskProgress, { taskId }),
    queryFn: async () => (await api(getTaskProgress, { params: { taskId } })).data,
  });
  const data = progress.data;
  const groups = useMemo<Row[]>(
    () => (data?.groups ?? []).map((row) => ({ ...row, key: `g${row.reviewGroupId}`, name: row.reviewGroupName })),
    [data],
  );
  const experts = useMemo<Row[]>(
    () => (data?.experts ?? []).map((row) => ({ ...row, key: `e${row.userId}`, name: row.nickName })),
    [data],
  );
  const rows = by === 'group' ? groups : experts;
  const option = useMemo(
    () =>
      progressOption(rows, {
        submitted: t('task.progress.submitted'),
        draft: t('task.progress.draft'),
        openedOnly: t('task.progress.openedOnly'),
        notOpened: t('task.progress.notOpened'),
      }),
    [rows, t],
  );

  if (progress.isLoading) return <Spin className="cbo-task__loading" />;
  if (progress.isError || !data) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.loadFailed')}>
        <Button onClick={() => void progress.refetch()}>{t('crud.retry')}</Button>
      </Empty>
    );
  }
  if (data.total.assigned === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('task.progress.none')} />;
  }

  const columns = (nameTitle: string): TableColumnsType<Row> => [
    { key: 'name', title: nameTitle, dataIndex: 'name', fixed: 'left', ellipsis: true, width: 140 },
    ...COUNTS.map((count) => ({
      key: count,
      title: t(`task.progress.${count}`),
      dataIndex: count,
      align: 'right' as const,
      render: (value: number) =>
        count === 'overdue' && value > 0 ? <span className="cbo-task__overdue">{value}</span> : value,
    })),
    {
      key: 'rate',
      title: t('task.progress.rate'),
      align: 'right',
      render: (_value, row) => (row.assigned === 0 ? '—' : `${Math.round((row.submitted / row.assigned) * 100)}%`),
    },
  ];
  const table = (label: string, nameTitle: string, source: Row[]) => (
    <Table<Row>
      size="small"
      aria-label={label}
      rowKey="key"
      pagination={source.length > 20 ? { pageSize: 20, size: 'small' } : false}
      scroll={{ x: 'max-content' }}
      dataSource={source}
      columns={columns(nameTitle)}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
    />
  );

  return (
    <div className="cbo-task__progress">
      <div className="cbo-task__totals">
        {COUNTS.map((count) => (
          <Statistic
            key={count}
            title={t(`task.progress.${count}`)}
            value={data.total[count]}
            className={count === 'overdue' && data.total.overdue > 0 ? 'cbo-task__overdue' : undefined}
          />
        ))}
      </div>
      <Segmented
        value={by}
        onChange={(value) => setBy(value as 'group' | 'expert')}
        options={[
          { value: 'group', label: t('task.progress.byGroup') },
          { value: 'expert', label: t('task.progress.byExpert') },
        ]}
      />
      <Chart option={option} label={t('task.progress.chart')} height={Math.max(160, 48 + rows.length * 30)} />
      <h4 className="cbo-task__subtitle">{t('task.progress.byGroup')}</h4>
      {table(t('task.progress.byGroup'), t('task.reviewGroup'), groups)}
      <h4 className="cbo-task__subtitle">{t('task.progress.byExpert')}</h4>
      {table(t('task.progress.byExpert'), t('task.summary.expert'), experts)}
    </div>
  );
}
