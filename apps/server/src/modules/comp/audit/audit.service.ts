import {
  type ApplicationStatus,
  AUDIT_BATCH_MAX,
  type AuditDecision,
  applicationStatuses,
  type SmsPurpose,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { PersonalDataCipher } from '../../../lib/personal-data';
import type { SessionUser } from '../../../plugins/access';
import type { AppContext } from '../../module';
import type { DictService } from '../../system/dict/dict.service';
import { moveStatus } from '../application/application.api';
import { type LifecycleAction, nextStatus } from '../application/application-lifecycle';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './audit.repository';

const SUPER_ADMIN_ROLE = 'admin';

export interface Decision extends DecisionTerms {
  applicationIds: number[];
}

/** A decision for every application waiting at the level that matches the queue's filter. */
export interface MatchingDecision extends DecisionTerms {
  filters: repo.QueueFilter;
  /** The count the person confirmed; without it nothing changes and the count is answered. */
  expected?: number;
}

interface DecisionTerms {
  levelNo: number;
  decision: AuditDecision;
  reason?: string | null;
  reasonCode?: string | null;
  returnDeadline?: string | null;
}

const PURPOSE: Record<AuditDecision, SmsPurpose> = {
  approve: 'audit_approved',
  return: 'audit_returned',
  reject: 'audit_rejected',
};

/**
 * Multi-level audit (docs/domain.md 5.1): an application waits at one level of its edition at a time.
 * Approving passes it to the next level, or approves it after the last; returning sends it back
 * to the entrant with a reason and a deadline; rejecting ends it with a reason code. Only holders
 * of the level's role decide, within their competition scope; every decision is recorded with its
 * level and reason, and the leader is told by SMS.
 */
export class AuditService {
  private readonly cipher: PersonalDataCipher;
  private readonly dicts: DictService;

  constructor(private readonly ctx: AppContext) {
    this.cipher = new PersonalDataCipher(ctx.config.appSecret);
    this.dicts = ctx.dicts;
  }

  /** The session holds the level's role, enabled (the administrator decides at every level). */
  private canDecide(session: SessionUser, roleId: number): boolean {
    if (session.roles.includes(SUPER_ADMIN_ROLE)) return true;
    return session.scopeRoles.some((role) => role.roleId === roleId && role.status === '0');
  }

  async levels(filter: repo.QueueFilter, plan: CompScopePlan, session: SessionUser) {
    const levels = await repo.levelsOf(this.ctx.database, filter.competitionId);
    const pending = new Map(
      (await repo.pendingByLevel(this.ctx.database, filter, plan)).map((row) => [row.levelNo, row.n]),
    );
    const tabs = [];
    for (const level of levels) {
      tabs.push({
        ...level,
        pending: pending.get(level.levelNo) ?? 0,
        canDecide: this.canDecide(session, level.roleId),
      });
    }
    return tabs;
  }

  /**
   * A region filter names the caller's own region or one below it: a scope by region refuses any
   * other (other scopes never match rows outside them whatever the filter names).
   */
  private async checkRegion(filter: repo.QueueFilter, plan: CompScopePlan) {
    if (!filter.regionCode || plan.kind !== 'region') return;
    if (!(await repo.regionWithin(this.ctx.database, plan.regionCode, filter.regionCode))) {
      throw AppError.rule('audit.regionOutOfScope', { region: filter.regionCode });
    }
  }

  async queue(
    filter: repo.QueueFilter & { levelNo: number },
    page: Parameters<typeof repo.queue>[4],
    plan: CompScopePlan,
  ) {
    await this.checkRegion(filter, plan);
    return repo.queue(this.ctx.database, filter, plan, filter.levelNo, page);
  }

  regions(competitionId: number, plan: CompScopePlan) {
    return repo.regionsInScope(this.ctx.database, plan, competitionId);
  }

  /**
   * The count first, then the decision: it is taken only when exactly the confirmed number of
   * applications still match, so nothing beyond what the person saw is decided.
   */
  async decideMatching(input: MatchingDecision, plan: CompScopePlan, session: SessionUser) {
    const { filters, expected, ...terms } = input;
    await this.checkRegion(filters, plan);
    const ids = await repo.queueIds(this.ctx.database, filters, plan, input.levelNo, AUDIT_BATCH_MAX + 1);
    const matching = ids.length;
    if (matching > AUDIT_BATCH_MAX) throw AppError.rule('audit.tooManyMatching', { max: AUDIT_BATCH_MAX });
    if (expected === undefined || matching === 0) return { matching, changed: 0 };
    if (matching !== expected) throw AppError.rule('audit.matchingChanged', { count: matching, expected });
    return { matching, changed: await this.decide({ ...terms, applicationIds: ids }, plan, session) };
  }

  async decide(input: Decision, plan: CompScopePlan, session: SessionUser): Promise<number> {
    const { database } = this.ctx;
    const reason = input.reason?.trim() || null;
    if (input.decision !== 'approve' && !reason) throw AppError.invalid('reason', 'validation.required');
    if (input.decision === 'return') {
      if (!input.returnDeadline) throw AppError.invalid('returnDeadline', 'validation.required');
      if (input.returnDeadline <= formatDateTime(this.ctx.clock.now())) {
        throw AppError.invalid('returnDeadline', 'audit.deadlinePast');
      }
    }
    if (input.decision === 'reject') {
      const codes = (await this.dicts.enabledEntries('comp_reject_reason')).map((entry) => entry.dictValue);
      if (!input.reasonCode || !codes.includes(input.reasonCode)) {
        throw AppError.invalid('reasonCode', 'audit.reasonCodeUnknown');
      }
    }
    const states = await repo.decisionStates(database, input.applicationIds, plan);
    if (states.length !== new Set(input.applicationIds).size) throw AppError.forbidden();
    const editions = new Set(states.map((state) => state.competitionId));
    if (editions.size !== 1) throw AppError.invalid('applicationIds', 'audit.oneEdition');
    const levels = await repo.levelsOf(database, states[0].competitionId);
    const level = levels.find((l) => l.levelNo === input.levelNo);
    if (!level) throw AppError.invalid('levelNo', 'audit.levelUnknown');
    if (!this.canDecide(session, level.roleId)) throw AppError.rule('audit.notYourLevel', { level: level.levelName });
    const last = levels[levels.length - 1].levelNo;
    for (const state of states) {
      if ((state.status !== 'submitted' && state.status !== 'under_audit') || state.auditLevel !== input.levelNo) {
        throw AppError.rule('audit.notWaitingHere', {
          code: state.code,
          status: applicationStatuses[state.status as ApplicationStatus],
          level: level.levelName,
        });
      }
    }
    const at = formatDateTime(this.ctx.clock.now());
    const by = session.userName;
    await database.transaction(async () => {
      for (const state of states) {
        let from = state.status;
        const step = async (action: LifecycleAction, extra: Record<string, unknown> = {}) => {
          const to =
            action === 'approve' && input.levelNo < last
              ? 'under_audit'
              : nextStatus(from as ApplicationStatus, action);
          const moved = await moveStatus(database, {
            change: {
              applicationId: state.applicationId,
              action,
              from,
              to,
              reason: action === 'startAudit' ? null : reason,
            },
            extra,
            by,
            at,
            event: { levelNo: input.levelNo, reasonCode: action === 'reject' ? (input.reasonCode ?? null) : null },
          });
          if (!moved) throw AppError.rule('application.changedMeanwhile', { code: state.code });
          from = to;
        };
        if (from === 'submitted') await step('startAudit');
        if (input.decision === 'approve') {
          await step('approve', input.levelNo < last ? { auditLevel: input.levelNo + 1 } : { auditLevel: null });
        } else if (input.decision === 'return') {
          await step('return', {
            auditLevel: null,
            returnLevel: input.levelNo,
            returnCount: state.returnCount + 1,
            returnDeadline: input.returnDeadline,
          });
        } else {
          await step('reject', { auditLevel: null });
        }
      }
    });
    // A batch of decisions writes a few events each: the planner's statistics may need refreshing (PGlite).
    if (states.length >= 100) database.analyzeIfGrown();
    await this.notify(states, input, level.levelName, input.levelNo === last);
    return states.length;
  }

  /** Tells each leader the decision through its purpose's template and the SMS provider (recorded in sys_sms_log). */
  private async notify(
    states: Awaited<ReturnType<typeof repo.decisionStates>>,
    input: Decision,
    levelName: string,
    lastLevel: boolean,
  ) {
    // A pass to the next level is not news for the entrant; a final approval, a return or a rejection is.
    if (input.decision === 'approve' && !lastLevel) return;
    for (const state of states) {
      const params: Record<string, string> = {
        code: state.code,
        project: state.projectName.slice(0, 20),
        level: levelName,
      };
      if (input.decision === 'return' && input.returnDeadline) params.deadline = input.returnDeadline;
      this.ctx.sms.dispatch({
        mobile: this.cipher.open('mobile', state.leaderMobileEnc),
        params,
        purpose: PURPOSE[input.decision],
      });
    }
  }
}
