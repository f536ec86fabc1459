import { type ExpertGroupEvent, listExpertGroupHistory } from '@cbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { Pagination } from '../../../components/crud';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { type Translate, useT } from '../../../core/i18n';

const ACTION_COLOURS: Record<string, string> = { add: 'green', remove: 'red', leader: 'gold', draw: 'blue' };

function detailOf(event: ExpertGroupEvent, t: Translate): string {
  const detail = event.detail as { seed?: string; count?: number; poolSize?: number; reason?: string };
  if (event.action === 'draw') {
    return t('eg.historyDraw', { seed: detail.seed ?? '', count: detail.count ?? 0, pool: detail.poolSize ?? 0 });
  }
  const parts: string[] = [];
  if (event.action === 'add' && event.drawId !== null) parts.push(t('eg.historyFromDraw', { id: event.drawId }));
  if (detail.reason) parts.push(t('eg.historyReason', { reason: detail.reason }));
  return parts.join('；');
}

/** The group's history, newest first: draws (seed, pool, count) and membership changes. */
export function HistoryList({ expertGroupId }: { expertGroupId: number }) {
  const t = useT();
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const query = { pageNum: page.page, pageSize: page.limit };
  const history = useQuery({
    queryKey: queryKeyOf(listExpertGroupHistory, { expertGroupId, query }),
    queryFn: () => api(listExpertGroupHistory, { params: { expertGroupId }, query }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<ExpertGroupEvent> = [
    { key: 'createTime', dataIndex: 'createTime', title: t('eg.at'), width: 170 },
    {
      key: 'action',
      dataIndex: 'action',
      title: t('eg.action'),
      width: 100,
      render: (value: string) => (
        <Tag color={ACTION_COLOURS[value]}>{t(`eg.history.${value as 'add' | 'remove' | 'leader' | 'draw'}`)}</Tag>
      ),
    },
    {
      key: 'expert',
      title: t('eg.expert'),
      width: 140,
      render: (_v, row) =>
        row.nickName ? (
          <div>
            <div>{row.nickName}</div>
            <div className="cbo-eg__sub">{row.userName}</div>
          </div>
        ) : null,
    },
    { key: 'detail', title: t('eg.detail'), render: (_v, row) => detailOf(row, t) },
    { key: 'createBy', dataIndex: 'createBy', title: t('eg.by'), width: 110, responsive: ['md'] },
  ];
  return (
    <>
      <Table<ExpertGroupEvent>
        rowKey="eventId"
        size="middle"
        columns={columns}
        dataSource={history.data?.rows ?? []}
        loading={history.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('eg.historyEmpty')} /> }}
      />
      <Pagination
        hidden={(history.data?.total ?? 0) === 0}
        total={history.data?.total ?? 0}
        page={page.page}
        limit={page.limit}
        onPagination={setPage}
        autoScroll={false}
      />
    </>
  );
}
