import { type BatchPurpose, type PromotionRule, previewPromotion } from '@cbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import { decisionColumns } from './decision-columns';
import { DecisionFilters, type DecisionFilterValues, decisionQuery } from './decision-filters';
import { unitText } from './promotion-texts';

/** How long the rule must stay unchanged before it is previewed. */
export const PREVIEW_DELAY_MS = 400;

export interface WhatIfPanelProps {
  stageId: number;
  purpose: BatchPurpose;
  /** The rule as edited, null while it does not pass the schema. */
  rule: PromotionRule | null;
  /** Compare with this batch's decisions (recomputing); else with the stage's saved rule. */
  batchId?: number;
}

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * What a rule would decide (docs/promotion.md, what-if): the units with their quotas, totals, who
 * moves in or out against the comparison, and the decisions paged by the server. Writes nothing.
 */
export function WhatIfPanel({ stageId, purpose, rule, batchId }: WhatIfPanelProps) {
  const t = useT();
  const ruleText = rule === null ? null : JSON.stringify(rule);
  const settledRule = useDebounced(ruleText, PREVIEW_DELAY_MS);
  const [filters, setFilters] = useState<DecisionFilterValues>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const body =
    settledRule === null
      ? null
      : {
          stageId,
          purpose,
          rule: JSON.parse(settledRule) as PromotionRule,
          ...(batchId ? { batchId } : {}),
          filter: decisionQuery(filters),
          ...page,
        };
  const preview = useQuery({
    queryKey: queryKeyOf(previewPromotion, body),
    // A read sent as POST: it changes nothing (no invalidation) and repeats freely.
    queryFn: async () =>
      (await api(previewPromotion, { body: body as NonNullable<typeof body>, change: false, repeatSubmit: false }))
        .data,
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => decisionColumns(t), [t]);
  const data = preview.data;
  const pending = ruleText !== settledRule || preview.isFetching;

  return (
    <section aria-label={t('promotionPage.whatIf.title')}>
      <Typography.Title level={5}>{t('promotionPage.whatIf.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('promotionPage.whatIf.hint', {
          against: t(batchId ? 'promotionPage.whatIf.againstBatch' : 'promotionPage.whatIf.againstRule'),
        })}
      </Typography.Paragraph>
      {rule === null && (
        <Alert type="info" showIcon title={t('promotionPage.whatIf.invalid')} className="cbo-promotion__gap" />
      )}
      <Spin spinning={pending && data !== undefined}>
        {data === undefined ? (
          preview.isLoading ? (
            <Spin />
          ) : (
            rule !== null && !preview.isError && <Empty />
          )
        ) : (
          <>
            {data.tasksWithoutResults.length > 0 && (
              <Alert
                type="warning"
                showIcon
                className="cbo-promotion__gap"
                title={t('promotionPage.whatIf.noResults', { tasks: data.tasksWithoutResults.join('、') })}
              />
            )}
            <Table
              size="small"
              className="cbo-promotion__gap"
              rowKey="unitKey"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.units}
              columns={[
                {
                  key: 'unit',
                  dataIndex: 'unit',
                  title: t('promotionPage.whatIf.unit'),
                  render: (_value: string, unit: { unitKey: string; unit: string }) => unitText(t, unit),
                },
                { key: 'size', dataIndex: 'size', title: t('promotionPage.whatIf.size') },
                {
                  key: 'quota',
                  dataIndex: 'quota',
                  title: t('promotionPage.whatIf.quota'),
                  render: (value: number | null) => value ?? '—',
                },
                { key: 'promoted', dataIndex: 'promoted', title: t('promotionPage.whatIf.promoted') },
              ]}
            />
            <Typography.Paragraph>{t('promotionPage.whatIf.totals', data.summary)}</Typography.Paragraph>
            <div className="cbo-promotion__moves">
              {data.movedIn.length === 0 && data.movedOut.length === 0 ? (
                <Typography.Text type="secondary">{t('promotionPage.whatIf.noMove')}</Typography.Text>
              ) : (
                <>
                  <section aria-label={t('promotionPage.whatIf.movedIn', { count: data.movedIn.length })}>
                    <Typography.Text strong>
                      {t('promotionPage.whatIf.movedIn', { count: data.movedIn.length })}{' '}
                    </Typography.Text>
                    <Space size={[0, 4]} wrap>
                      {data.movedIn.map((entry) => (
                        <Tag key={entry.code} color="green" title={entry.projectName}>
                          {entry.code}
                        </Tag>
                      ))}
                    </Space>
                  </section>
                  <section aria-label={t('promotionPage.whatIf.movedOut', { count: data.movedOut.length })}>
                    <Typography.Text strong>
                      {t('promotionPage.whatIf.movedOut', { count: data.movedOut.length })}{' '}
                    </Typography.Text>
                    <Space size={[0, 4]} wrap>
                      {data.movedOut.map((entry) => (
                        <Tag key={entry.code} color="red" title={entry.projectName}>
                          {entry.code}
                        </Tag>
                      ))}
                    </Space>
                  </section>
                </>
              )}
            </div>
            <DecisionFilters
              value={filters}
              onChange={(next) => {
                setFilters(next);
                setPage((previous) => ({ ...previous, pageNum: 1 }));
              }}
            />
            <Table
              size="small"
              rowKey="entryId"
              columns={columns}
              dataSource={data.rows}
              scroll={{ x: 'max-content' }}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('promotionPage.dec.empty')} />,
              }}
              pagination={{
                current: page.pageNum,
                pageSize: page.pageSize,
                total: data.total,
                showSizeChanger: true,
                pageSizeOptions: [20, 50, 100],
                size: 'small',
                onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
              }}
            />
          </>
        )}
      </Spin>
    </section>
  );
}
