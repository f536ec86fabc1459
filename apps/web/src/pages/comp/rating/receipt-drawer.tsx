import { CheckOutlined } from '@ant-design/icons';
import { getRatingResult, type RatingResultDetail, type ReceiptSheet } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Spin, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { ResultFlags } from '../../../components/comp/rating/flag-tags';
import { score2, shownValue } from '../../../components/comp/rating/rating-format';
import { HasPermi } from '../../../core/access/access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { type Translate, useT } from '../../../core/i18n';
import { stepSentence, tieByName } from './receipt-steps';
import { TieDecisionModal } from './tie-decision-modal';

/** The assignment methods the task page names (docs/review-tasks.md). */
const METHODS = new Set(['all', 'balanced', 'third_review', 'manual', 'replacement']);

function tieText(t: Translate, detail: RatingResultDetail): string {
  const tie = detail.receipt.tieBreak;
  if (!tie) return t('ratingPage.receipt.noTie');
  const how =
    tie.by === null
      ? t('ratingPage.receipt.tieNone')
      : t('ratingPage.receipt.tieBy', { by: tieByName(t, tie.by), value: shownValue(tie.value) });
  return t('ratingPage.receipt.tiedWith', { count: tie.tiedWith.length, ids: tie.tiedWith.join(', '), how });
}

/**
 * A result's receipt (docs/rating.md, receipts): the summary, every sheet used or left out (and
 * why), each step worded from its numbers, the tie-break; an unresolved tie offers the leader's
 * decision.
 */
export function ReceiptDrawer({ resultId, onClose }: { resultId: number | null; onClose(): void }) {
  const t = useT();
  const mobile = useIsMobile();
  const [deciding, setDeciding] = useState(false);
  const detail = useQuery({
    queryKey: queryKeyOf(getRatingResult, { resultId }),
    queryFn: async () => (await api(getRatingResult, { params: { resultId: resultId ?? 0 } })).data,
    enabled: resultId !== null,
  });
  const data = detail.data?.resultId === resultId ? detail.data : undefined;

  const columns: TableColumnsType<ReceiptSheet> = [
    {
      key: 'expert',
      title: t('ratingPage.receipt.expert'),
      render: (_value, sheet) => sheet.expertName ?? `#${sheet.userId}`,
      ellipsis: true,
    },
    {
      key: 'method',
      title: t('ratingPage.receipt.method'),
      dataIndex: 'method',
      width: 110,
      ellipsis: true,
      render: (method: string) => (METHODS.has(method) ? t(`assign.method.${method}` as 'assign.method.all') : method),
    },
    {
      key: 'raw',
      title: t('ratingPage.receipt.raw'),
      dataIndex: 'raw',
      align: 'right',
      width: 90,
      render: (value: number) => score2(value),
    },
    {
      key: 'normalised',
      title: t('ratingPage.receipt.normalised'),
      dataIndex: 'normalised',
      align: 'right',
      width: 100,
      render: (value: number | null) => score2(value),
    },
    {
      key: 'used',
      title: t('ratingPage.receipt.used'),
      width: 130,
      render: (_value, sheet) =>
        sheet.used ? (
          <CheckOutlined className="cbo-rating__used" aria-label={t('ratingPage.receipt.used')} />
        ) : (
          <Typography.Text type="secondary">
            {sheet.leftOut ? t(`ratingPage.leftOut.${sheet.leftOut}`) : '—'}
          </Typography.Text>
        ),
    },
  ];

  return (
    <Drawer
      open={resultId !== null}
      title={data ? t('ratingPage.receiptTitle', { code: data.code }) : t('ratingPage.receipt')}
      size={mobile ? '100%' : 'min(960px, 90vw)'}
      onClose={onClose}
      destroyOnHidden
      className="cbo-rating__receipt"
    >
      <Spin spinning={detail.isLoading}>
        {data ? (
          <div className="cbo-rating__receipt-body">
            <section aria-label={t('ratingPage.receipt.summary')}>
              <Descriptions size="small" bordered column={mobile ? 1 : 3}>
                <Descriptions.Item label={t('ratingPage.col.project')} span={mobile ? 1 : 3}>
                  {data.code} · {data.projectName}
                </Descriptions.Item>
                <Descriptions.Item label={t('ratingPage.col.score')}>{score2(data.score)}</Descriptions.Item>
                <Descriptions.Item label={t('ratingPage.col.rank')}>{data.rank ?? '—'}</Descriptions.Item>
                <Descriptions.Item label={t('ratingPage.col.validSheets')}>{data.validSheets}</Descriptions.Item>
                <Descriptions.Item label={t('ratingPage.col.flags')} span={mobile ? 1 : 3}>
                  {data.flags.length > 0 ? <ResultFlags flags={data.flags} /> : '—'}
                </Descriptions.Item>
              </Descriptions>
            </section>
            <Typography.Title level={5}>{t('ratingPage.receipt.sheets')}</Typography.Title>
            <Table<ReceiptSheet>
              size="small"
              aria-label={t('ratingPage.receipt.sheets')}
              rowKey="sheetId"
              columns={columns}
              dataSource={data.receipt.sheets}
              pagination={false}
              scroll={{ x: 560 }}
              locale={{
                emptyText: (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ratingPage.receipt.noSheets')} />
                ),
              }}
            />
            <Typography.Title level={5}>{t('ratingPage.receipt.steps')}</Typography.Title>
            <ol className="cbo-rating__steps" aria-label={t('ratingPage.receipt.steps')}>
              {data.receipt.steps.map((line, index) => (
                // Steps are a fixed sequence per result: their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={`${line.step}-${index}`}>{stepSentence(t, line)}</li>
              ))}
            </ol>
            <Typography.Title level={5}>{t('ratingPage.receipt.tieBreak')}</Typography.Title>
            <Typography.Paragraph>{tieText(t, data)}</Typography.Paragraph>
            {data.flags.includes('tie_unresolved') && (
              <HasPermi value={['comp:rating:compute']}>
                <Button onClick={() => setDeciding(true)}>{t('ratingPage.tie.record')}</Button>
              </HasPermi>
            )}
          </div>
        ) : (
          <div />
        )}
      </Spin>
      {data && <TieDecisionModal open={deciding} result={data} onClose={() => setDeciding(false)} />}
    </Drawer>
  );
}
