import {
  type AppealDetail,
  type AppealRow,
  type AppealSession,
  type AppealStatus,
  type appealDecisionForm,
  type appealOnSiteForm,
  localize,
  type PortalAppealSession,
  type portalAppealForm,
} from '@cbo/contracts';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { writeUnique } from '../../../lib/taken';
import type { EntrantUser } from '../../../plugins/access';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './appeal.repository';

type Page = { pageNum: number; pageSize: number };
const HOUR_MS = 3_600_000;

/** A stored `yyyy-MM-dd HH:mm:ss` (server time, as formatDateTime writes it) as epoch milliseconds. */
const epochOf = (text: string) => new Date(text.replace(' ', 'T')).getTime();

/** The window's end: results published + appeal hours. */
export function appealDeadline(resultsPublishedAt: string, appealHours: number): string {
  return formatDateTime(epochOf(resultsPublishedAt) + appealHours * HOUR_MS);
}

/**
 * Appeals against roadshow results (docs/appeals.md). A team appeals through the portal within
 * [results published, + appeal hours] by the app's clock, once per session; the organiser upholds
 * or dismisses it once, with a reason. Filing and deciding each write an appeal event in the same
 * transaction. Nothing else changes on an upheld appeal: the organiser acts through unlock or
 * rescoring.
 */
export class AppealService {
  constructor(private readonly ctx: Pick<AppContext, 'database' | 'clock'>) {}

  private now(): string {
    return formatDateTime(this.ctx.clock.now());
  }

  private async requireEdition(competitionId: number, plan: CompScopePlan) {
    if (!(await repo.editionInScope(this.ctx.database, competitionId, plan))) throw AppError.forbidden();
  }

  async list(
    filter: repo.AppealFilter,
    plan: CompScopePlan,
    page: Page,
  ): Promise<{ total: number; rows: AppealRow[] }> {
    await this.requireEdition(filter.competitionId, plan);
    const answer = await repo.listAppeals(this.ctx.database, filter, plan, page);
    return { total: answer.total, rows: answer.rows };
  }

  async sessions(competitionId: number, plan: CompScopePlan): Promise<AppealSession[]> {
    await this.requireEdition(competitionId, plan);
    const rows = await repo.sessionsOf(this.ctx.database, competitionId, plan);
    return rows.map(({ appealHours, ...row }) => ({
      ...row,
      appealDeadline: row.resultsPublishedAt === null ? null : appealDeadline(row.resultsPublishedAt, appealHours),
    }));
  }

  /** One appeal in scope with its history; an unknown id reads as out of scope. */
  async get(appealId: number, plan: CompScopePlan): Promise<AppealDetail> {
    const db = this.ctx.database;
    const appeal = await repo.findAppeal(db, appealId);
    if (!appeal || !(await repo.applicationInScope(db, appeal.applicationId, plan))) throw AppError.forbidden();
    return { ...appeal, events: await repo.eventsOf(db, appealId) };
  }

  async decide(
    appealId: number,
    form: z.output<typeof appealDecisionForm>,
    plan: CompScopePlan,
    by: string,
  ): Promise<AppealDetail> {
    const current = await this.get(appealId, plan);
    const refuse = (status: AppealStatus) =>
      AppError.rule('appeal.decided', { status: localize(`appeal.status.${status}`) });
    if (current.status !== 'submitted') throw refuse(current.status);
    const db = this.ctx.database;
    const at = this.now();
    await db.transaction(async () => {
      if (!(await repo.writeDecision(db, { appealId, status: form.status, reason: form.reason, by, at }))) {
        const now = await repo.findAppeal(db, appealId);
        throw refuse(now?.status ?? form.status);
      }
      await repo.insertEvent(db, {
        appealId,
        kind: 'decided',
        status: form.status,
        reason: form.reason,
        actor: by,
        at,
      });
    });
    return this.get(appealId, plan);
  }

  /** A team's appeal recorded by staff at the venue: a slot of a live or closed session. */
  async recordOnSite(form: z.output<typeof appealOnSiteForm>, plan: CompScopePlan, by: string): Promise<number> {
    const db = this.ctx.database;
    if (!(await repo.applicationInScope(db, form.applicationId, plan))) throw AppError.forbidden();
    const slot = await repo.slotOf(db, form.sessionId, form.applicationId);
    if (!slot) throw AppError.invalid('applicationId', 'appeal.notInSession');
    if (slot.status !== 'live' && slot.status !== 'closed') throw AppError.rule('appeal.onSiteStatus');
    const at = this.now();
    return this.file({ slot, channel: 'on_site', content: form.content, by, at, deadlineAt: at });
  }

  private async file(options: {
    slot: repo.SlotRecord;
    channel: 'online' | 'on_site';
    content: string;
    by: string;
    at: string;
    deadlineAt: string;
  }): Promise<number> {
    const { slot, channel, content, by, at, deadlineAt } = options;
    const db = this.ctx.database;
    // One per team per session: the unique index decides between two filings at once.
    return writeUnique('appeal.repeated', { code: slot.code }, () =>
      db.transaction(async () => {
        const appealId = await repo.insertAppeal(db, {
          competitionId: slot.competitionId,
          sessionId: slot.sessionId,
          entryId: slot.entryId,
          applicationId: slot.applicationId,
          channel,
          content,
          submittedBy: by,
          submittedAt: at,
          deadlineAt,
        });
        await repo.insertEvent(db, { appealId, kind: 'filed', status: 'submitted', reason: null, actor: by, at });
        return appealId;
      }),
    );
  }

  // ------------------------------------------------------------------ the entrant's side (portal)

  async portalSessions(entrant: EntrantUser): Promise<PortalAppealSession[]> {
    const now = this.ctx.clock.now();
    const rows = await repo.ownPublishedSessions(this.ctx.database, entrant.userName);
    return rows.map((row) => {
      const deadlineAt = appealDeadline(row.resultsPublishedAt, row.appealHours);
      const inWindow = row.appealHours > 0 && now >= epochOf(row.resultsPublishedAt) && now <= epochOf(deadlineAt);
      return {
        sessionId: row.sessionId,
        sessionName: row.sessionName,
        stageName: row.stageName,
        competitionName: row.competitionName,
        applicationId: row.applicationId,
        code: row.code,
        projectName: row.projectName,
        resultsPublishedAt: row.resultsPublishedAt,
        deadlineAt,
        open: inWindow && row.appealId === null,
        appeal:
          row.appealId === null
            ? null
            : {
                appealId: row.appealId,
                channel: row.channel ?? 'online',
                content: row.content ?? '',
                submittedAt: row.submittedAt ?? '',
                status: row.status ?? 'submitted',
                decision: row.decision,
                decidedAt: row.decidedAt,
              },
      };
    });
  }

  /**
   * Files the entrant's appeal: their own application, a slot of that session, inside the window
   * (results published, not past published + appeal hours), once per team and session.
   */
  async portalFile(
    entrant: EntrantUser,
    form: z.output<typeof portalAppealForm>,
  ): Promise<{ appealId: number; deadlineAt: string }> {
    const db = this.ctx.database;
    if (!(await repo.ownsApplication(db, entrant.userName, form.applicationId))) {
      throw AppError.rule('portal.application.missing');
    }
    const slot = await repo.slotOf(db, form.sessionId, form.applicationId);
    if (!slot) throw AppError.invalid('sessionId', 'appeal.notInSession');
    if (slot.status !== 'published' || slot.resultsPublishedAt === null) throw AppError.rule('appeal.notOpen');
    if (slot.appealHours <= 0) throw AppError.rule('appeal.noWindow');
    const deadlineAt = appealDeadline(slot.resultsPublishedAt, slot.appealHours);
    const now = this.ctx.clock.now();
    if (now < epochOf(slot.resultsPublishedAt)) throw AppError.rule('appeal.notOpen');
    if (now > epochOf(deadlineAt)) throw AppError.rule('appeal.closed', { deadline: deadlineAt });
    const appealId = await this.file({
      slot,
      channel: 'online',
      content: form.content,
      by: entrant.userName,
      at: formatDateTime(now),
      deadlineAt,
    });
    return { appealId, deadlineAt };
  }
}
