import { type ArbitrationItem, dispatchArbitration, listArbitration } from '@cbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Spin, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { score2, shownValue } from '../../../components/comp/rating/rating-format';
import { HasPermi } from '../../../core/access/access';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

const STATE_COLORS: Record<ArbitrationItem['state'], string> = {
  waiting: 'warning',
  assigned: 'processing',
  submitted: 'success',
};

/** The 2+1 queue of a task (docs/arbitration.md): applications over the tolerance and their third review. */
export function ArbitrationTab({ taskId }: { taskId: number }) {
  const t = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [dispatching, setDispatching] = useState(false);
  const queue = useQuery({
    queryKey: queryKeyOf(listArbitration, { taskId }),
    queryFn: async () => (await api(listArbitration, { params: { taskId } })).data,
  });
  const dispatch = async () => {
    setDispatching(true);
    try {
      const answer = await api(dispatchArbitration, { params: { taskId } });
      message.success(t('ratingPage.arb.dispatched', answer.data));
      await client.invalidateQueries({ queryKey: queryKeyOf(listArbitration, { taskId }) });
    } catch {
      // Shown by the request client.
    } finally {
      setDispatching(false);
    }
  };

  const columns: TableColumnsType<ArbitrationItem> = [
    {
      key: 'code',
      title: t('ratingPage.arb.application'),
      width: 150,
      render: (_v, row) => (
        <span className="cbo-rating__stack">
          <span>{row.code}</span>
          <Typography.Text type="secondary">{row.reviewGroupName}</Typography.Text>
        </span>
      ),
    },
    { key: 'first', title: t('ratingPage.arb.first'), dataIndex: 'first', align: 'right', width: 80, render: score2 },
    {
      key: 'second',
      title: t('ratingPage.arb.second'),
      dataIndex: 'second',
      align: 'right',
      width: 80,
      render: score2,
    },
    {
      key: 'difference',
      title: t('ratingPage.arb.difference'),
      dataIndex: 'difference',
      align: 'right',
      width: 80,
      render: score2,
    },
    {
      key: 'tolerance',
      title: t('ratingPage.arb.tolerance'),
      dataIndex: 'tolerance',
      align: 'right',
      width: 80,
      render: shownValue,
    },
    {
      key: 'state',
      title: t('ratingPage.arb.state'),
      width: 200,
      render: (_v, row) => (
        <span className="cbo-rating__stack">
          <span>
            <Tag color={STATE_COLORS[row.state]}>{t(`ratingPage.arb.state.${row.state}`)}</Tag>
          </span>
          {row.state === 'waiting' && row.reason && (
            <Typography.Text type="secondary">{t(`ratingPage.arb.reason.${row.reason}`)}</Typography.Text>
          )}
        </span>
      ),
    },
    {
      key: 'third',
      title: t('ratingPage.arb.third'),
      width: 150,
      render: (_v, row) => (row.third ? `${row.third.nickName} · ${score2(row.third.total)}` : '—'),
    },
  ];

  return (
    <div className="cbo-rating__arbitration">
      <HasPermi value={['comp:rating:compute']}>
        <Button
          className="cbo-rating__gap"
          loading={dispatching}
          disabled={!queue.data?.some((row) => row.state === 'waiting')}
          onClick={() => void dispatch()}
        >
          {t('ratingPage.arb.dispatch')}
        </Button>
      </HasPermi>
      <Spin spinning={queue.isLoading}>
        <Table<ArbitrationItem>
          size="small"
          aria-label={t('ratingPage.tab.arbitration')}
          rowKey="applicationId"
          columns={columns}
          dataSource={queue.data ?? []}
          pagination={(queue.data?.length ?? 0) > 20 ? { pageSize: 20, size: 'small' } : false}
          scroll={{ x: 820 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ratingPage.arb.empty')} /> }}
        />
      </Spin>
    </div>
  );
}
