import { type ApplicationStatus, applicationStatuses, FINAL_APPLICATION_STATUSES } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';

/** Every state an application can still leave. */
const NON_FINAL = (Object.keys(applicationStatuses) as ApplicationStatus[]).filter(
  (status) => !FINAL_APPLICATION_STATUSES.includes(status),
);
/**
 * Past the audit, still in the competition: what an upheld objection can send back. Judging does not
 * move it on (its stage entries carry the judging state, docs/adr/0018-judging-data-model.md).
 */
const ADMITTED: readonly ApplicationStatus[] = ['approved'];

/** What may happen to an application; each action names the states it starts from and its result. */
export const lifecycle = {
  submit: { from: ['draft'], to: 'submitted' },
  startAudit: { from: ['submitted'], to: 'under_audit' },
  approve: { from: ['under_audit'], to: 'approved' },
  return: { from: ['under_audit'], to: 'returned' },
  reject: { from: ['under_audit'], to: 'rejected' },
  resubmit: { from: ['returned'], to: 'submitted' },
  // Before a decision (撤回) or as an admitted entry (退赛): the entrant, or staff on their behalf.
  withdraw: { from: NON_FINAL, to: 'withdrawn' },
  // The organiser's decision on an upheld objection: back to the entrant for revision.
  objectionReturn: { from: ADMITTED, to: 'returned' },
  // Outcomes, written when a stage's result is final (docs/review.md).
  eliminate: { from: ADMITTED, to: 'eliminated' },
  award: { from: ADMITTED, to: 'awarded' },
  // Any time, an awarded entry too: its awards and certificates are revoked with it (docs/awards.md).
  disqualify: { from: [...NON_FINAL, 'awarded'], to: 'disqualified' },
} as const satisfies Record<string, { from: readonly ApplicationStatus[]; to: ApplicationStatus }>;

export type LifecycleAction = keyof typeof lifecycle;

/** Actions that must say why (the reason is kept in the application's history). */
export const REASON_REQUIRED: ReadonlySet<LifecycleAction> = new Set([
  'return',
  'reject',
  'withdraw',
  'disqualify',
  'objectionReturn',
]);

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
