import {
  type ApplicationFilters,
  type ApplicationStatus,
  applicationStatuses,
  countsDownstream,
  formatMessage,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { keyOfResource } from '../../../lib/files/storage-key';
import { ageOn } from '../../../lib/id-number';
import { PersonalDataCipher } from '../../../lib/personal-data';
import type { FileReader } from '../../common/file-access';
import type { AppContext } from '../../module';
import type { DictService } from '../../system/dict/dict.service';
import { revokeAwardsOfApplication } from '../award/award.api';
import { ageReferenceDate } from '../competition/track-age';
import { recomputeForApplication } from '../rating/rating.api';
import type { CompScopePlan } from '../scope/comp-scope';
import { voidOpenAssignments } from '../taskinfo/taskinfo.api';
import * as repo from './application.repository';
import { answerContext, type FormAnswers } from './application-answers';
import { type LifecycleAction, nextStatus, REASON_REQUIRED } from './application-lifecycle';
import { unmaskForm } from './application-masked';
import {
  answerFiles,
  citedFileKeys,
  type FormContext,
  FormProblem,
  fileProblem,
  formRecords,
  type ParsedForm,
  type StoredFiles,
  type Track,
} from './application-records';
import { type EligibilityProblem, eligibilityProblems, oneEntryProblem } from './eligibility';

const MAX_LISTED_PROBLEMS = 10;
/** Rows moved at once past which the planner's statistics may need refreshing (PGlite). */
const LARGE_WRITE = 100;

/** Both languages of a list of problems, for one refusal. */
function problemText(problems: Array<{ code: string; problems: EligibilityProblem[] }>) {
  const text = (locale: 'zh-CN' | 'en-US') =>
    problems
      .flatMap(({ code, problems: list }) => list.map((p) => `${code} ${formatMessage(p.message, locale, p.params)}`))
      .slice(0, MAX_LISTED_PROBLEMS)
      .join('；');
  return { 'zh-CN': text('zh-CN'), 'en-US': text('en-US') };
}

/**
 * An id that is unknown or outside the caller's competition scope is refused as forbidden, the same
 * for both, so ids cannot be probed (the generic out-of-scope test in comp-scope.test.ts).
 *
 * Applications: drafts created and edited by staff on an entrant's behalf, every change of state
 * through the lifecycle table, eligibility checked on submit, personal numbers sealed at rest and
 * masked on the wire, everything within the caller's competition scope.
 */
export class ApplicationService {
  readonly cipher: PersonalDataCipher;
  private readonly dicts: DictService;

  constructor(private readonly ctx: AppContext) {
    this.cipher = new PersonalDataCipher(ctx.config.appSecret);
    this.dicts = ctx.dicts;
  }

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  /** The wire filter with its exact-match fields replaced by their digests. */
  query(filters: ApplicationFilters): repo.ApplicationQuery {
    const { leaderMobile, idNumber, ...rest } = filters;
    return {
      ...rest,
      leaderMobileHash: leaderMobile ? this.cipher.digest('mobile', leaderMobile) : undefined,
      idHash: idNumber ? this.cipher.digest('idNumber', idNumber) : undefined,
    } as repo.ApplicationQuery;
  }

  async list(
    filters: ApplicationFilters,
    page: { pageNum: number; pageSize: number } & repo.ApplicationSort,
    plan: CompScopePlan,
  ) {
    const fragment = Boolean(filters.projectName || filters.code || filters.leaderName);
    const where = repo.applicationWhere(this.query(filters), plan);
    return repo.listApplications(this.ctx.database, where, page, fragment, page);
  }

  async counts(filters: ApplicationFilters, plan: CompScopePlan) {
    const rows = await repo.statusCounts(this.ctx.database, repo.applicationWhere(this.query(filters), plan));
    const counts: Record<string, number> = Object.fromEntries(Object.keys(applicationStatuses).map((s) => [s, 0]));
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  async get(applicationId: number, plan: CompScopePlan) {
    const found = await repo.findApplication(this.ctx.database, applicationId, plan);
    if (!found) throw AppError.forbidden();
    const { members, leaderIdMask, mentors, attachments, ...rest } = found;
    const [track] = (await repo.tracksOf(this.ctx.database, found.competitionId)).filter(
      (t) => t.trackId === found.trackId,
    );
    const edition = await repo.competitionOf(this.ctx.database, found.competitionId);
    const onDate = ageReferenceDate(track?.ageRefDate ?? null, edition?.registrationStart, this.now().slice(0, 10));
    return {
      ...rest,
      leaderIdNumber: leaderIdMask,
      members: members.map((member) => ({
        name: member.name,
        idNumber: member.idMask,
        role: member.role as 'leader' | 'member',
        orgName: member.orgName,
        gradeOrTitle: member.gradeOrTitle,
        age: member.birthDate ? ageOn(member.birthDate, onDate) : null,
        sex: (member.sex as 'm' | 'f' | null) ?? null,
      })),
      mentors: mentors.map(({ mobileEnc: _sealed, mobileMask, ...mentor }) => ({ ...mentor, mobile: mobileMask })),
      attachments: attachments.map((file) => ({
        ...file,
        url: this.ctx.files.signedUrl(keyOfResource(file.path, 'attachments')),
      })),
      answerFiles: answerFiles(track, rest.answers, (path) => this.ctx.files.signedUrl(keyOfResource(path, 'answers'))),
    };
  }

  async history(applicationId: number, plan: CompScopePlan) {
    if ((await repo.applicationStates(this.ctx.database, [applicationId], plan)).length === 0) {
      throw AppError.forbidden();
    }
    return repo.historyOf(this.ctx.database, applicationId);
  }

  /** What forms of an edition refer to, loaded once. */
  async formContext(competitionId: number, plan: CompScopePlan, forms: ParsedForm[]): Promise<FormContext> {
    const db = this.ctx.database;
    if (!(await repo.competitionOf(db, competitionId)))
      throw AppError.invalid('competitionId', 'application.editionUnknown');
    const tracks = await repo.tracksOf(db, competitionId);
    const categories = await repo.categoriesOf(
      db,
      tracks.map((t) => t.trackId),
    );
    const regions = await repo.regionsIn(db, [...new Set(forms.map((f) => f.regionCode))]);
    const orgIds = [...new Set(forms.map((f) => f.orgId).filter((id): id is number => typeof id === 'number'))];
    const organisations = await repo.organisationsIn(db, orgIds);
    const byId = new Map(tracks.map((t) => [t.trackId, t]));
    const answers = await this.answerContext(
      forms.map((f) => ({ form: byId.get(f.trackId)?.form ?? null, answers: f.answers })),
    );
    return {
      competitionId,
      tracks: new Map(tracks.map((t) => [t.trackId, t])),
      categories: new Map(categories.map((c) => [c.categoryId, c.trackId])),
      regions: new Map(regions.map((r) => [r.regionCode, r.ancestors])),
      organisations: new Map(organisations.map((o) => [o.orgId, o.regionCode])),
      plan,
      answers,
    };
  }

  /** The dictionaries and regions these answers to forms name, looked up once. */
  answerContext(items: FormAnswers[]) {
    return answerContext(items, {
      dictValues: async (dictType) => (await this.dicts.enabledEntries(dictType)).map((e) => e.dictValue),
      enabledRegions: (codes) => repo.enabledRegionCodes(this.ctx.database, codes),
    });
  }

  /** The stored values of a form whose references and files are all right (`stored`: what an edit replaces). */
  private async records(form: ParsedForm, plan: CompScopePlan, reader: FileReader, stored?: StoredFiles) {
    const records = formRecords(form, await this.formContext(form.competitionId, plan, [form]), this.cipher);
    // Like an id outside the scope: the same refusal as for a record one may not see.
    if (records instanceof FormProblem) throw records.rule === 'scope' ? AppError.forbidden() : records.toError();
    // The answers kept (hidden fields' dropped) are the ones whose files are checked and bound.
    const kept = { ...form, answers: records.values.answers as ParsedForm['answers'] };
    const files = await fileProblem(kept, records.track, stored, (key) =>
      this.ctx.files.access.attachProblem(key, reader),
    );
    if (files) throw files.toError();
    return records;
  }

  /**
   * Inside a write's transaction: the tracks and categories it refers to are held until it ends, or
   * the write is refused when one was removed since the form was checked.
   */
  async holdTracks(trackIds: number[], categoryIds: Array<number | null | undefined>): Promise<void> {
    const categories = categoryIds.filter((id): id is number => typeof id === 'number');
    if (!(await repo.holdTracks(this.ctx.database, trackIds, categories))) {
      throw AppError.invalid('trackId', 'application.trackRemoved');
    }
  }

  /** The code prefix of a track: its code's first letter, upper case, and the edition's year. */
  async prefixOf(track: Track): Promise<string> {
    const competition = await repo.competitionOf(this.ctx.database, track.competitionId);
    return `${track.trackCode.charAt(0).toUpperCase()}${String(competition?.editionYear ?? 0).slice(-2)}`;
  }

  /** `reader`: whose uploads the form may cite (the staff member or entrant writing it). */
  async create(form: ParsedForm, plan: CompScopePlan, by: string, reader: FileReader) {
    const { values, members, track } = await this.records(form, plan, reader);
    const prefix = await this.prefixOf(track);
    return this.ctx.database.transaction(async () => {
      await this.holdTracks([values.trackId], [values.categoryId]);
      const [code] = await repo.nextCodes(this.ctx.database, form.competitionId, prefix, 1);
      const [inserted] = await repo.insertApplications(this.ctx.database, [{ values, code, members }], by, this.now());
      await this.ctx.files.access.bind(
        { kind: 'application', id: inserted.applicationId },
        citedFileKeys(values, track),
      );
      return inserted;
    });
  }

  async edit({
    applicationId,
    form,
    plan,
    by,
    reader,
  }: {
    applicationId: number;
    form: ParsedForm;
    plan: CompScopePlan;
    by: string;
    reader: FileReader;
  }) {
    const [state] = await repo.applicationStates(this.ctx.database, [applicationId], plan);
    if (!state) throw AppError.forbidden();
    if (state.status !== 'draft' && state.status !== 'returned') {
      throw AppError.rule('application.notEditable', {
        code: state.code,
        status: applicationStatuses[state.status as ApplicationStatus],
      });
    }
    // A returned application may be changed until its deadline, as it may be resubmitted.
    if (state.status === 'returned') await this.checkWindow(state, 'resubmit', this.now());
    if (form.competitionId !== state.competitionId) throw AppError.invalid('competitionId', 'application.editionFixed');
    // Masked numbers sent back mean "unchanged" (application-masked.ts).
    const stored = await repo.storedPeople(this.ctx.database, applicationId);
    const unmasked = stored ? unmaskForm(form, stored, this.cipher) : form;
    if (unmasked instanceof FormProblem) throw unmasked.toError();
    const { values, members, track } = await this.records(unmasked, plan, reader, state);
    await this.ctx.database.transaction(async () => {
      await this.holdTracks([values.trackId], [values.categoryId]);
      await repo.updateApplication(this.ctx.database, { applicationId, values, members, by, at: this.now() });
      await this.ctx.files.access.bind({ kind: 'application', id: applicationId }, citedFileKeys(values, track));
    });
  }

  async remove(ids: number[], plan: CompScopePlan) {
    const states = await repo.applicationStates(this.ctx.database, ids, plan);
    if (states.length !== new Set(ids).size) throw AppError.forbidden();
    const live = states.find((state) => state.status !== 'draft');
    if (live) {
      throw AppError.rule('application.notDeletable', {
        code: live.code,
        status: applicationStatuses[live.status as ApplicationStatus],
      });
    }
    await this.ctx.database.transaction(async () => {
      await repo.deleteApplications(this.ctx.database, ids);
      await this.ctx.files.access.unbind('application', ids);
    });
  }

  /** Eligibility problems of stored applications (members' ID numbers opened for the age rules). */
  async eligibility(states: Awaited<ReturnType<typeof repo.applicationStates>>) {
    const db = this.ctx.database;
    const members = await repo.membersOf(
      db,
      states.map((s) => s.applicationId),
    );
    const today = this.now().slice(0, 10);
    const out: Array<{ code: string; problems: EligibilityProblem[] }> = [];
    // Read once for the batch: the editions' tracks, and the dictionaries and regions the answers name.
    const tracks = new Map<number, Array<Track & { registrationStart?: string | null }>>();
    // People of the batch's earlier applications, per edition: two drafts naming one person are not
    // submitted together.
    const claimed = new Set<string>();
    for (const state of states) {
      if (!tracks.has(state.competitionId)) {
        // Ages count on the track's date, else the edition's registration start (ADR 0012).
        const { registrationStart } = (await repo.competitionOf(db, state.competitionId)) ?? {};
        const rows = await repo.tracksOf(db, state.competitionId);
        tracks.set(
          state.competitionId,
          rows.map((row) => ({ ...row, registrationStart })),
        );
      }
    }
    const trackOf = (state: (typeof states)[number]) =>
      tracks.get(state.competitionId)?.find((t) => t.trackId === state.trackId);
    const context = await this.answerContext(
      states.map((state) => ({ form: trackOf(state)?.form ?? null, answers: state.answers })),
    );
    for (const state of states) {
      const track = trackOf(state);
      if (!track) continue;
      const mine = members.filter((m) => m.applicationId === state.applicationId);
      const people = mine.map((m) => ({ name: m.name, idNumber: this.cipher.open('idNumber', m.idEnc) }));
      const problems = eligibilityProblems(
        track,
        { members: people, answers: state.answers, attachmentKinds: state.attachments.map((a) => a.kind) },
        today,
        context,
      );
      if (track.oneEntry === '1') {
        const others = await repo.entriesOf(
          db,
          state.competitionId,
          mine.map((m) => m.idHash),
          state.applicationId,
        );
        mine.forEach((member, index) => {
          const key = `${state.competitionId}:${member.idHash}`;
          if (others.some((o) => o.idHash === member.idHash) || claimed.has(key))
            problems.push(oneEntryProblem(index, people[index]));
          claimed.add(key);
        });
      }
      if (problems.length > 0) out.push({ code: state.code, problems });
    }
    return out;
  }

  /**
   * Moves applications by a staff action, all or none: each must be in scope, allowed by the
   * lifecycle, inside its window and (to submit) eligible; every refusal is named.
   */
  async transition({
    ids,
    action,
    reason,
    plan,
    by,
  }: {
    ids: number[];
    action: 'submit' | 'withdraw';
    reason: string | null | undefined;
    plan: CompScopePlan;
    by: string;
  }) {
    const states = await repo.applicationStates(this.ctx.database, ids, plan);
    if (states.length !== new Set(ids).size) throw AppError.forbidden();
    const text = reason?.trim() || null;
    if (REASON_REQUIRED.has(action) && !text) throw AppError.invalid('reason', 'validation.required');
    const nowText = this.now();
    const moves = states.map((state) => {
      const lifecycleAction: LifecycleAction = action === 'submit' && state.status === 'returned' ? 'resubmit' : action;
      return { state, action: lifecycleAction, to: nextStatus(state.status as ApplicationStatus, lifecycleAction) };
    });
    if (action === 'submit') {
      for (const move of moves) await this.checkWindow(move.state, move.action, nowText);
    }
    const resubmitAtReturning = (await this.ctx.configs.get('comp.audit.resubmitLevel')) === 'returning';
    await this.ctx.database.transaction(async () => {
      if (action === 'submit') {
        // One entry per person per edition: checked under the edition's lock, in the transaction that
        // moves the applications, so a rival submission committed meanwhile is seen, never missed.
        const editions = [...new Set(states.map((state) => state.competitionId))].sort((a, b) => a - b);
        for (const competitionId of editions) await repo.lockEditionEntries(this.ctx.database, competitionId);
        const problems = await this.eligibility(states);
        if (problems.length > 0) throw AppError.rule('application.notEligible', { problems: problemText(problems) });
      }
      for (const { state, action: step, to } of moves) {
        // A submission waits at the first audit level; a resubmission at the first or at the level
        // that returned it (comp.audit.resubmitLevel); a withdrawn application waits nowhere.
        const entry = step === 'resubmit' && resubmitAtReturning && state.returnLevel ? state.returnLevel : 1;
        const extra =
          to === 'submitted'
            ? { submittedAt: nowText, auditLevel: entry }
            : to === 'withdrawn'
              ? { auditLevel: null }
              : {};
        const moved = await repo.moveStatus(this.ctx.database, {
          change: { applicationId: state.applicationId, action: step, from: state.status, to, reason: text },
          extra,
          by,
          at: nowText,
        });
        if (!moved) throw AppError.rule('application.changedMeanwhile', { code: state.code });
        if (!countsDownstream(to)) await voidOpenAssignments(this.ctx.database, state.applicationId, text ?? to, by);
      }
    });
    // After the commit: the tasks with results holding a leaving application are recomputed (docs/rating.md).
    for (const move of moves) {
      if (!countsDownstream(move.to)) await recomputeForApplication(this.ctx, move.state.applicationId, by);
    }
    if (moves.length >= LARGE_WRITE) this.ctx.database.analyzeIfGrown();
    return moves.length;
  }

  /**
   * Disqualifies one application (取消资格, docs/applications.md): the reason goes to its history,
   * then the leader is told through the `disqualification` template.
   */
  async disqualify({
    applicationId,
    reason,
    plan,
    by,
  }: {
    applicationId: number;
    reason: string | null | undefined;
    plan: CompScopePlan;
    by: string;
  }) {
    const [state] = await repo.applicationStates(this.ctx.database, [applicationId], plan);
    if (!state) throw AppError.forbidden();
    const text = reason?.trim() ?? '';
    if (!text) throw AppError.invalid('reason', 'validation.required');
    const at = this.now();
    await this.ctx.database.transaction(async () => {
      await this.moveOne({ state, action: 'disqualify', reason: text, by, at });
      // Its awards and their certificates are revoked with it (docs/awards.md).
      await revokeAwardsOfApplication(this.ctx.database, { applicationId, reason: text, by, at });
    });
    // After the commit: the tasks with results holding it are recomputed (docs/rating.md).
    await recomputeForApplication(this.ctx, applicationId, by);
    await this.notifyLeader(applicationId, 'disqualification', { reason: text.slice(0, 20) });
  }

  /**
   * One lifecycle step of a stored application, recorded in its history (`event`: the action the
   * history names, when it differs from the lifecycle's). Call inside the caller's transaction: a
   * refusal or a concurrent change undoes everything the transaction wrote.
   */
  async moveOne({
    state,
    action,
    reason,
    by,
    at,
    extra = {},
    event,
  }: {
    state: { applicationId: number; code: string; status: string };
    action: LifecycleAction | null;
    reason: string | null;
    by: string;
    at: string;
    extra?: Parameters<typeof repo.moveStatus>[1]['extra'];
    event?: string;
  }) {
    // No action: the history records a decision that leaves the state as it is.
    const to = action ? nextStatus(state.status as ApplicationStatus, action) : state.status;
    const moved = await repo.moveStatus(this.ctx.database, {
      change: { applicationId: state.applicationId, action: event ?? action ?? 'note', from: state.status, to, reason },
      extra: to === state.status ? {} : { auditLevel: null, ...extra },
      by,
      at,
    });
    if (!moved) throw AppError.rule('application.changedMeanwhile', { code: state.code });
    // Leaving the competition voids its open review assignments; submitted sheets are kept (docs/review.md 1).
    if (to !== state.status && !countsDownstream(to)) {
      await voidOpenAssignments(this.ctx.database, state.applicationId, reason ?? to, by);
    }
  }

  /** A text message to the leader of one application through its purpose's template (recorded in sys_sms_log). */
  async notifyLeader(
    applicationId: number,
    purpose: 'disqualification' | 'audit_returned' | 'promotion_result' | 'award',
    params: Record<string, string>,
  ) {
    const contact = await repo.leaderContact(this.ctx.database, applicationId);
    if (!contact) return;
    this.ctx.sms.dispatch({
      mobile: this.cipher.open('mobile', contact.leaderMobileEnc),
      params: { code: contact.code, project: contact.projectName.slice(0, 20), ...params },
      purpose,
    });
  }

  private async checkWindow(
    state: { code: string; competitionId: number; returnDeadline: string | null },
    action: LifecycleAction,
    now: string,
  ) {
    if (action === 'resubmit') {
      if (state.returnDeadline && now > state.returnDeadline) {
        throw AppError.rule('application.returnExpired', { code: state.code, deadline: state.returnDeadline });
      }
      return;
    }
    const competition = await repo.competitionOf(this.ctx.database, state.competitionId);
    const start = competition?.registrationStart;
    const end = competition?.registrationEnd;
    if ((start && now < start) || (end && now > end)) {
      throw AppError.rule('application.outsideWindow', { code: state.code, start: start ?? '-', end: end ?? '-' });
    }
  }
}
