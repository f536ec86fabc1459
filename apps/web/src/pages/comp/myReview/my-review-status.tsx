import type { MyAssignment, ScoringAssignmentStatus } from '@cbo/contracts';
import { Tag } from 'antd';
import type { TranslationKey } from '../../../core/i18n';
import { useT } from '../../../core/i18n';

/** The statuses the queue lists (a voided assignment is never listed: docs/scoring.md). */
export const LISTED_STATUSES: readonly ScoringAssignmentStatus[] = [
  'assigned',
  'viewed',
  'in_progress',
  'submitted',
  'locked',
  'coi_declared',
];

export const statusKey = (status: ScoringAssignmentStatus) => `myReview.assignmentStatus.${status}` as TranslationKey;

const STATUS_COLOR: Record<ScoringAssignmentStatus, string> = {
  assigned: 'default',
  viewed: 'blue',
  in_progress: 'processing',
  submitted: 'success',
  locked: 'success',
  coi_declared: 'warning',
  voided: 'default',
};

export function AssignmentStatusTag({ status }: { status: ScoringAssignmentStatus }) {
  const t = useT();
  return <Tag color={STATUS_COLOR[status]}>{t(statusKey(status))}</Tag>;
}

/** What the row's action does: score (still open), view (submitted), or nothing (a declared conflict). */
export function rowActionOf(row: Pick<MyAssignment, 'status'>): 'score' | 'view' | null {
  if (row.status === 'coi_declared' || row.status === 'voided') return null;
  return row.status === 'submitted' || row.status === 'locked' ? 'view' : 'score';
}

export function SheetStatusTag({ status }: { status: MyAssignment['sheetStatus'] }) {
  const t = useT();
  if (status === null) return <span className="cbo-my-review__none">{t('myReview.sheetNone')}</span>;
  return status === 'submitted' ? (
    <Tag color="success">{t('myReview.sheetSubmitted')}</Tag>
  ) : (
    <Tag color="gold">{t('myReview.sheetDraft')}</Tag>
  );
}
