import type { PromotionDecision } from '@cbo/contracts';
import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Translate } from '../../../core/i18n';
import { score2 } from '../rating/rating-format';
import { ResultTag, reasonText, resultText } from './promotion-texts';

/**
 * The columns of a list of decisions, the what-if preview's and a batch's alike: unit, rank, code,
 * project, organisation, score (2 decimals), valid sheets, result (an overridden one marked, its
 * proposal and reason in a tooltip) and the reason with the displacement worded.
 */
export function decisionColumns(t: Translate): ColumnsType<PromotionDecision> {
  return [
    { key: 'unit', dataIndex: 'unit', title: t('promotionPage.dec.unit'), width: 110, ellipsis: true },
    {
      key: 'rank',
      dataIndex: 'rank',
      title: t('promotionPage.dec.rank'),
      width: 64,
      render: (value: number | null) => value ?? '—',
    },
    { key: 'code', dataIndex: 'code', title: t('promotionPage.dec.code'), width: 120 },
    { key: 'projectName', dataIndex: 'projectName', title: t('promotionPage.dec.project'), width: 170, ellipsis: true },
    {
      key: 'orgName',
      dataIndex: 'orgName',
      title: t('promotionPage.dec.org'),
      width: 150,
      ellipsis: true,
      render: (value: string | null) => value ?? '—',
    },
    {
      key: 'score',
      dataIndex: 'score',
      title: t('promotionPage.dec.score'),
      width: 80,
      render: (value: number | null) => score2(value),
    },
    { key: 'validSheets', dataIndex: 'validSheets', title: t('promotionPage.dec.sheets'), width: 80 },
    {
      key: 'finalResult',
      dataIndex: 'finalResult',
      title: t('promotionPage.dec.result'),
      width: 150,
      render: (_value, row) => {
        const overridden = row.overriddenBy !== null;
        return (
          <span className="cbo-promotion__result">
            <ResultTag result={row.finalResult} level={row.finalLevelName} />
            {overridden && (
              <Tooltip
                title={t('promotionPage.dec.overriddenHint', {
                  before: row.proposedLevelName
                    ? `${resultText(t, row.proposedResult)} · ${row.proposedLevelName}`
                    : resultText(t, row.proposedResult),
                  by: row.overriddenBy ?? '',
                  reason: row.overrideReason ?? '',
                })}
              >
                <Tag color="purple">{t('promotionPage.dec.overridden')}</Tag>
              </Tooltip>
            )}
          </span>
        );
      },
    },
    {
      key: 'reason',
      dataIndex: 'reason',
      title: t('promotionPage.dec.reason'),
      width: 220,
      render: (_value, row) => reasonText(t, row) || '—',
    },
  ];
}
