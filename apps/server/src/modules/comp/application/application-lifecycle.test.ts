import { APPLICATION_STATUS_KEYS, type ApplicationStatus, formatMessage } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { type LifecycleAction, lifecycle, nextStatus } from './application-lifecycle';

const allowed: Array<[ApplicationStatus, LifecycleAction, ApplicationStatus]> = [
  ['draft', 'submit', 'submitted'],
  ['submitted', 'startAudit', 'under_audit'],
  ['under_audit', 'approve', 'approved'],
  ['under_audit', 'return', 'returned'],
  ['under_audit', 'reject', 'rejected'],
  ['returned', 'resubmit', 'submitted'],
  ...(['draft', 'submitted', 'under_audit', 'returned', 'approved'] as const).map(
    (from): [ApplicationStatus, LifecycleAction, ApplicationStatus] => [from, 'withdraw', 'withdrawn'],
  ),
  ['approved', 'objectionReturn', 'returned'],
  // Judged entries stay approved: the outcome comes straight from there (ADR 0018, decision 2).
  ['approved', 'eliminate', 'eliminated'],
  ['approved', 'award', 'awarded'],
  ...(['draft', 'submitted', 'under_audit', 'returned', 'approved'] as const).map(
    (from): [ApplicationStatus, LifecycleAction, ApplicationStatus] => [from, 'disqualify', 'disqualified'],
  ),
  // domain.md 5.1: "* → disqualified ... awards/certificates revoked" (docs/awards.md).
  ['awarded', 'disqualify', 'disqualified'],
];

function refusal(from: ApplicationStatus, action: LifecycleAction): AppError {
  try {
    nextStatus(from, action);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`${action} from ${from} was allowed`);
}

describe('the application lifecycle', () => {
  it('allows exactly the transitions of domain.md section 5.1', () => {
    for (const [from, action, to] of allowed) expect(nextStatus(from, action)).toBe(to);
    const allowedPairs = new Set(allowed.map(([from, action]) => `${from}:${action}`));
    for (const from of APPLICATION_STATUS_KEYS) {
      for (const action of Object.keys(lifecycle) as LifecycleAction[]) {
        if (allowedPairs.has(`${from}:${action}`)) continue;
        expect(refusal(from, action).key).toBe('application.illegalTransition');
      }
    }
  });

  it('names the current and the requested state in the language of the reader', () => {
    const error = refusal('approved', 'submit');
    expect(formatMessage('application.illegalTransition', 'zh-CN', error.params)).toBe(
      '申报当前状态为「审核通过」，不能变为「已提交」',
    );
    expect(formatMessage('application.illegalTransition', 'en-US', error.params)).toBe(
      'the application is "Approved" and cannot become "Submitted"',
    );
  });

  it('never leaves a final state, except an award revoked by disqualification', () => {
    for (const from of ['rejected', 'withdrawn', 'eliminated', 'awarded', 'disqualified'] as const) {
      for (const action of Object.keys(lifecycle) as LifecycleAction[]) {
        if (from === 'awarded' && action === 'disqualify') continue;
        expect(() => nextStatus(from, action)).toThrow();
      }
    }
    expect(nextStatus('awarded', 'disqualify')).toBe('disqualified');
  });
});
