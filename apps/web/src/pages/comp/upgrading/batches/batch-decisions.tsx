import { listBatchDecisions, type PromotionBatch, type PromotionDecision } from '@cbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { decisionColumns } from '../../../../components/comp/promotion/decision-columns';
import {
  DecisionFilters,
  type DecisionFilterValues,
  decisionQuery,
} from '../../../../components/comp/promotion/decision-filters';
import { useAccess } from '../../../../core/access/use-access';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { useT } from '../../../../core/i18n';
import { OverrideModal } from './override-modal';

/** A batch's decisions by unit and rank, filtered and paged by the server; 调整 in draft or amending. */
export function BatchDecisions({ batch, onChanged }: { batch: PromotionBatch; onChanged(): Promise<void> }) {
  const t = useT();
  const access = useAccess();
  const [filters, setFilters] = useState<DecisionFilterValues>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [overriding, setOverriding] = useState<PromotionDecision | null>(null);
  const query = { ...decisionQuery(filters), ...page };
  const decisions = useQuery({
    queryKey: queryKeyOf(listBatchDecisions, { batchId: batch.batchId, query }),
    queryFn: async () => await api(listBatchDecisions, { params: { batchId: batch.batchId }, query }),
    placeholderData: keepPreviousData,
  });
  const editable = (batch.status === 'draft' || batch.status === 'amending') && access.hasPermi('comp:upgrading:edit');
  const columns = useMemo<ColumnsType<PromotionDecision>>(() => {
    const base = decisionColumns(t);
    if (!editable) return base;
    return [
      ...base,
      {
        key: 'actions',
        title: t('crud.actions'),
        width: 80,
        fixed: 'right',
        render: (_value, row) => (
          <Button
            type="link"
            size="small"
            disabled={row.decisionId === null}
            aria-label={`${t('promotionPage.dec.override')} ${row.code}`}
            onClick={() => setOverriding(row)}
          >
            {t('promotionPage.dec.override')}
          </Button>
        ),
      },
    ];
  }, [t, editable]);

  return (
    <>
      <DecisionFilters
        withOverridden
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage((previous) => ({ ...previous, pageNum: 1 }));
        }}
      />
      <Table
        size="small"
        rowKey="entryId"
        loading={decisions.isFetching}
        columns={columns}
        dataSource={decisions.data?.rows ?? []}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('promotionPage.dec.empty')} />,
        }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: decisions.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          size: 'small',
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
      />
      <OverrideModal
        batch={batch}
        decision={overriding}
        onClose={() => setOverriding(null)}
        onDone={async () => {
          setOverriding(null);
          await onChanged();
        }}
      />
    </>
  );
}
