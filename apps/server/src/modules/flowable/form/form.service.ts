import {
  type AddSavedForm,
  checkFormAnswers,
  type EditSavedForm,
  type FormCheckContext,
  type FormSchema,
  formatMessage,
  formFields,
  formSchemaShape,
  isMessageKey,
  type Locale,
} from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { sanitizeRichText } from '../../../lib/rich-text';
import { refuseTaken, writeUnique } from '../../../lib/taken';
import { tracksUsingForms } from '../../comp/competition/competition.api';
import { listRegions } from '../../comp/region/region.api';
import type { DictService } from '../../system/dict/dict.service';
import { canonicalJson } from './canonical-json';
import * as repo from './form.repository';

/** What add and edit hand over: the body as the descriptor parsed it (the document already checked whole). */
type SavedFormInput = Omit<AddSavedForm, 'formContent' | 'remark'> & { formContent: FormSchema; remark: string | null };
type EditInput = SavedFormInput & Pick<EditSavedForm, 'formId' | 'baseVersion'>;

/** One problem of a checked answer, its message in the request's language. */
export interface CheckedProblem {
  field: string;
  rule: string;
  message: string;
  custom: boolean;
}

/**
 * Saved forms (docs/forms.md): unique names, numbered versions that never change (a changed
 * document adds one), no removing a form a track uses, and answers checked against a version with
 * the rule code the renderer runs (packages/contracts form/answers.ts).
 */
export class FormService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly dicts: DictService;

  constructor({ database, clock, dicts }: { database: Database; clock: Clock; dicts: DictService }) {
    this.database = database;
    this.clock = clock;
    this.dicts = dicts;
  }

  async list(query: repo.FormFilter & { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string }) {
    const page = await repo.listForms(this.database, query, query);
    const used = await tracksUsingForms(
      this.database,
      page.rows.map((row) => row.formId),
    );
    return { ...page, rows: page.rows.map((row) => ({ ...row, usedBy: used.get(row.formId) ?? 0 })) };
  }

  async get(formId: number) {
    const form = await repo.findForm(this.database, formId);
    if (!form) throw AppError.rule('form.notFound');
    const used = await tracksUsingForms(this.database, [formId]);
    return { ...form, usedBy: used.get(formId) ?? 0 };
  }

  async versions(formId: number) {
    const versions = await repo.formVersions(this.database, formId);
    if (versions.length === 0) throw AppError.rule('form.notFound');
    return versions;
  }

  async version(formId: number, version: number) {
    const found = await repo.findFormVersion(this.database, formId, version);
    if (found) return found;
    throw await this.missing(formId, version);
  }

  /** A new form: version 1 of its document, in one transaction; the name is unique. */
  async add(input: SavedFormInput, by: string): Promise<{ formId: number; version: number }> {
    const params = { name: input.formName };
    refuseTaken([[await repo.formNameTaken(this.database, input.formName), 'form.nameTaken']], params);
    const at = this.now();
    // Two people saving the same name at once: the unique index decides.
    const formId = await writeUnique('form.nameTaken', params, () =>
      this.database.transaction(async () => {
        const id = await repo.insertForm(this.database, {
          formName: input.formName,
          remark: input.remark,
          createBy: by,
          createTime: at,
        });
        await repo.insertFormVersion(this.database, {
          formId: id,
          version: 1,
          content: input.formContent,
          fieldCount: formFields(input.formContent).length,
          createBy: by,
          createTime: at,
        });
        return id;
      }),
    );
    return { formId, version: 1 };
  }

  /**
   * Renames the form or changes its remark in place; a changed document (compared as canonical
   * JSON) becomes the next version. Refused when the form has moved past the version the editor
   * started from: someone else saved meanwhile.
   */
  async edit(input: EditInput, by: string): Promise<{ formId: number; version: number; changed: boolean }> {
    const params = { name: input.formName };
    refuseTaken([[await repo.formNameTaken(this.database, input.formName, input.formId), 'form.nameTaken']], params);
    const at = this.now();
    return writeUnique('form.nameTaken', params, () =>
      this.database.transaction(async () => {
        const current = await repo.lockForm(this.database, input.formId);
        if (!current) throw AppError.rule('form.notFound');
        if (current.version !== input.baseVersion) throw AppError.rule('form.stale', { version: current.version });
        const changed = canonicalJson(input.formContent) !== canonicalJson(stored(current.content));
        const version = changed ? current.version + 1 : current.version;
        if (changed) {
          await repo.insertFormVersion(this.database, {
            formId: input.formId,
            version,
            content: input.formContent,
            fieldCount: formFields(input.formContent).length,
            createBy: by,
            createTime: at,
          });
        }
        await repo.updateForm(this.database, input.formId, {
          formName: input.formName,
          remark: input.remark,
          version,
          updateBy: by,
          updateTime: at,
        });
        return { formId: input.formId, version, changed };
      }),
    );
  }

  /** All or none: refused when one is gone or any track binds a version of it. */
  async remove(formIds: number[]): Promise<void> {
    const ids = [...new Set(formIds)];
    await this.database.transaction(async () => {
      // Held first: a track being bound to one of them meanwhile holds it for share (form.api.ts).
      const forms = await repo.lockForms(this.database, ids);
      if (forms.length !== ids.length) throw AppError.rule('form.notFound');
      const used = await tracksUsingForms(this.database, ids);
      const inUse = forms.find((form) => used.has(form.formId));
      if (inUse) throw AppError.rule('form.inUse', { name: inUse.formName, count: used.get(inUse.formId) ?? 0 });
      await repo.deleteForms(this.database, ids);
    });
  }

  /**
   * Answers checked against one version as every user of the form checks them: the rule code with
   * the dictionaries' enabled values and the enabled regions. Answers the kept (visible) answers,
   * rich text sanitised as it would be stored, and every problem in the request's language.
   */
  async check(
    formId: number,
    version: number,
    answers: Record<string, unknown>,
    locale: Locale,
  ): Promise<{ answers: Record<string, unknown>; problems: CheckedProblem[] }> {
    const found = await repo.formVersion(this.database, formId, version);
    if (!found) throw await this.missing(formId, version);
    const schema = stored(found.content);
    const checked = checkFormAnswers(schema, answers, await this.checkContext(schema));
    const kept = { ...checked.answers };
    for (const field of formFields(schema)) {
      const value = kept[field.name];
      if (field.type === 'richText' && typeof value === 'string') kept[field.name] = sanitizeRichText(value);
    }
    return {
      answers: kept,
      problems: checked.problems.map((problem) => ({
        field: problem.field,
        rule: problem.rule,
        // A rule's own message is shown as typed; the default ones come from the catalogue.
        message:
          !problem.custom && isMessageKey(problem.message)
            ? formatMessage(problem.message, locale, problem.params)
            : problem.message,
        custom: problem.custom,
      })),
    };
  }

  /** The lookups the form's fields need, read once: dictionary values and enabled region codes. */
  private async checkContext(schema: FormSchema): Promise<FormCheckContext> {
    const fields = formFields(schema);
    const dictValues = new Map<string, string[]>();
    for (const field of fields) {
      const dictType = field.options?.source === 'dict' ? field.options.dictType : undefined;
      if (dictType && !dictValues.has(dictType)) {
        dictValues.set(
          dictType,
          (await this.dicts.enabledEntries(dictType)).map((entry) => entry.dictValue),
        );
      }
    }
    const context: FormCheckContext = { dictValues: (dictType) => dictValues.get(dictType) };
    if (fields.some((field) => field.type === 'region')) {
      const codes = new Set((await listRegions(this.database, { status: '0' })).map((region) => region.regionCode));
      context.regionExists = (code) => codes.has(code);
    }
    return context;
  }

  /** The refusal for a version that does not exist: the form is gone, or only that version. */
  private async missing(formId: number, version: number): Promise<AppError> {
    const versions = await repo.formVersions(this.database, formId);
    return versions.length === 0 ? AppError.rule('form.notFound') : AppError.rule('form.versionNotFound', { version });
  }

  private now(): string {
    return formatDateTime(this.clock.now());
  }
}

/** A stored document with the schema's defaults filled in (documents written before a default existed). */
function stored(content: FormSchema): FormSchema {
  const parsed = formSchemaShape.safeParse(content);
  return parsed.success ? parsed.data : content;
}
