import { type ApplicationStatus, applicationStatuses, FINAL_APPLICATION_STATUSES } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';

/** What may happen to an application; each action names the states it starts from and its result. */
export const lifecycle = {
  submit: { from: ['draft'], to: 'submitted' },
  startAudit: { from: ['submitted'], to: 'under_audit' },
  approve: { from: ['under_audit'], to: 'approved' },
  return: { from: ['under_audit'], to: 'returned' },
  reject: { from: ['under_audit'], to: 'rejected' },
  resubmit: { from: ['returned'], to: 'submitted' },
  withdraw: { from: ['draft', 'submitted', 'under_audit', 'returned'], to: 'withdrawn' },
  group: { from: ['approved', 'promoted'], to: 'grouped' },
  startReview: { from: ['grouped'], to: 'in_review' },
  score: { from: ['in_review'], to: 'scored' },
  promote: { from: ['scored'], to: 'promoted' },
  eliminate: { from: ['scored'], to: 'eliminated' },
  award: { from: ['scored', 'promoted'], to: 'awarded' },
  disqualify: {
    from: (Object.keys(applicationStatuses) as ApplicationStatus[]).filter(
      (status) => !FINAL_APPLICATION_STATUSES.includes(status),
    ),
    to: 'disqualified',
  },
} as const satisfies Record<string, { from: readonly ApplicationStatus[]; to: ApplicationStatus }>;

export type LifecycleAction = keyof typeof lifecycle;

/** Actions that must say why (the reason is kept in the application's history). */
export const REASON_REQUIRED: ReadonlySet<LifecycleAction> = new Set(['return', 'reject', 'withdraw', 'disqualify']);

/** The state `action` leads to from `current`, or a refusal naming both states. */
export function nextStatus(current: ApplicationStatus, action: LifecycleAction): ApplicationStatus {
  const rule = lifecycle[action];
  if (!(rule.from as readonly ApplicationStatus[]).includes(current)) {
    throw AppError.rule('application.illegalTransition', {
      from: applicationStatuses[current],
      to: applicationStatuses[rule.to],
    });
  }
  return rule.to;
}
