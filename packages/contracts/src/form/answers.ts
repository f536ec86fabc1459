import type { MessageParams } from '../messages';
import { type FormFieldNode, type FormSchema, formSchemaShape } from './schema';

// The rule code shared by the renderer (apps/web components/form-render) and the server (every
// answer to a saved form): one implementation, so an answer the page refuses the API refuses too.
// FOUNDATION STUB: the form-rules area replaces every body below (issue 36).

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

/** One problem of a form document (the builder shows it on the node; the API refuses with it). */
export interface FormSchemaProblem {
  /** The node's id, when the problem is a node's. */
  nodeId?: string;
  /** The property: name, options, visibleWhen, rules[1].pattern, defaultValue ... */
  path: string;
  message: string;
  params: MessageParams;
}

/** Every field of a form in document order (rows' columns left to right). */
export function formFields(schema: FormSchema): FormFieldNode[] {
  void schema;
  throw new Error('not built yet');
}

/** Whether a field shows for these answers (its condition holds and the field it names shows). */
export function isFieldVisible(
  schema: FormSchema,
  field: FormFieldNode,
  answers: Readonly<Record<string, unknown>>,
): boolean {
  void [schema, field, answers];
  throw new Error('not built yet');
}

/** The first broken rule of one answer, regardless of visibility; undefined when it is valid. */
export function checkFieldAnswer(
  field: FormFieldNode,
  value: unknown,
  context?: FormCheckContext,
): FormAnswerProblem | undefined {
  void [field, value, context];
  throw new Error('not built yet');
}

/**
 * Every visible field's first broken rule, and the answers kept: visible fields' answers only
 * (hidden fields and unknown keys dropped).
 */
export function checkFormAnswers(
  schema: FormSchema,
  answers: Readonly<Record<string, unknown>>,
  context?: FormCheckContext,
): { problems: FormAnswerProblem[]; answers: Record<string, unknown> } {
  void [schema, answers, context];
  throw new Error('not built yet');
}

/** Cross-node problems of a structurally valid document: names, ids, options, conditions, patterns, defaults. */
export function formSchemaProblems(schema: FormSchema): FormSchemaProblem[] {
  void schema;
  throw new Error('not built yet');
}

/** A form document checked whole: structure, then `formSchemaProblems` as issues at their paths. */
export const formSchema = formSchemaShape;
