import { getPromotionBatch, type PromotionBatch } from '@cbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Empty, Space, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { BatchStatusTag, publicityText, ruleSummary } from '../../../../components/comp/promotion/promotion-texts';
import { useIsMobile } from '../../../../core/device/use-is-mobile';
import { api } from '../../../../core/http/api';
import { invalidateResource, queryKeyOf } from '../../../../core/http/query-keys';
import { useT } from '../../../../core/i18n';
import { BatchActions } from './batch-actions';
import { BatchDecisions } from './batch-decisions';
import { BatchHistory } from './batch-history';

export interface BatchDetailDrawerProps {
  /** The batch shown; null: closed. */
  batchId: number | null;
  onClose(): void;
  /** Opens the rule form to recompute the batch. */
  onRedraft(batch: PromotionBatch): void;
}

/**
 * A batch (docs/promotion.md): status, rule, result versions, the 公示 window and its notice, the
 * lifecycle buttons, the decisions with overrides and the history. A drawer over the batches tab.
 */
export function BatchDetailDrawer({ batchId, onClose, onRedraft }: BatchDetailDrawerProps) {
  const t = useT();
  const mobile = useIsMobile();
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  // A refused step may mean the batch moved meanwhile (the finalize task, another user): show it as it is now.
  const refused = (text: string) => {
    setRefusal(text);
    void invalidateResource(client, '/comp/upgrading');
  };
  const batch = useQuery({
    queryKey: queryKeyOf(getPromotionBatch, { batchId }),
    queryFn: async () => (await api(getPromotionBatch, { params: { batchId: batchId as number } })).data,
    enabled: batchId !== null,
  });
  const data = batch.data;
  // The client has invalidated /comp/upgrading after the change (batch, decisions, history, list).
  const changed = async () => {
    setRefusal(null);
  };

  return (
    <Drawer
      open={batchId !== null}
      title={data ? t('promotionPage.detail.title', { title: data.title }) : t('promotionPage.detail')}
      size={mobile ? '100%' : 'min(1100px, 95vw)'}
      onClose={() => {
        setRefusal(null);
        onClose();
      }}
      destroyOnHidden
    >
      {batch.isLoading && <Spin />}
      {batch.isError && <Empty />}
      {data && (
        <>
          {refusal && (
            <Alert
              type="error"
              showIcon
              role="alert"
              className="cbo-promotion__gap"
              title={refusal}
              closable={{ onClose: () => setRefusal(null) }}
            />
          )}
          {data.status === 'draft' && data.returnReason && (
            <Alert
              type="warning"
              showIcon
              className="cbo-promotion__gap"
              title={t('promotionPage.detail.returned', { reason: data.returnReason })}
            />
          )}
          {data.status === 'revoked' && (
            <Alert
              type="error"
              showIcon
              className="cbo-promotion__gap"
              title={t('promotionPage.detail.revoked', { by: data.revokedBy ?? '', reason: data.revokeReason ?? '' })}
            />
          )}
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
            className="cbo-promotion__gap"
            items={[
              {
                key: 'status',
                label: t('promotionPage.col.status'),
                children: <BatchStatusTag status={data.status} />,
              },
              {
                key: 'purpose',
                label: t('promotionPage.col.purpose'),
                children: t(`promotionPage.purpose.${data.purpose}`),
              },
              {
                key: 'stage',
                label: t('promotionPage.detail.stage'),
                children: [data.trackName, data.stageName].filter(Boolean).join(' · '),
              },
              ...(data.nextStageName
                ? [{ key: 'next', label: t('promotionPage.detail.nextStage'), children: data.nextStageName }]
                : []),
              { key: 'rule', label: t('promotionPage.detail.rule'), children: ruleSummary(t, data.rule) },
              {
                key: 'counts',
                label: t('promotionPage.col.counts'),
                children: `${data.counts.promoted} / ${data.counts.eliminated} / ${data.counts.undecided} (${t('promotionPage.col.overridden')} ${data.counts.overridden})`,
              },
              {
                key: 'versions',
                label: t('promotionPage.detail.versions'),
                children: (
                  <Space direction="vertical" size={0}>
                    {data.versions.map((version) => (
                      <span key={version.versionId}>
                        {t('promotionPage.detail.version', { task: version.taskName, no: version.versionNo })}
                      </span>
                    ))}
                  </Space>
                ),
              },
              {
                key: 'drafted',
                label: t('promotionPage.col.drafted'),
                children: `${data.draftedBy} · ${data.draftedAt}`,
              },
              {
                key: 'approved',
                label: t('promotionPage.col.approvedBy'),
                children: data.approvedBy ? `${data.approvedBy} · ${data.approvedAt ?? ''}` : '—',
              },
              {
                key: 'publicity',
                label: t('promotionPage.detail.publicity'),
                children:
                  data.publicityStartAt && data.publicityEndAt ? (
                    <Space wrap size={4}>
                      <span>
                        {t('promotionPage.detail.window', { start: data.publicityStartAt, end: data.publicityEndAt })}
                      </span>
                      {data.publicityStatus && <span>（{publicityText(t, data.publicityStatus)}）</span>}
                      {data.round > 1 && <span>{t('promotionPage.detail.round', { round: data.round })}</span>}
                      {data.noticeId !== null && <Link to="/comp/notice">{t('promotionPage.detail.notice')}</Link>}
                    </Space>
                  ) : (
                    t('promotionPage.detail.notPublished')
                  ),
              },
            ]}
          />
          <BatchActions batch={data} onRedraft={() => onRedraft(data)} onChanged={changed} onRefused={refused} />
          <Tabs
            items={[
              {
                key: 'decisions',
                label: t('promotionPage.detail.decisions'),
                children: <BatchDecisions batch={data} onChanged={changed} />,
              },
              {
                key: 'history',
                label: t('promotionPage.detail.history'),
                children: <BatchHistory batchId={data.batchId} />,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
