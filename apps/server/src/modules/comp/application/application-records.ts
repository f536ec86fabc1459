import {
  type ApplicationForm,
  type AttachmentRule,
  type applicationForm,
  attachmentKindLabel,
  attachmentRuleOf,
  type FormCheckContext,
  type FormSchema,
  fileAnswerPaths,
  fileExtension,
  formAnswerProblemTexts,
  formatMessage,
  formFields,
  type LocalizedText,
  type MessageKey,
  type MessageParams,
  storedFileName,
  UPLOAD_RESOURCE_PREFIX,
} from '@cbo/contracts';
import type { z } from 'zod';
import type { compTrack, StoredMentor } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { keyOfResource } from '../../../lib/files/storage-key';
import { parseIdNumber } from '../../../lib/id-number';
import type { PersonalDataCipher } from '../../../lib/personal-data';
import type { CompScopePlan } from '../scope/comp-scope';
import type { ApplicationValues, MemberValues } from './application.repository';
import { draftAnswers, uploadFieldRule, uploadFields } from './application-answers';
import { notAnIdNumber, problems } from './application-problems';

export type ParsedForm = z.output<typeof applicationForm>;
/** A track with its bound form version's document (null: no extra fields). */
export type Track = typeof compTrack.$inferSelect & { form: FormSchema | null };

export const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
export const maskIdNumber = (id: string) =>
  `${id.slice(0, 6)}${'*'.repeat(Math.max(0, id.length - 10))}${id.slice(-4)}`;

/** What a form refers to, looked up once (for one form or a whole import). */
export interface FormContext {
  competitionId: number;
  tracks: Map<number, Track>;
  /** category id -> track id */
  categories: Map<number, number>;
  /** region code -> ancestors (",110000,110100,") */
  regions: Map<string, string>;
  /** org id -> region code */
  organisations: Map<number, string>;
  plan: CompScopePlan;
  /** Dictionaries and regions the forms' answers name (application-answers.ts answerContext). */
  answers: FormCheckContext;
}

/** A refusal naming the field and what is wrong with it, in both languages. */
export class FormProblem {
  constructor(
    readonly field: string,
    readonly rule: string,
    readonly problem: Readonly<Record<'zh-CN' | 'en-US', string>>,
  ) {}

  text(locale: 'zh-CN' | 'en-US'): string {
    return this.problem[locale];
  }

  toError(): AppError {
    return AppError.rule('error.invalidField', { field: this.field, problem: this.problem });
  }
}

function inPlan(plan: CompScopePlan, regionCode: string, ancestors: string, orgId: number | null): boolean {
  switch (plan.kind) {
    case 'all':
    case 'own':
      return true;
    case 'region':
      return regionCode === plan.regionCode || ancestors.includes(`,${plan.regionCode},`);
    case 'organisation':
      return orgId === plan.orgId;
  }
}

/**
 * The stored values of a form, its people sealed: the leader is member 0. Refuses what the form
 * refers to wrongly (a track of another edition, a category of another track, an unknown region or
 * organisation, a field the track does not have, an ID number that is not one, one person twice,
 * a record the author could not see afterwards).
 */
export function formRecords(
  form: ParsedForm,
  context: FormContext,
  cipher: PersonalDataCipher,
): { values: ApplicationValues; members: MemberValues[]; track: Track } | FormProblem {
  if (form.competitionId !== context.competitionId)
    return new FormProblem('competitionId', 'reference', problems.notThisEdition);
  const track = context.tracks.get(form.trackId);
  if (!track) return new FormProblem('trackId', 'reference', problems.notATrack);
  if (form.categoryId && context.categories.get(form.categoryId) !== track.trackId) {
    return new FormProblem('categoryId', 'reference', problems.notACategory);
  }
  const ancestors = context.regions.get(form.regionCode);
  if (ancestors === undefined) return new FormProblem('regionCode', 'reference', problems.notARegion);
  const orgId = form.orgId ?? null;
  if (orgId !== null && !context.organisations.has(orgId)) {
    return new FormProblem('orgId', 'reference', problems.notAnOrganisation);
  }
  if (!inPlan(context.plan, form.regionCode, ancestors, orgId)) {
    return new FormProblem('regionCode', 'scope', problems.outsideScope);
  }
  const fieldKeys = new Set(track.form ? formFields(track.form).map((field) => field.name) : []);
  for (const key of Object.keys(form.answers)) {
    if (!fieldKeys.has(key)) return new FormProblem(`answers.${key}`, 'reference', problems.notAField);
  }
  const drafted = track.form ? draftAnswers(track.form, form.answers, context.answers) : { answers: {} };
  if ('problem' in drafted) {
    const { problem } = drafted;
    return new FormProblem(`answers.${problem.field}`, problem.rule, formAnswerProblemTexts(problem));
  }
  for (const [index, file] of form.attachments.entries()) {
    try {
      keyOfResource(file.path, `attachments[${index}].path`);
    } catch {
      return new FormProblem(`attachments[${index}].path`, 'reference', problems.notAnUpload);
    }
  }
  const people = [
    { name: form.leaderName, idNumber: form.leaderIdNumber, orgName: null, gradeOrTitle: null },
    ...form.members,
  ];
  const members: MemberValues[] = [];
  const seen = new Set<string>();
  for (const [seq, person] of people.entries()) {
    const field = seq === 0 ? 'leaderIdNumber' : `members[${seq - 1}].idNumber`;
    const parsed = parseIdNumber(person.idNumber);
    if ('problem' in parsed) return new FormProblem(field, 'idNumber', notAnIdNumber(parsed.problem));
    const idHash = cipher.digest('idNumber', person.idNumber);
    if (seen.has(idHash)) return new FormProblem(field, 'duplicate', problems.personTwice);
    seen.add(idHash);
    const idNumber = person.idNumber.trim().toUpperCase();
    members.push({
      competitionId: form.competitionId,
      seq,
      role: seq === 0 ? 'leader' : 'member',
      name: person.name,
      idEnc: cipher.seal('idNumber', idNumber),
      idHash,
      idMask: maskIdNumber(idNumber),
      birthDate: parsed.birthDate,
      sex: parsed.sex,
      orgName: person.orgName ?? null,
      gradeOrTitle: person.gradeOrTitle ?? null,
    });
  }
  const mentors: StoredMentor[] = form.mentors.map((mentor) => ({
    name: mentor.name,
    orgName: mentor.orgName ?? null,
    title: mentor.title ?? null,
    mobileEnc: mentor.mobile ? cipher.seal('mobile', mentor.mobile) : null,
    mobileMask: mentor.mobile ? maskMobile(mentor.mobile) : null,
    email: mentor.email || null,
  }));
  const leaderId = members[0];
  const values: ApplicationValues = {
    competitionId: form.competitionId,
    trackId: track.trackId,
    categoryId: form.categoryId ?? null,
    projectName: form.projectName,
    industry: form.industry ?? null,
    regionCode: form.regionCode,
    orgId,
    summary: form.summary ?? null,
    leaderName: form.leaderName,
    leaderMobileEnc: cipher.seal('mobile', form.leaderMobile),
    leaderMobileHash: cipher.digest('mobile', form.leaderMobile),
    leaderMobileMask: maskMobile(form.leaderMobile),
    leaderIdEnc: leaderId.idEnc,
    leaderIdHash: leaderId.idHash,
    leaderIdMask: leaderId.idMask,
    memberCount: members.length,
    mentors,
    attachments: form.attachments,
    videoLink: form.videoLink || null,
    // The kept answers are a subset of the form's parsed answers (rich text cleaned): their types.
    answers: drafted.answers as ParsedForm['answers'],
  };
  return { values, members, track };
}

/** A problem of the message catalogue in both languages. */
export const said = (key: MessageKey, params: MessageParams = {}) => ({
  'zh-CN': formatMessage(key, 'zh-CN', params),
  'en-US': formatMessage(key, 'en-US', params),
});

/** What an application carries when it is edited: its files were accepted before. */
export interface StoredFiles {
  attachments: ReadonlyArray<{ path: string }>;
  answers: Readonly<Record<string, unknown>>;
}

/** The storage key of an upload's resource path (`/profile/upload/...`, checked segment by segment), or undefined. */
function uploadKey(path: string): string | undefined {
  if (!path.startsWith(UPLOAD_RESOURCE_PREFIX)) return undefined;
  try {
    return keyOfResource(path, 'path');
  } catch {
    return undefined;
  }
}

/**
 * The first file of a form that breaks the upload rules (attachment-rules.ts), named by its field:
 * a new path must be an upload (`/profile/upload/...`, no traversal) that exists in storage and
 * that the author may cite (`problemOf` takes a storage key); every file's extension must fit its kind, or the `file` field it
 * answers; no kind may carry more files than its limit. Paths the application already carries
 * (`stored`, when editing) were accepted before and are not looked up again: the demo edition's
 * files live outside the upload area.
 */
export async function fileProblem(
  form: ParsedForm,
  track: Track,
  stored: StoredFiles | undefined,
  problemOf: (key: string) => Promise<'missing' | 'notYours' | undefined>,
): Promise<FormProblem | undefined> {
  const fileFields = uploadFields(track.form);
  const kept = new Set([
    ...(stored?.attachments ?? []).map((file) => file.path),
    ...fileFields.flatMap((field) => fileAnswerPaths(stored?.answers[field.name])),
  ]);
  const files: Array<{ field: string; path: string; rule: AttachmentRule; name: string | LocalizedText }> = [];
  const counts = new Map<string, number>();
  for (const [index, file] of form.attachments.entries()) {
    const rule = attachmentRuleOf(file.kind);
    const n = (counts.get(file.kind) ?? 0) + 1;
    counts.set(file.kind, n);
    if (n > rule.limit) {
      const count = form.attachments.filter((other) => other.kind === file.kind).length;
      const problem = said('application.file.count', { kind: attachmentKindLabel(file.kind), n: rule.limit, count });
      return new FormProblem(`attachments[${index}]`, 'fileCount', problem);
    }
    files.push({ field: `attachments[${index}].path`, path: file.path, rule, name: attachmentKindLabel(file.kind) });
  }
  // Each upload field by its own limits (docs/form-schema.md), the former file field's by default.
  for (const field of fileFields) {
    const rule = uploadFieldRule(field);
    const paths = fileAnswerPaths(form.answers[field.name]);
    if (paths.length > rule.limit) {
      const problem = said('application.file.count', { kind: field.label, n: rule.limit, count: paths.length });
      return new FormProblem(`answers.${field.name}`, 'fileCount', problem);
    }
    for (const path of paths) files.push({ field: `answers.${field.name}`, path, rule, name: field.label });
  }
  const lookUp: Array<{ field: string; key: string }> = [];
  for (const file of files) {
    if (!kept.has(file.path)) {
      const key = uploadKey(file.path);
      if (key === undefined) return new FormProblem(file.field, 'upload', said('application.file.notUpload'));
      lookUp.push({ field: file.field, key });
    }
    if (!file.rule.types.includes(fileExtension(file.path))) {
      const problem = said('application.file.type', { kind: file.name, types: file.rule.types.join('/') });
      return new FormProblem(file.field, 'fileType', problem);
    }
  }
  for (const { field, key } of lookUp) {
    const problem = await problemOf(key);
    if (problem === 'missing') return new FormProblem(field, 'fileMissing', said('application.file.missing'));
    // Someone else's upload: knowing its path is not enough to cite it (issue 26 item 5).
    if (problem === 'notYours') return new FormProblem(field, 'fileNotYours', said('application.file.notYours'));
  }
  return undefined;
}

/** The storage keys of every stored file an application's values cite (attachments and file answers). */
export function citedFileKeys(values: Partial<StoredFiles>, track: Track): string[] {
  const paths = [
    ...(values.attachments ?? []).map((file) => file.path),
    ...uploadFields(track.form).flatMap((field) => fileAnswerPaths(values.answers?.[field.name])),
  ];
  return paths.flatMap((path) => {
    try {
      return [keyOfResource(path, 'path')];
    } catch {
      return [];
    }
  });
}

export type { ApplicationForm };

/** The files of an application's upload answers as links with their readable names. */
export function answerFiles(
  track: Track | undefined,
  answers: Readonly<Record<string, unknown>>,
  urlOf: (path: string) => string,
): Array<{ key: string; path: string; fileName: string; url: string }> {
  return uploadFields(track?.form ?? null).flatMap((field) =>
    fileAnswerPaths(answers[field.name]).flatMap((path) => {
      try {
        return [{ key: field.name, path, fileName: storedFileName(path), url: urlOf(path) }];
      } catch {
        // Not a stored file's path (cannot be signed): shown as its text.
        return [];
      }
    }),
  );
}
