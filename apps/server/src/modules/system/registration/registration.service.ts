import { REGISTRATION_BATCH_MAX } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { RegistrationReview } from '../../auth/register.service';
import { createAppliedExpert } from '../../comp/expert/expert.api';
import type { AppContext } from '../../module';
import * as repo from './registration.repository';

/**
 * The role /register asks for: back-office self-registration is for staff (entrants are refused
 * back-office login, docs/web-client.md section 2), and experts are the staff who sign themselves up. Entrants
 * registered by the entrant API (later) ask for participants.
 */
export const REGISTER_ROLE = 'expert';
/** The role the portal's registration asks for. */
export const PORTAL_REGISTER_ROLE = 'participants';

/** Roles whose registrations may be approved without review when configured; staff roles never are. */
export const AUTO_APPROVABLE_ROLES = ['participants'];
export const AUTO_APPROVE_KEY = 'sys.registration.autoApprove';
/** Whether a registration for `role` is approved without review: configured, and never a staff role. */
export function mayAutoApprove(role: string, configured: string): boolean {
  const roles = configured.split(',').map((r) => r.trim());
  return AUTO_APPROVABLE_ROLES.includes(role) && roles.includes(role);
}

interface BatchDecision {
  userIds: number[];
  decision: 'approve' | 'reject';
  reason?: string | null;
}

interface MatchingDecision extends Omit<BatchDecision, 'userIds'> {
  filters: { userName?: string };
  expected?: number;
}

const PURPOSE = { approved: 'registration_approved', rejected: 'registration_rejected' } as const;

/**
 * Registration review (docs/domain.md 5.2): pending → approved | rejected. Approval activates the
 * account with the role it asked for; either decision is sent to the account's mobile through
 * the SMS provider, and whether the provider accepted it is recorded on the request.
 */
export class RegistrationService {
  constructor(private readonly ctx: AppContext) {}

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  private async autoApproved(role: string): Promise<boolean> {
    return mayAutoApprove(role, (await this.ctx.configs.get(AUTO_APPROVE_KEY)) ?? '');
  }

  /** A new account asking for `requestedRole` waits for review, unless that role is auto-approved. */
  reviewFor(requestedRole: string): RegistrationReview {
    return {
      record: (userId) => repo.insertRequest(this.ctx.database, userId, requestedRole),
      settle: async (userId) => {
        if (!(await this.autoApproved(requestedRole))) return false;
        await this.approve(userId, 'system', true);
        return true;
      },
    };
  }

  async approve(userId: number, by: string, auto = false): Promise<void> {
    const db = this.ctx.database;
    const request = await repo.findRequest(db, userId);
    if (!request) throw AppError.rule('board.registration.missing', { id: userId });
    if (request.status !== '1') throw AppError.rule('board.registration.decided');
    const roleId = await repo.roleIdOf(db, request.requestedRole);
    if (roleId === undefined) throw AppError.rule('board.registration.roleMissing', { role: request.requestedRole });
    const decided = await db.transaction(async () => {
      const moved = await repo.decide(db, userId, {
        status: '0',
        reason: null,
        autoApproved: auto,
        by,
        at: this.now(),
      });
      if (moved) {
        await repo.grantRole(db, userId, roleId);
        // An expert's registration opens an applied profile in the pool (docs/experts.md).
        if (request.requestedRole === REGISTER_ROLE) await createAppliedExpert(db, userId, by);
      }
      return moved;
    });
    if (!decided) throw AppError.rule('board.registration.decided');
    await this.notify(userId, request.mobile, 'approved', { user: request.userName });
  }

  async reject(userId: number, reason: string, by: string): Promise<void> {
    const db = this.ctx.database;
    const request = await repo.findRequest(db, userId);
    if (!request) throw AppError.rule('board.registration.missing', { id: userId });
    const decided = await db.transaction(() =>
      repo.decide(db, userId, { status: '2', reason, autoApproved: false, by, at: this.now() }),
    );
    if (!decided) throw AppError.rule('board.registration.decided');
    await this.notify(userId, request.mobile, 'rejected', { user: request.userName, reason: reason.slice(0, 20) });
  }

  /**
   * One decision for several waiting registrations, all or none: a missing or already decided one
   * is refused by name and nothing changes. Each holder is told after the decision is stored.
   */
  async decideMany(input: BatchDecision, by: string): Promise<number> {
    const db = this.ctx.database;
    const reason = input.reason?.trim() || null;
    if (input.decision === 'reject' && !reason) throw AppError.invalid('reason', 'validation.required');
    const wanted = [...new Set(input.userIds)];
    const requests = await repo.findRequests(db, wanted);
    const byId = new Map(requests.map((request) => [request.userId, request]));
    for (const userId of wanted) {
      const request = byId.get(userId);
      if (!request) throw AppError.rule('board.registration.missing', { id: userId });
      if (request.status !== '1') throw AppError.rule('board.registration.decidedOne', { user: request.userName });
    }
    const roles = new Map<string, number>();
    if (input.decision === 'approve') {
      for (const role of new Set(requests.map((request) => request.requestedRole))) {
        const roleId = await repo.roleIdOf(db, role);
        if (roleId === undefined) throw AppError.rule('board.registration.roleMissing', { role });
        roles.set(role, roleId);
      }
    }
    const at = this.now();
    const status = input.decision === 'approve' ? '0' : '2';
    await db.transaction(async () => {
      for (const request of requests) {
        const moved = await repo.decide(db, request.userId, { status, reason, autoApproved: false, by, at });
        // Decided by someone else meanwhile: the whole batch is undone.
        if (!moved) throw AppError.rule('board.registration.decidedOne', { user: request.userName });
        const roleId = roles.get(request.requestedRole);
        if (roleId !== undefined) await repo.grantRole(db, request.userId, roleId);
        if (roleId !== undefined && request.requestedRole === REGISTER_ROLE) {
          await createAppliedExpert(db, request.userId, by);
        }
      }
    });
    for (const request of requests) {
      const params: Record<string, string> = { user: request.userName };
      if (reason) params.reason = reason.slice(0, 20);
      await this.notify(request.userId, request.mobile, input.decision === 'approve' ? 'approved' : 'rejected', params);
    }
    return requests.length;
  }

  /**
   * The count first, then the decision: taken only when exactly the confirmed number of waiting
   * registrations still match the filter, so nothing beyond what the person saw is decided.
   */
  async decideMatching(input: MatchingDecision, by: string) {
    const ids = await repo.waitingIds(this.ctx.database, input.filters, REGISTRATION_BATCH_MAX + 1);
    const matching = ids.length;
    if (matching > REGISTRATION_BATCH_MAX) {
      throw AppError.rule('board.registration.tooManyMatching', { max: REGISTRATION_BATCH_MAX });
    }
    if (input.expected === undefined || matching === 0) return { matching, changed: 0 };
    if (matching !== input.expected) {
      throw AppError.rule('board.registration.matchingChanged', { count: matching, expected: input.expected });
    }
    return { matching, changed: await this.decideMany({ ...input, userIds: ids }, by) };
  }

  /** Sends the decision through its template (awaited, so its outcome is recorded) when the account has a mobile. */
  private async notify(
    userId: number,
    mobile: string | null,
    decision: keyof typeof PURPOSE,
    params: Record<string, string>,
  ): Promise<void> {
    if (!mobile) return;
    const delivery = await this.ctx.sms.send({ mobile, params, purpose: PURPOSE[decision] });
    await repo.recordSms(this.ctx.database, userId, delivery.ok);
  }
}
