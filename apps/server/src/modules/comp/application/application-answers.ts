import {
  type AttachmentRule,
  checkFormAnswers,
  FILE_FIELD_RULE,
  type FormAnswerProblem,
  type FormCheckContext,
  type FormFieldNode,
  type FormSchema,
  formFields,
} from '@cbo/contracts';
import { sanitizeRichText } from '../../../lib/rich-text';

// An application's answers to its track's extra fields are answers to the track's bound form
// version (docs/forms.md, Tracks): checked by the rule code the page runs (packages/contracts
// form/answers.ts), so an answer the page refuses the API refuses too.

/** Answers with the form they answer (null: the track asks no extra fields). */
export interface FormAnswers {
  form: FormSchema | null;
  answers: Readonly<Record<string, unknown>>;
}

/** What checking these answers needs looked up: dictionaries of dict-option fields, region codes answered. */
export function answerLookups(items: readonly FormAnswers[]): { dictTypes: string[]; regionCodes: string[] } {
  const dictTypes = new Set<string>();
  const regionCodes = new Set<string>();
  for (const { form, answers } of items) {
    if (!form) continue;
    for (const field of formFields(form)) {
      if (field.options?.source === 'dict') dictTypes.add(field.options.dictType);
      const value = answers[field.name];
      if (field.type === 'region' && typeof value === 'string') regionCodes.add(value);
    }
  }
  return { dictTypes: [...dictTypes], regionCodes: [...regionCodes] };
}

/** The lookups of `answerLookups`, done once for a form, a batch or an import. */
export async function answerContext(
  items: readonly FormAnswers[],
  load: {
    dictValues: (dictType: string) => Promise<string[]>;
    enabledRegions: (codes: string[]) => Promise<string[]>;
  },
): Promise<FormCheckContext> {
  const { dictTypes, regionCodes } = answerLookups(items);
  const dicts = new Map<string, string[]>();
  for (const dictType of dictTypes) dicts.set(dictType, await load.dictValues(dictType));
  const regions = new Set(regionCodes.length > 0 ? await load.enabledRegions(regionCodes) : []);
  return { dictValues: (dictType) => dicts.get(dictType), regionExists: (code) => regions.has(code) };
}

/**
 * What a draft may hold: answers of the right shapes that keep the form's rules, blanks allowed
 * (a draft may be incomplete; the submit guard asks for the required ones). Answers the form's
 * conditions hide and keys it does not have are dropped; rich text is sanitised like notices.
 */
export function draftAnswers(
  form: FormSchema,
  answers: Readonly<Record<string, unknown>>,
  context: FormCheckContext,
): { problem: FormAnswerProblem } | { answers: Record<string, unknown> } {
  const checked = checkFormAnswers(form, answers, context);
  // Upload answers are checked by fileProblem (application-records.ts) with the field's own limits,
  // and more: that each file is an upload, exists, and is the author's to cite.
  const uploads = new Set(uploadFields(form).map((field) => field.name));
  const problem = checked.problems.find((found) => found.rule !== 'required' && !uploads.has(found.field));
  if (problem) return { problem };
  const rich = new Set(
    formFields(form)
      .filter((field) => field.type === 'richText')
      .map((field) => field.name),
  );
  return {
    answers: Object.fromEntries(
      Object.entries(checked.answers).map(([name, value]) => [
        name,
        rich.has(name) && typeof value === 'string' ? sanitizeRichText(value) : value,
      ]),
    ),
  };
}

/** The upload fields of a form (null: none). */
export const uploadFields = (form: FormSchema | null): FormFieldNode[] =>
  form ? formFields(form).filter((field) => field.type === 'upload') : [];

/** An upload field's own limits, else the former file field's (attachment-rules.ts FILE_FIELD_RULE). */
export function uploadFieldRule(field: FormFieldNode): AttachmentRule {
  return {
    types: field.fileTypes?.length ? field.fileTypes : FILE_FIELD_RULE.types,
    sizeMb: field.fileSize ?? FILE_FIELD_RULE.sizeMb,
    limit: field.limit ?? FILE_FIELD_RULE.limit,
  };
}
