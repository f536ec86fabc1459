import {
  type ApplicationStatus,
  applicationStatuses,
  attachmentKindLabel,
  attachmentRuleOf,
  fileAnswerPaths,
} from '@cbo/contracts';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { keyOfResource } from '../../../lib/files/storage-key';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './application.repository';
import { uploadFieldRule, uploadFields } from './application-answers';
import { problems } from './application-problems';
import { citedFileKeys, FormProblem, said } from './application-records';

const EDITABLE: ReadonlySet<string> = new Set(['draft', 'returned']);

/** Where a staff attach puts its file: an attachment kind, or an upload extra field. */
export type AttachTarget = { kind: string } | { field: string };

/**
 * Staff attach files to an application on the team's behalf (an imported draft lacks what a sheet
 * cannot carry, docs/applications.md): one file at a time, checked like an upload and like the
 * form's files (type and count per kind), written only while the application may still change.
 */
export class ApplicationFiles {
  constructor(private readonly ctx: AppContext) {}

  async attach({
    applicationId,
    target,
    plan,
    actor,
    parts,
  }: {
    applicationId: number;
    target: { kind?: string; field?: string };
    plan: CompScopePlan;
    actor: { userId: number; userName: string };
    parts: AsyncIterable<MultipartFile> | null;
  }) {
    const { database, files } = this.ctx;
    const [state] = await repo.applicationStates(database, [applicationId], plan);
    if (!state) throw AppError.forbidden();
    if (!EDITABLE.has(state.status)) {
      throw AppError.rule('application.notEditable', {
        code: state.code,
        status: applicationStatuses[state.status as ApplicationStatus],
      });
    }
    if (Boolean(target.kind) === Boolean(target.field)) throw AppError.invalid('kind', 'validation.required');
    const [track] = (await repo.tracksOf(database, state.competitionId)).filter((t) => t.trackId === state.trackId);
    if (!track) throw AppError.forbidden();
    const fileField = target.field ? uploadFields(track.form).find((f) => f.name === target.field) : undefined;
    if (target.field && !fileField) {
      throw new FormProblem(`answers.${target.field}`, 'reference', problems.notAField).toError();
    }
    const kind = target.kind ?? '';
    const rule = fileField ? uploadFieldRule(fileField) : attachmentRuleOf(kind);
    if (fileField) {
      // An upload field takes as many files as its limit: a new one joins the answer's list.
      const count = fileAnswerPaths(state.answers[fileField.name]).length;
      if (rule.limit > 1 && count >= rule.limit) {
        const problem = said('application.file.count', { kind: fileField.label, n: rule.limit, count });
        throw new FormProblem(`answers.${fileField.name}`, 'fileCount', problem).toError();
      }
    } else {
      const count = state.attachments.filter((file) => file.kind === kind).length;
      if (count >= rule.limit) {
        const problem = said('application.file.count', { kind: attachmentKindLabel(kind), n: rule.limit, count });
        throw new FormProblem('kind', 'fileCount', problem).toError();
      }
    }
    if (!parts) throw AppError.rule('file.none');
    let stored: Awaited<ReturnType<typeof files.store>> | undefined;
    for await (const part of parts) {
      if (part.fieldname !== 'file' || stored) {
        await part.toBuffer();
        continue;
      }
      stored = await files.store(part, actor.userId, undefined, rule.types);
    }
    if (!stored) throw AppError.rule('file.none');
    const path = stored.fileName;
    const attachments = fileField
      ? state.attachments
      : [...state.attachments, { kind, path, fileName: stored.originalFilename }];
    // One file replaces the answer; a field taking several adds it (paths comma-joined, like the uploads).
    const previous = fileField && rule.limit > 1 ? fileAnswerPaths(state.answers[fileField.name]) : [];
    const answers = fileField ? { ...state.answers, [fileField.name]: [...previous, path].join(',') } : state.answers;
    const at = formatDateTime(this.ctx.clock.now());
    try {
      await database.transaction(async () => {
        const written = await repo.setApplicationFiles(database, {
          applicationId,
          was: state,
          attachments,
          answers,
          by: actor.userName,
          at,
        });
        if (!written) throw AppError.rule('application.changedMeanwhile', { code: state.code });
        await files.access.bind(
          { kind: 'application', id: applicationId },
          citedFileKeys({ attachments, answers }, track),
        );
      });
    } catch (error) {
      await files.discard([keyOfResource(path, 'file')]);
      throw error;
    }
    return { path, fileName: stored.originalFilename, url: stored.url };
  }
}
