import {
  BATCH_STATUSES,
  type BatchEvent,
  type BatchStatus,
  DECISION_RESULTS,
  type DecisionResult,
  listBatchDecisions,
  listBatchEvents,
} from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Timeline } from 'antd';
import { resultText, statusText } from '../../../../components/comp/promotion/promotion-texts';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import type { Translate, TranslationKey } from '../../../../core/i18n';
import { useT } from '../../../../core/i18n';

const ACTION_COLORS: Record<string, string> = {
  approved: 'green',
  finalized: 'green',
  returned: 'orange',
  objection_upheld: 'orange',
  revoked: 'red',
  overridden: 'purple',
};

/** The actions the server writes (docs/promotion.md, history). */
const KNOWN_ACTIONS = new Set([
  'drafted',
  'redrafted',
  'overridden',
  'submitted',
  'approved',
  'returned',
  'published',
  'objection_upheld',
  'amending',
  'finalized',
  'revoked',
]);

const isStatus = (value: unknown): value is BatchStatus => BATCH_STATUSES.includes(value as BatchStatus);
const isResult = (value: unknown): value is DecisionResult => DECISION_RESULTS.includes(value as DecisionResult);

/** An action as the history names it; one this page does not know reads as itself. */
function actionText(t: Translate, action: string): string {
  return KNOWN_ACTIONS.has(action) ? t(`promotionPage.event.${action}` as TranslationKey) : action;
}

/** A result (or status) in a detail, worded when known; an override's side is `{ result, levelId }`. */
function shown(t: Translate, value: unknown): string {
  if (value !== null && typeof value === 'object' && 'result' in value) return shown(t, value.result);
  if (isResult(value)) return resultText(t, value);
  if (isStatus(value)) return statusText(t, value);
  return value === null || value === undefined ? '—' : String(value);
}

/** The lines under an event: an override's before → after, a reason, the status change. */
function detailLines(t: Translate, event: BatchEvent, codes: ReadonlyMap<number, string>): string[] {
  const detail = event.detail;
  const lines: string[] = [];
  if ('before' in detail || 'after' in detail) {
    const change = { before: shown(t, detail.before), after: shown(t, detail.after) };
    // An override names its entry by id: its code comes from the batch's overridden decisions.
    const code = typeof detail.code === 'string' ? detail.code : codes.get(Number(detail.entryId));
    lines.push(
      code ? t('promotionPage.event.change', { code, ...change }) : t('promotionPage.event.changeNoCode', change),
    );
  }
  if (typeof detail.endAt === 'string') lines.push(t('promotionPage.event.window', { end: detail.endAt }));
  if (typeof detail.up === 'number' && typeof detail.down === 'number') {
    lines.push(t('promotionPage.event.finalCounts', { up: detail.up, down: detail.down }));
  }
  if (typeof detail.reason === 'string' && detail.reason)
    lines.push(t('promotionPage.event.reason', { reason: detail.reason }));
  if (event.fromStatus && event.toStatus && event.fromStatus !== event.toStatus) {
    lines.push(t('promotionPage.event.status', { from: shown(t, event.fromStatus), to: shown(t, event.toStatus) }));
  }
  return lines;
}

/** 历史: a batch's append-only events, newest last, worded per action with by/at and details. */
export function BatchHistory({ batchId }: { batchId: number }) {
  const t = useT();
  const events = useQuery({
    queryKey: queryKeyOf(listBatchEvents, { batchId }),
    queryFn: async () => (await api(listBatchEvents, { params: { batchId } })).data,
  });
  const overriddenQuery = { overridden: '1' as const, pageNum: 1, pageSize: 500 };
  const overridden = useQuery({
    queryKey: queryKeyOf(listBatchDecisions, { batchId, query: overriddenQuery }),
    queryFn: async () => await api(listBatchDecisions, { params: { batchId }, query: overriddenQuery }),
  });
  const codes = new Map((overridden.data?.rows ?? []).map((row) => [row.entryId, row.code]));
  if (events.isLoading) return <Spin />;
  const rows = events.data ?? [];
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('promotionPage.detail.noHistory')} />;
  return (
    <Timeline
      items={rows.map((event) => ({
        key: event.eventId,
        color: ACTION_COLORS[event.action] ?? 'blue',
        content: (
          <div>
            <strong>{actionText(t, event.action)}</strong>
            <div className="cbo-promotion__event-detail">
              {t('promotionPage.event.by', { by: event.by, at: event.at })}
            </div>
            {detailLines(t, event, codes).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </div>
        ),
      }))}
    />
  );
}
