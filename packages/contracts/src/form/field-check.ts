import { ATTACHMENT_RULES, FILE_FIELD_RULE, fileAnswerPaths, fileExtension } from '../attachment-rules';
import { isCalendarDay } from '../endpoint';
import { formMessages } from '../form-messages';
import type { Locale } from '../locale';
import { fillMessage, type LocalizedText, type MessageParams } from '../messages';
import { PATTERN_SUBJECT_MAX, safePattern } from './safe-pattern';
import type { FormFieldNode, FormFieldType, FormOptionItem, FormRule } from './schema';

// One answer checked against its field (docs/form-schema.md, "Answers" and "Rules"): the renderer
// runs this on the page and the server on every saved answer, so both refuse the same answers.

/** Where a stored file's resource path starts (uploads are under UPLOAD_RESOURCE_PREFIX within it). */
const STORED_RESOURCE_PREFIX = '/profile/';

/** What the checks may look up; a lookup left out is not checked (the shape still is). */
export interface FormCheckContext {
  /** The values of a dictionary type, or undefined when unknown (then any string passes). */
  dictValues?: (dictType: string) => readonly string[] | undefined;
  /** Whether a region code exists and is enabled. */
  regionExists?: (code: string) => boolean;
}

export type FormAnswerRule = 'required' | 'type' | 'option' | 'length' | 'pattern' | 'range';

/** One broken rule of one field. */
export interface FormAnswerProblem {
  /** The field's name (an application carries it as `answers.{name}`). */
  field: string;
  /** The field's label, for messages that name it. */
  label: string;
  rule: FormAnswerRule;
  /** A catalogue key (form-messages.ts) filled with `params`, or, when `custom`, the rule's own text. */
  message: string;
  params: MessageParams;
  custom: boolean;
}

/** The longest text answer per type, in UTF-16 units (a longer one is a type problem). */
export const FORM_TEXT_MAX: Readonly<Partial<Record<FormFieldType, number>>> = {
  input: 2000,
  password: 2000,
  textarea: 10_000,
  richText: 200_000,
};

/** Blank: no answer at all (undefined, null, '' or an empty list). */
export const isBlankAnswer = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
/** A region code: GB/T 2260 digits (2 to 12). */
export const REGION_CODE = /^\d{2,12}$/;

/** The image and document types an upload field may take (attachment-rules.ts). */
export const FORM_UPLOAD_TYPES: Readonly<Record<'file' | 'image', readonly string[]>> = {
  file: FILE_FIELD_RULE.types,
  image: ATTACHMENT_RULES.image.types,
};

const words = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en });

/** What an answer of each type must be, in words (the `form.answer.type` message names it). */
export function answerTypeWords(field: Pick<FormFieldNode, 'type' | 'multiple'>): LocalizedText {
  switch (field.type) {
    case 'input':
    case 'password':
    case 'textarea':
      return words('文本', 'text');
    case 'richText':
      return words('富文本（HTML）', 'rich text (HTML)');
    case 'number':
    case 'slider':
    case 'rate':
      return words('数字', 'a number');
    case 'select':
      return field.multiple ? words('选项列表', 'a list of options') : words('一个选项', 'one of the options');
    case 'radio':
      return words('一个选项', 'one of the options');
    case 'checkbox':
      return words('选项列表', 'a list of options');
    case 'switch':
      return words('是或否', 'yes or no (true or false)');
    case 'date':
      return words('日期（yyyy-MM-dd）', 'a date (yyyy-MM-dd)');
    case 'dateRange':
      return words('日期区间（两个 yyyy-MM-dd 日期）', 'a date range (two yyyy-MM-dd dates)');
    case 'time':
      return words('时间（HH:mm:ss）', 'a time (HH:mm:ss)');
    case 'cascader':
      return words('选项路径', 'a path of options');
    case 'region':
      return words('地区代码', 'a region code');
    case 'upload':
      return words('已上传文件的路径', 'the paths of uploaded files');
  }
}

const REGION_LEVEL_WORDS: readonly LocalizedText[] = [
  words('省级', 'province'),
  words('市级', 'city'),
  words('区县级', 'district'),
];

/**
 * How deep a region code goes: 1 province, 2 city, 3 district (GB/T 2260: `110000`, `110100`,
 * `110101`), 4 and 5 for the longer township and village codes.
 */
export function regionCodeLevel(code: string): number {
  if (code.length <= 2) return 1;
  if (code.length <= 4) return 2;
  if (code.length <= 6) {
    const padded = code.padEnd(6, '0');
    if (padded.endsWith('0000')) return 1;
    return padded.endsWith('00') ? 2 : 3;
  }
  return code.length <= 9 ? 4 : 5;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && item !== '');
const distinct = (values: readonly string[]) => new Set(values).size === values.length;

/** Whether the value has the shape of the type's answer (the length caps apart). */
function hasAnswerShape(field: FormFieldNode, value: unknown): boolean {
  switch (field.type) {
    case 'input':
    case 'password':
    case 'textarea':
    case 'richText':
    case 'radio':
      return typeof value === 'string';
    case 'number':
    case 'slider':
    case 'rate':
      return typeof value === 'number' && Number.isFinite(value);
    case 'select':
      return field.multiple ? isStringList(value) && distinct(value) : typeof value === 'string';
    case 'checkbox':
      return isStringList(value) && distinct(value);
    case 'switch':
      return typeof value === 'boolean';
    case 'date':
      return typeof value === 'string' && DATE.test(value) && isCalendarDay(value);
    case 'dateRange':
      return (
        Array.isArray(value) &&
        value.length === 2 &&
        value.every((day) => typeof day === 'string' && DATE.test(day) && isCalendarDay(day))
      );
    case 'time':
      return typeof value === 'string' && TIME.test(value);
    case 'cascader':
      return isStringList(value);
    case 'region':
      return typeof value === 'string' && REGION_CODE.test(value);
    case 'upload':
      // Stored files only (resource paths), never an address elsewhere. A new file must be an upload
      // (UPLOAD_RESOURCE_PREFIX) that is the author's to cite: the server's file checks know that;
      // a file an answer already carried may live elsewhere in storage (the demo edition's do).
      return (
        typeof value === 'string' &&
        fileAnswerPaths(value).every((path) => path.startsWith(STORED_RESOURCE_PREFIX) && !path.includes('..'))
      );
  }
}

/** Whether a cascader answer is a path from the top of the items down to a leaf. */
function isCascaderPath(items: readonly FormOptionItem[], path: readonly string[]): boolean {
  let level: readonly FormOptionItem[] = items;
  for (const [index, value] of path.entries()) {
    const item = level.find((option) => option.value === value);
    if (!item) return false;
    const children = item.children ?? [];
    if (index === path.length - 1) return children.length === 0;
    level = children;
  }
  return false;
}

/** The values an option field's answer may take, or undefined when they are not known. */
function optionValues(field: FormFieldNode, context: FormCheckContext): readonly string[] | undefined {
  const options = field.options;
  if (!options) return undefined;
  if (options.source === 'dict') return context.dictValues?.(options.dictType);
  return options.items.map((item) => item.value);
}

const numberRange = (min: number | undefined, max: number | undefined) => ({
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
});
const rangeKey = (prefix: 'length' | 'items' | 'range', min: number | undefined, max: number | undefined) =>
  `form.rule.${prefix}${min !== undefined && max !== undefined ? 'Between' : min !== undefined ? 'Min' : 'Max'}`;
const outside = (n: number, min: number | undefined, max: number | undefined) =>
  (min !== undefined && n < min) || (max !== undefined && n > max);
/** Whether `value` is a whole multiple of `step` from `base` (within rounding). */
const onStep = (value: number, base: number, step: number) => {
  const steps = (value - base) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
};

/** The control's own bounds: number (min/max when set), slider (0 to 100 unless set), rate (0 to count). */
function controlBounds(field: FormFieldNode): { min?: number; max?: number } {
  if (field.type === 'slider') return { min: field.min ?? 0, max: field.max ?? 100 };
  if (field.type === 'rate') return { min: 0, max: field.count ?? 5 };
  return numberRange(field.min, field.max);
}

/** The first problem of the control itself (shape, options, region, bounds, files) or undefined. */
function controlProblem(
  field: FormFieldNode,
  value: unknown,
  context: FormCheckContext,
): { rule: FormAnswerRule; message: string; params: MessageParams } | undefined {
  const label = field.label;
  if (!hasAnswerShape(field, value)) {
    return { rule: 'type', message: 'form.answer.type', params: { label, type: answerTypeWords(field) } };
  }
  const max = FORM_TEXT_MAX[field.type];
  if (max !== undefined && (value as string).length > max) {
    return { rule: 'type', message: 'form.answer.tooLong', params: { label, max } };
  }
  if (field.type === 'dateRange' && (value as string[])[0] > (value as string[])[1]) {
    return { rule: 'type', message: 'form.answer.dateOrder', params: { label } };
  }
  if (field.type === 'cascader') {
    const options = field.options;
    if (options?.source === 'static' && !isCascaderPath(options.items, value as string[])) {
      return { rule: 'option', message: 'form.answer.option', params: { label } };
    }
  } else if (field.type === 'select' || field.type === 'radio' || field.type === 'checkbox') {
    const allowed = optionValues(field, context);
    const chosen = Array.isArray(value) ? (value as string[]) : [value as string];
    if (allowed && chosen.some((item) => !allowed.includes(item))) {
      return { rule: 'option', message: 'form.answer.option', params: { label } };
    }
  }
  if (field.type === 'region') {
    const code = value as string;
    if (context.regionExists && !context.regionExists(code)) {
      return { rule: 'option', message: 'form.answer.region', params: { label } };
    }
    const level = field.level ?? 3;
    if (regionCodeLevel(code) > level) {
      return {
        rule: 'option',
        message: 'form.answer.regionLevel',
        params: { label, level: REGION_LEVEL_WORDS[level - 1] },
      };
    }
  }
  if (field.type === 'number' || field.type === 'slider' || field.type === 'rate') {
    const n = value as number;
    const { min, max: top } = controlBounds(field);
    if (outside(n, min, top)) {
      return { rule: 'range', message: rangeKey('range', min, top), params: { label, ...numberRange(min, top) } };
    }
    if (field.type === 'number' && field.precision !== undefined && Number(n.toFixed(field.precision)) !== n) {
      return { rule: 'type', message: 'form.answer.precision', params: { label, precision: field.precision } };
    }
    const step = field.type === 'rate' ? (field.allowHalf ? 0.5 : 1) : field.type === 'slider' ? (field.step ?? 1) : 0;
    if (step > 0 && !onStep(n, min ?? 0, step)) {
      return { rule: 'type', message: 'form.answer.step', params: { label, step } };
    }
  }
  if (field.type === 'upload') {
    const paths = fileAnswerPaths(value);
    const limit = field.limit ?? 1;
    if (paths.length > limit) {
      return { rule: 'length', message: 'form.answer.fileCount', params: { label, max: limit } };
    }
    const types = field.fileTypes?.length ? field.fileTypes : FORM_UPLOAD_TYPES[field.uploadKind ?? 'file'];
    if (paths.some((path) => !types.includes(fileExtension(path)))) {
      return { rule: 'type', message: 'form.answer.fileType', params: { label, types: types.join(', ') } };
    }
  }
  return undefined;
}

/** The rule broken by the answer, or undefined; a rule that does not fit the answer's kind is skipped. */
function ruleProblem(
  field: FormFieldNode,
  rule: FormRule,
  value: unknown,
): { rule: FormAnswerRule; message: string; params: MessageParams } | undefined {
  const label = field.label;
  const { min, max } = rule;
  if (rule.kind === 'length') {
    if (typeof value === 'string') {
      const n = Array.from(value).length;
      if (outside(n, min, max)) {
        return { rule: 'length', message: rangeKey('length', min, max), params: { label, ...numberRange(min, max) } };
      }
    } else if (Array.isArray(value) && outside(value.length, min, max)) {
      return { rule: 'length', message: rangeKey('items', min, max), params: { label, ...numberRange(min, max) } };
    }
    return undefined;
  }
  if (rule.kind === 'pattern') {
    if (typeof value !== 'string' || rule.pattern === undefined) return undefined;
    // An invalid or unsafe pattern is never run (the document check refuses it before it is saved).
    const pattern = safePattern(rule.pattern);
    if (!pattern) return undefined;
    if (value.length > PATTERN_SUBJECT_MAX || !pattern.test(value)) {
      return { rule: 'pattern', message: 'form.rule.pattern', params: { label } };
    }
    return undefined;
  }
  if (typeof value === 'number' && outside(value, min, max)) {
    return { rule: 'range', message: rangeKey('range', min, max), params: { label, ...numberRange(min, max) } };
  }
  return undefined;
}

/**
 * The first broken rule of one answer, regardless of visibility; undefined when it is valid. In
 * order: required (a blank answer; a rate of 0 stars counts as blank), then for an answer that is
 * not blank its shape, options, region, the control's bounds, files, and the rules in order. A
 * blank answer to a field that is not required has no problem (rules apply to answers only).
 */
export function checkFieldAnswer(
  field: FormFieldNode,
  value: unknown,
  context: FormCheckContext = {},
): FormAnswerProblem | undefined {
  const problem = (
    found: { rule: FormAnswerRule; message: string; params: MessageParams },
    custom?: string,
  ): FormAnswerProblem => ({
    field: field.name,
    label: field.label,
    rule: found.rule,
    message: custom ?? found.message,
    params: found.params,
    custom: custom !== undefined,
  });
  if (isBlankAnswer(value) || (field.type === 'rate' && value === 0 && field.required)) {
    return field.required
      ? problem({ rule: 'required', message: 'form.answer.required', params: { label: field.label } })
      : undefined;
  }
  const control = controlProblem(field, value, context);
  if (control) return problem(control);
  for (const rule of field.rules ?? []) {
    const broken = ruleProblem(field, rule, value);
    if (broken) return problem(broken, rule.message?.trim() ? rule.message : undefined);
  }
  return undefined;
}

/** A problem's text in one language: the rule's own text, or the catalogue message filled in. */
export function formAnswerProblemText(problem: FormAnswerProblem, locale: Locale): string {
  if (problem.custom) return problem.message;
  const texts: Readonly<Record<string, Readonly<Record<Locale, string>>>> = formMessages;
  const template = Object.hasOwn(texts, problem.message) ? texts[problem.message][locale] : problem.message;
  return fillMessage(template, locale, problem.params);
}

/** A problem's text in every language (to put into another message, or to log). */
export const formAnswerProblemTexts = (problem: FormAnswerProblem): LocalizedText => ({
  'zh-CN': formAnswerProblemText(problem, 'zh-CN'),
  'en-US': formAnswerProblemText(problem, 'en-US'),
});
