import type { Locale } from './locale';

/**
 * The one lifecycle of an application (docs/domain.md section 5.1): audit states first, then the
 * outcomes. Judging progress is not a status: an application stays `approved` while it is judged
 * and its stage entries carry their own state (docs/adr/0018-judging-data-model.md, decision 2);
 * it only gets `eliminated` or `awarded` when a final result says so.
 */
export const applicationStatuses = {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft' },
  submitted: { 'zh-CN': '已提交', 'en-US': 'Submitted' },
  under_audit: { 'zh-CN': '审核中', 'en-US': 'Under audit' },
  returned: { 'zh-CN': '退回修改', 'en-US': 'Returned' },
  approved: { 'zh-CN': '审核通过', 'en-US': 'Approved' },
  rejected: { 'zh-CN': '审核不通过', 'en-US': 'Rejected' },
  withdrawn: { 'zh-CN': '已撤回', 'en-US': 'Withdrawn' },
  eliminated: { 'zh-CN': '未晋级', 'en-US': 'Eliminated' },
  awarded: { 'zh-CN': '获奖', 'en-US': 'Awarded' },
  disqualified: { 'zh-CN': '取消资格', 'en-US': 'Disqualified' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ApplicationStatus = keyof typeof applicationStatuses;

export const APPLICATION_STATUS_KEYS = Object.keys(applicationStatuses) as ApplicationStatus[];

/** States an application never leaves. */
export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'rejected',
  'withdrawn',
  'eliminated',
  'awarded',
  'disqualified',
];

/**
 * Entries that left the competition: withdrawn (撤回/退赛) or disqualified (取消资格). They keep
 * their history but are left out of everything downstream (docs/applications.md, "Downstream").
 */
export const LEFT_COMPETITION_STATUSES: readonly ApplicationStatus[] = ['withdrawn', 'disqualified'];

/**
 * Whether an application in `status` still counts downstream: statistics, the export's default
 * filter, audit queues, 公示 lists and judging. The one predicate later code uses.
 */
export function countsDownstream(status: string): boolean {
  return !(LEFT_COMPETITION_STATUSES as readonly string[]).includes(status);
}

/**
 * The statuses some flow reaches today (submission, audit, withdrawal, disqualification, final results): the status
 * tabs offer these and any other only once an application holds it. A flow that starts reaching
 * another status (the final results: eliminated, awarded) adds it here.
 */
export const REACHED_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'draft',
  'submitted',
  'under_audit',
  'returned',
  'approved',
  'rejected',
  'withdrawn',
  'disqualified',
  // Written when a promotion or award batch is finalized (docs/promotion.md).
  'eliminated',
  'awarded',
];
