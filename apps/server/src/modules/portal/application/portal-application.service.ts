import {
  ATTACHMENT_RULES,
  DOCUMENT_ATTACHMENT_RULE,
  FILE_FIELD_RULE,
  type ObjectionForm,
  type PortalApplicationDetail,
  type PortalApplicationEvent,
  ResultCode,
  UPLOAD_RESOURCE_PREFIX,
} from '@cbo/contracts';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { RateLimiter } from '../../../lib/rate-limit';
import type { EntrantUser } from '../../../plugins/access';
import { applicationStates } from '../../comp/application/application.api';
import { ApplicationService } from '../../comp/application/application.service';
import { type ParsedForm, said } from '../../comp/application/application-records';
import { PublicityService } from '../../comp/notice/publicity.service';
import type { CompScopePlan } from '../../comp/scope/comp-scope';
import type { AppContext } from '../../module';
import type { DictService } from '../../system/dict/dict.service';
import * as repo from './portal-application.repository';

/** Writes an entrant may make per minute, all portal writes together. */
export const PORTAL_WRITES_PER_MINUTE = 30;

/** What an entrant may upload: the kinds an application's attachments and file fields accept. */
export const PORTAL_UPLOAD_EXTENSIONS: readonly string[] = [
  ...new Set([
    ...Object.values(ATTACHMENT_RULES).flatMap((rule) => rule.types),
    ...DOCUMENT_ATTACHMENT_RULE.types,
    ...FILE_FIELD_RULE.types,
  ]),
];

/** Editions in these states take no applications from entrants, whatever their dates. */
const CLOSED_EDITIONS: ReadonlySet<string> = new Set(['draft', 'closed', 'archived']);
const FEEDBACK_ACTIONS: ReadonlySet<string> = new Set(['return', 'reject']);
const REASON_DICT = 'comp_reject_reason';

type Page = { pageNum: number; pageSize: number };

/**
 * The entrant's own applications and objections through the back office's services, always with
 * the own scope (the applications the entrant created): another entrant's application, or one
 * created by staff, reads as unknown. Every write counts against the entrant's rate limit.
 */
export class PortalApplicationService {
  private readonly applications: ApplicationService;
  private readonly publicity: PublicityService;
  private readonly dicts: DictService;
  private readonly writes: RateLimiter;

  constructor(private readonly ctx: AppContext) {
    this.applications = new ApplicationService(ctx);
    this.publicity = new PublicityService(ctx);
    this.dicts = ctx.dicts;
    this.writes = new RateLimiter({ cache: ctx.cache, name: 'portal_write', max: PORTAL_WRITES_PER_MINUTE });
  }

  private plan(entrant: EntrantUser): CompScopePlan {
    return { kind: 'own', userName: entrant.userName };
  }

  private now(): string {
    return formatDateTime(this.ctx.clock.now());
  }

  /** Counts one write of the entrant; refuses it over the limit. */
  private async write(entrant: EntrantUser): Promise<void> {
    await this.writes.check(String(entrant.userId));
  }

  /** The back office refuses ids outside the scope as forbidden; to an entrant they do not exist. */
  private async own<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.code === ResultCode.FORBIDDEN) {
        throw AppError.rule('portal.application.missing');
      }
      throw error;
    }
  }

  /** Refuses unless the edition takes applications now (published, inside its registration window). */
  private async requireRegistrationOpen(competitionId: number): Promise<void> {
    const edition = await repo.registrationWindow(this.ctx.database, competitionId);
    if (!edition) throw AppError.invalid('competitionId', 'application.editionUnknown');
    const { registrationStart: start, registrationEnd: end } = edition;
    const now = this.now();
    if (CLOSED_EDITIONS.has(edition.status) || !start || !end || now < start || now > end) {
      throw AppError.rule('portal.registrationClosed', { start: start ?? '-', end: end ?? '-' });
    }
  }

  private async reasonLabels(): Promise<Map<string, string>> {
    const entries = await this.dicts.enabledEntries(REASON_DICT);
    return new Map(entries.map((entry) => [entry.dictValue, entry.dictLabel]));
  }

  async list(filters: { competitionId?: number | ''; status?: string }, page: Page, entrant: EntrantUser) {
    const { competitionId, status } = filters;
    return this.applications.list({ competitionId, status }, page, this.plan(entrant));
  }

  async get(applicationId: number, entrant: EntrantUser): Promise<PortalApplicationDetail> {
    const plan = this.plan(entrant);
    const detail = await this.own(() => this.applications.get(applicationId, plan));
    const events = await this.applications.history(applicationId, plan);
    const last = events.filter((event) => FEEDBACK_ACTIONS.has(event.action)).at(-1);
    const labels = last?.reasonCode ? await this.reasonLabels() : new Map<string, string>();
    const { createBy: _author, ...rest } = detail;
    return {
      ...rest,
      feedback: last
        ? {
            action: last.action as 'return' | 'reject',
            reason: last.reason,
            reasonCode: last.reasonCode,
            reasonLabel: last.reasonCode ? (labels.get(last.reasonCode) ?? null) : null,
            returnDeadline: last.action === 'return' ? detail.returnDeadline : null,
            decidedAt: last.eventTime,
          }
        : null,
    };
  }

  async history(applicationId: number, entrant: EntrantUser): Promise<PortalApplicationEvent[]> {
    const events = await this.own(() => this.applications.history(applicationId, this.plan(entrant)));
    const labels = events.some((event) => event.reasonCode) ? await this.reasonLabels() : new Map<string, string>();
    // Who did it (staff names) and the internal ids stay in the back office.
    return events.map((event) => ({
      action: event.action,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      reason: event.reason,
      reasonCode: event.reasonCode,
      reasonLabel: event.reasonCode ? (labels.get(event.reasonCode) ?? null) : null,
      eventTime: event.eventTime,
    }));
  }

  async create(form: ParsedForm, entrant: EntrantUser) {
    await this.write(entrant);
    await this.requireRegistrationOpen(form.competitionId);
    return this.applications.create(form, this.plan(entrant), entrant.userName, { entrant });
  }

  async edit(applicationId: number, form: ParsedForm, entrant: EntrantUser): Promise<void> {
    await this.write(entrant);
    const plan = this.plan(entrant);
    const [state] = await applicationStates(this.ctx.database, [applicationId], plan);
    if (!state) throw AppError.rule('portal.application.missing');
    // A draft changes while registration is open; a returned application until its deadline (the
    // application service's rule), even after registration closed.
    if (state.status === 'draft') await this.requireRegistrationOpen(state.competitionId);
    await this.own(() =>
      this.applications.edit({ applicationId, form, plan, by: entrant.userName, reader: { entrant } }),
    );
  }

  async submit(applicationId: number, entrant: EntrantUser): Promise<void> {
    await this.write(entrant);
    const plan = this.plan(entrant);
    const [state] = await applicationStates(this.ctx.database, [applicationId], plan);
    if (!state) throw AppError.rule('portal.application.missing');
    if (state.status === 'draft') await this.requireRegistrationOpen(state.competitionId);
    // A returned application is resubmitted: the service checks its deadline instead.
    await this.own(() =>
      this.applications.transition({
        ids: [applicationId],
        action: 'submit',
        reason: null,
        plan,
        by: entrant.userName,
      }),
    );
  }

  async withdraw(applicationId: number, reason: string, entrant: EntrantUser): Promise<void> {
    await this.write(entrant);
    await this.own(() =>
      this.applications.transition({
        ids: [applicationId],
        action: 'withdraw',
        reason,
        plan: this.plan(entrant),
        by: entrant.userName,
      }),
    );
  }

  /** Stores the first `file` part (the attachment kinds only) and answers its resource path. */
  async upload(entrant: EntrantUser, parts: AsyncIterable<MultipartFile> | null) {
    await this.write(entrant);
    if (!parts) throw AppError.rule('file.none');
    let stored: { path: string; fileName: string; url: string } | undefined;
    for await (const part of parts) {
      if (part.fieldname !== 'file' || stored) {
        await part.toBuffer();
        continue;
      }
      const file = await this.ctx.files.store(part, entrant.userId, undefined, PORTAL_UPLOAD_EXTENSIONS);
      stored = { path: file.fileName, fileName: file.originalFilename, url: file.url };
    }
    if (!stored) throw AppError.rule('file.none');
    return stored;
  }

  async addObjection(publicityId: number, form: ObjectionForm, entrant: EntrantUser): Promise<number> {
    await this.write(entrant);
    // Uploads only; the publicity service then accepts the entrant's own uploads only.
    for (const [index, file] of form.attachments.entries()) {
      const field = `attachments[${index}].path`;
      if (!file.path.startsWith(UPLOAD_RESOURCE_PREFIX)) {
        throw AppError.rule('error.invalidField', { field, problem: said('application.file.notUpload') });
      }
    }
    return this.publicity.addObjection(publicityId, form, entrant.userName, { entrant });
  }

  /** The entries a published 公示 lists, for the objection form (no personal data). */
  async publicityEntries(publicityId: number) {
    return this.publicity.entries(publicityId, true);
  }

  async objections(page: Page, entrant: EntrantUser) {
    return repo.objectionsBy(this.ctx.database, entrant.userName, page);
  }
}
