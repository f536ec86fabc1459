import type {
  BatchStatus,
  DecisionReason,
  DecisionResult,
  PromotionDecision,
  PromotionRule,
  PublicityStatus,
} from '@cbo/contracts';
import { Tag } from 'antd';
import type { Translate, TranslationKey } from '../../../core/i18n';
import { useT } from '../../../core/i18n';

/** Colours of a batch's status (docs/promotion.md, lifecycle). */
export const BATCH_STATUS_COLORS: Record<BatchStatus, string> = {
  draft: 'default',
  pending_approval: 'processing',
  approved: 'cyan',
  in_publicity: 'gold',
  amending: 'orange',
  finalized: 'success',
  revoked: 'error',
};

const RESULT_COLORS: Record<DecisionResult, string> = {
  promoted: 'success',
  awarded: 'success',
  eliminated: 'default',
  undecided: 'warning',
};

const key = (text: string) => text as TranslationKey;

export const statusText = (t: Translate, status: BatchStatus) => t(key(`promotionPage.status.${status}`));
export const resultText = (t: Translate, result: DecisionResult) => t(key(`promotionPage.result.${result}`));
export const publicityText = (t: Translate, status: PublicityStatus) =>
  t(key(`promotionPage.publicityStatus.${status}`));

/** A reason as a list shows it; a cap's displacement names what was full, e.g. 受单位名额限制（XX大学 已满 2 个）. */
export function reasonText(t: Translate, row: Pick<PromotionDecision, 'reason' | 'displacement'>): string {
  if (row.reason === null) return '';
  const reason = t(key(`promotionPage.reason.${row.reason satisfies DecisionReason}`));
  if (!row.displacement) return reason;
  return t('promotionPage.displaced', { reason, label: row.displacement.label, limit: row.displacement.limit });
}

/** A rule in one line: scope, method with its parameter, minimum reviews. */
export function ruleSummary(t: Translate, rule: PromotionRule): string {
  const method = t(key(`promotionPage.method.${rule.method}`));
  const parameter =
    rule.method === 'top_n'
      ? ` ${rule.n}`
      : rule.method === 'top_percent'
        ? ` ${rule.percent}%`
        : rule.method === 'threshold'
          ? ` ≥ ${rule.threshold}`
          : '';
  return t('promotionPage.rule.summary', {
    scope: t(key(`promotionPage.scope.${rule.scope}`)),
    method: `${method}${parameter}`,
    minReviews: rule.minReviews,
  });
}

export function BatchStatusTag({ status }: { status: BatchStatus }) {
  const t = useT();
  return <Tag color={BATCH_STATUS_COLORS[status]}>{statusText(t, status)}</Tag>;
}

export function ResultTag({ result, level }: { result: DecisionResult; level?: string | null }) {
  const t = useT();
  return (
    <Tag color={RESULT_COLORS[result]}>{level ? `${resultText(t, result)} · ${level}` : resultText(t, result)}</Tag>
  );
}

/** A unit as shown: the whole stage and the ungrouped or uncategorised units are worded by the page. */
export function unitText(t: Translate, row: { unitKey: string; unit: string }): string {
  if (row.unitKey === 'stage') return t('promotionPage.unit.stage');
  if (row.unitKey === 'group:none') return t('promotionPage.unit.noGroup');
  if (row.unitKey === 'category:none') return t('promotionPage.unit.noCategory');
  return row.unit;
}
