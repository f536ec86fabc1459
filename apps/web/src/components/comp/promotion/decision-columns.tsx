import type { PromotionDecision } from '@cbo/contracts';
import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Translate } from '../../../core/i18n';
import { score2 } from '../rating/rating-format';
import { ResultTag, reasonText, resultText, unitText } from './promotion-texts';

/**
 * The columns of a list of decisions, the what-if preview's and a batch's alike: rank, code,
 * project, score (2 decimals), result (an overridden one marked, its proposal and reason in a
 * tooltip), the reason with the displacement worded, then unit, valid sheets and organisation
 * (the result and reason first, so a narrow panel shows them without scrolling).
 */
export function decisionColumns(t: Translate): ColumnsType<PromotionDecision> {
  return [
    {
      key: 'rank',
      dataIndex: 'rank',
      title: t('promotionPage.dec.rank'),
      width: 64,
      render: (value: number | null) => value ?? '—',
    },
    { key: 'code', dataIndex: 'code', title: t('promotionPage.dec.code'), width: 100 },
    { key: 'projectName', dataIndex: 'projectName', title: t('promotionPage.dec.project'), width: 150, ellipsis: true },
    {
      key: 'score',
      dataIndex: 'score',
      title: t('promotionPage.dec.score'),
      width: 80,
      render: (value: number | null) => score2(value),
    },
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
    {
      key: 'unit',
      dataIndex: 'unit',
      title: t('promotionPage.dec.unit'),
      width: 100,
      ellipsis: true,
      render: (_value, row) => unitText(t, row),
    },
    { key: 'validSheets', dataIndex: 'validSheets', title: t('promotionPage.dec.sheets'), width: 80 },
    {
      key: 'orgName',
      dataIndex: 'orgName',
      title: t('promotionPage.dec.org'),
      width: 150,
      ellipsis: true,
      render: (value: string | null) => value ?? '—',
    },
  ];
}
