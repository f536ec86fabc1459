import type { FormRule } from 'antd';
import type { Translate } from '../../core/i18n';
import { hasTranslation } from '../../core/i18n/translate';

/** What the kit reads of a zod issue (structural, so the web needs no zod import of its own). */
export interface SchemaIssue {
  readonly code?: string;
  readonly path: PropertyKey[];
  readonly message: string;
  readonly origin?: string;
  readonly expected?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
}

export type ParseResult<T> = { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };

/** A shared zod schema from packages/contracts, seen structurally. */
export interface FormSchema<T = unknown> {
  safeParse(value: unknown): ParseResult<T>;
  /** Present on object schemas: each field's own schema, for live field checks. */
  readonly shape?: Record<string, FormSchema>;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A field that cannot be left empty: its schema refuses `undefined`. */
export function isRequired(schema: FormSchema | undefined): boolean {
  return Boolean(schema) && !schema?.safeParse(undefined).success;
}

/** The message of an issue in the current language, naming the field by its label. */
export function issueMessage(issue: SchemaIssue, label: string, t: Translate): string {
  if (hasTranslation(issue.message)) return t(issue.message);
  const limit = (value: number | bigint | undefined) => String(value ?? '');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return Number(issue.minimum) <= 1
          ? t('crud.validation.required', { label })
          : t('crud.validation.tooShort', { label, min: limit(issue.minimum) });
      }
      return t('crud.validation.min', { label, min: limit(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return t('crud.validation.tooLong', { label, max: limit(issue.maximum) });
      }
      return t('crud.validation.max', { label, max: limit(issue.maximum) });
    case 'invalid_type':
      if (issue.expected === 'int') return t('crud.validation.integer', { label });
      if (issue.expected === 'number') return t('crud.validation.number', { label });
      return t('crud.validation.invalid', { label });
    case 'invalid_value':
      return t('crud.validation.choice', { label });
    default:
      return t('crud.validation.invalid', { label });
  }
}

/**
 * Empty inputs ('' and null) become `undefined` where the schema allows leaving the field out, so
 * optional numbers are not coerced to 0 and optional texts are not sent as ''.
 */
export function normaliseValue(schema: FormSchema | undefined, value: unknown): unknown {
  if (!isEmpty(value) || !schema) return value;
  return schema.safeParse(undefined).success ? undefined : value;
}

/** The problem with one field's value, or null. An empty required field is "required". */
export function checkField(schema: FormSchema, value: unknown, label: string, t: Translate): string | null {
  if (isEmpty(value) && isRequired(schema)) return t('crud.validation.required', { label });
  const result = schema.safeParse(normaliseValue(schema, value));
  return result.success ? null : issueMessage(result.error.issues[0], label, t);
}

/** antd rules checking a field with its own schema as the user types (and the required mark). */
export function schemaRules(schema: FormSchema, name: string, label: string, t: Translate): FormRule[] {
  const field = schema.shape?.[name];
  if (!field) return [];
  const required = isRequired(field);
  const check: FormRule = {
    validator: async (_rule, value: unknown) => {
      // The required rule reports an empty field once.
      if (required && isEmpty(value)) return;
      const problem = checkField(field, value, label, t);
      if (problem) throw new Error(problem);
    },
  };
  return required ? [{ required: true, message: t('crud.validation.required', { label }) }, check] : [check];
}

export type SubmitCheck<T> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors: Record<string, string[]>; formErrors: string[] };

/**
 * Checks the whole form with the shared schema (object-level rules included) and gives the parsed
 * output (trimmed, coerced, defaults applied) or the problems by field in the current language.
 */
export function checkForm<T>(
  schema: FormSchema<T>,
  values: Record<string, unknown>,
  labelOf: (name: string) => string,
  t: Translate,
): SubmitCheck<T> {
  const normalised: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) normalised[name] = normaliseValue(schema.shape?.[name], value);
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, field] of Object.entries(schema.shape ?? {})) {
    if (isEmpty(normalised[name]) && isRequired(field)) {
      fieldErrors[name] = [t('crud.validation.required', { label: labelOf(name) })];
    }
  }
  const result = schema.safeParse(normalised);
  if (result.success && Object.keys(fieldErrors).length === 0) return { ok: true, data: result.data };
  const formErrors: string[] = [];
  for (const issue of result.success ? [] : result.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string') {
      fieldErrors[name] ??= [issueMessage(issue, labelOf(name), t)];
    } else {
      formErrors.push(issueMessage(issue, '', t));
    }
  }
  return { ok: false, fieldErrors, formErrors };
}

/**
 * The field a server message is about: one whose name or label it mentions, the latest mention
 * winning (messages name the record first and the problem last, e.g. "新增岗位'x'失败，岗位编码已存在").
 */
export function fieldNamedIn(message: string, fields: readonly { name: string; label: string }[]): string | undefined {
  const text = message.toLowerCase();
  let best: { name: string; at: number } | undefined;
  for (const field of fields) {
    for (const word of [field.name, field.label]) {
      const at = word ? text.lastIndexOf(word.toLowerCase()) : -1;
      if (at >= 0 && (!best || at > best.at)) best = { name: field.name, at };
    }
  }
  return best?.name;
}
