import { formMessages } from '../form-messages';
import type { Locale } from '../locale';
import { fillMessage, type MessageParams } from '../messages';
import { checkFieldAnswer, FORM_UPLOAD_TYPES, formAnswerProblemTexts } from './field-check';
import { patternProblem } from './safe-pattern';
import {
  FORM_OPTION_TYPES,
  type FormFieldNode,
  type FormFieldType,
  type FormOptionItem,
  type FormRuleKind,
  type FormSchema,
  type VisibleWhen,
} from './schema';

// The cross-node rules of a form document (docs/form-schema.md, "Checks"): what zod's shape cannot
// say. The builder shows each problem on its node; the API refuses a document with the first.

/** One problem of a form document (the builder shows it on the node; the API refuses with it). */
export interface FormSchemaProblem {
  /** The node's id, when the problem is a node's. */
  nodeId?: string;
  /** The property: name, options, visibleWhen, rules[1].pattern, defaultValue ... */
  path: string;
  /** The full path in the document (['nodes', 2, 'columns', 0, 'children', 1, 'name']), as zod names it. */
  at: (string | number)[];
  message: string;
  params: MessageParams;
}

/** Types each rule kind applies to (a `length` on select only when it is `multiple`). */
export const FORM_RULE_TYPES: Readonly<Record<FormRuleKind, readonly FormFieldType[]>> = {
  length: ['input', 'textarea', 'password', 'richText', 'select', 'checkbox', 'cascader'],
  pattern: ['input', 'textarea', 'password'],
  range: ['number', 'slider', 'rate'],
};

/** Most MB per uploaded file and most files per upload field. */
export const FORM_UPLOAD_MAX = { fileSize: 50, limit: 10 } as const;

const NUMBER_TYPES: readonly FormFieldType[] = ['number', 'slider', 'rate'];

export const ruleFitsField = (kind: FormRuleKind, field: Pick<FormFieldNode, 'type' | 'multiple'>): boolean =>
  FORM_RULE_TYPES[kind].includes(field.type) &&
  (kind !== 'length' || field.type !== 'select' || field.multiple === true);

/** Where a field sits in the document, in order. */
interface Placed {
  field: FormFieldNode;
  at: (string | number)[];
}

function placedFields(schema: FormSchema): Placed[] {
  return schema.nodes.flatMap((node, index): Placed[] => {
    if (node.type === 'divider') return [];
    if (node.type === 'row') {
      return node.columns.flatMap((column, c) =>
        column.children.flatMap((child, k): Placed[] =>
          child.type === 'divider' ? [] : [{ field: child, at: ['nodes', index, 'columns', c, 'children', k] }],
        ),
      );
    }
    return [{ field: node, at: ['nodes', index] }];
  });
}

/** Every node id with where it sits (rows, columns, dividers and fields). */
function placedIds(schema: FormSchema): { id: string; at: (string | number)[] }[] {
  return schema.nodes.flatMap((node, index) => {
    const at = ['nodes', index];
    if (node.type !== 'row') return [{ id: node.id, at }];
    return [
      { id: node.id, at },
      ...node.columns.flatMap((column, c) => [
        { id: column.id, at: [...at, 'columns', c] },
        ...column.children.map((child, k) => ({ id: child.id, at: [...at, 'columns', c, 'children', k] })),
      ]),
    ];
  });
}

/** The first value used twice among items (at any depth of a cascader's tree, per level). */
function repeatedValue(items: readonly FormOptionItem[]): string | undefined {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.value)) return item.value;
    seen.add(item.value);
  }
  for (const item of items) {
    const inner = item.children ? repeatedValue(item.children) : undefined;
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** Whether a condition's value fits its operator and the answer of the field it names. */
function conditionValueFits(condition: VisibleWhen, named: FormFieldNode): boolean {
  const { op, value } = condition;
  if (op === 'empty' || op === 'notEmpty') return true;
  if (op === 'in' || op === 'notIn') return Array.isArray(value) && value.length > 0;
  if (op === 'gt' || op === 'lt') return typeof value === 'number' && NUMBER_TYPES.includes(named.type);
  if (NUMBER_TYPES.includes(named.type)) return typeof value === 'number';
  if (named.type === 'switch') return typeof value === 'boolean';
  return typeof value === 'string' && value !== '';
}

const problemAt = (
  placed: { at: (string | number)[]; nodeId?: string },
  path: string,
  message: string,
  params: MessageParams = {},
): FormSchemaProblem => ({
  nodeId: placed.nodeId,
  path,
  at: [
    ...placed.at,
    ...path
      .split(/[.[\]]/)
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
  ],
  message,
  params,
});

function ruleProblems(field: FormFieldNode, node: { at: (string | number)[]; nodeId: string }): FormSchemaProblem[] {
  const problems: FormSchemaProblem[] = [];
  (field.rules ?? []).forEach((rule, i) => {
    const path = `rules[${i}]`;
    if (!ruleFitsField(rule.kind, field)) {
      problems.push(problemAt(node, `${path}.kind`, 'form.schema.ruleType', { kind: rule.kind, type: field.type }));
      return;
    }
    if (rule.kind === 'pattern') {
      if (!rule.pattern) {
        problems.push(problemAt(node, `${path}.pattern`, 'form.schema.ruleEmpty', { kind: rule.kind }));
        return;
      }
      const unusable = patternProblem(rule.pattern);
      if (unusable === 'invalid') problems.push(problemAt(node, `${path}.pattern`, 'form.schema.patternInvalid'));
      if (unusable === 'unsafe') problems.push(problemAt(node, `${path}.pattern`, 'form.schema.patternUnsafe'));
      return;
    }
    if (rule.min === undefined && rule.max === undefined) {
      problems.push(problemAt(node, `${path}.min`, 'form.schema.ruleEmpty', { kind: rule.kind }));
      return;
    }
    const whole = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 0);
    if (rule.kind === 'length' && (!whole(rule.min) || !whole(rule.max))) {
      problems.push(problemAt(node, `${path}.${whole(rule.min) ? 'max' : 'min'}`, 'form.schema.lengthWhole'));
      return;
    }
    if (rule.min !== undefined && rule.max !== undefined && rule.min > rule.max) {
      problems.push(problemAt(node, `${path}.min`, 'form.schema.minMax'));
    }
  });
  return problems;
}

function optionProblems(field: FormFieldNode, node: { at: (string | number)[]; nodeId: string }): FormSchemaProblem[] {
  const options = field.options;
  if (!(FORM_OPTION_TYPES as readonly FormFieldType[]).includes(field.type)) return [];
  if (!options || (options.source === 'static' && options.items.length === 0)) {
    return [problemAt(node, 'options', 'form.schema.optionsRequired', { label: field.label })];
  }
  if (options.source === 'dict') {
    return field.type === 'cascader' ? [problemAt(node, 'options', 'form.schema.cascaderStatic')] : [];
  }
  const repeated = repeatedValue(options.items);
  return repeated === undefined
    ? []
    : [problemAt(node, 'options.items', 'form.schema.optionTaken', { value: repeated })];
}

function uploadProblems(field: FormFieldNode, node: { at: (string | number)[]; nodeId: string }): FormSchemaProblem[] {
  if (field.type !== 'upload') return [];
  const problems: FormSchemaProblem[] = [];
  const allowed = FORM_UPLOAD_TYPES[field.uploadKind ?? 'file'];
  if ((field.fileTypes ?? []).some((type) => !allowed.includes(type))) {
    problems.push(problemAt(node, 'fileTypes', 'form.schema.fileTypes', { types: allowed.join(', ') }));
  }
  if (field.fileSize !== undefined && field.fileSize > FORM_UPLOAD_MAX.fileSize) {
    problems.push(problemAt(node, 'fileSize', 'form.schema.fileSize', { max: FORM_UPLOAD_MAX.fileSize }));
  }
  if (field.limit !== undefined && field.limit > FORM_UPLOAD_MAX.limit) {
    problems.push(problemAt(node, 'limit', 'form.schema.fileLimit', { max: FORM_UPLOAD_MAX.limit }));
  }
  return problems;
}

/**
 * Cross-node problems of a structurally valid document, in document order: repeated node ids and
 * field names, options missing or repeated, visible-when naming the field itself, a missing field
 * or one below, or holding a value of the wrong kind, rules that do not fit the type or bound
 * nothing, min above max, unusable patterns, defaults that are no valid answer, upload types and
 * limits outside the product's, rows wider than 24 columns.
 */
export function formSchemaProblems(schema: FormSchema): FormSchemaProblem[] {
  const problems: FormSchemaProblem[] = [];
  const ids = new Set<string>();
  for (const placed of placedIds(schema)) {
    if (ids.has(placed.id))
      problems.push(problemAt({ ...placed, nodeId: placed.id }, 'id', 'form.schema.idTaken', { id: placed.id }));
    ids.add(placed.id);
  }
  const fields = placedFields(schema);
  const position = new Map<string, number>();
  fields.forEach(({ field }, index) => {
    if (!position.has(field.name)) position.set(field.name, index);
  });
  fields.forEach(({ field, at }, index) => {
    const node = { at, nodeId: field.id };
    if (position.get(field.name) !== index) {
      problems.push(problemAt(node, 'name', 'form.schema.nameTaken', { name: field.name }));
    }
    problems.push(...optionProblems(field, node));
    const condition = field.visibleWhen;
    if (condition) {
      const named = position.get(condition.field);
      if (condition.field === field.name) {
        problems.push(problemAt(node, 'visibleWhen.field', 'form.schema.visibleSelf'));
      } else if (named === undefined) {
        problems.push(problemAt(node, 'visibleWhen.field', 'form.schema.visibleMissing', { field: condition.field }));
      } else if (named > index) {
        problems.push(problemAt(node, 'visibleWhen.field', 'form.schema.visibleBelow', { field: condition.field }));
      } else if (!conditionValueFits(condition, fields[named].field)) {
        problems.push(problemAt(node, 'visibleWhen.value', 'form.schema.visibleValue', { op: condition.op }));
      }
    }
    problems.push(...ruleProblems(field, node));
    if ((field.type === 'number' || field.type === 'slider') && field.min !== undefined && field.max !== undefined) {
      if (field.min > field.max) problems.push(problemAt(node, 'min', 'form.schema.minMax'));
    }
    problems.push(...uploadProblems(field, node));
    if (field.defaultValue !== undefined) {
      // A default is an answer the form starts with: it must be one (blank is fine, required or not).
      const refused = checkFieldAnswer({ ...field, required: false }, field.defaultValue);
      if (refused) {
        problems.push(
          problemAt(node, 'defaultValue', 'form.schema.defaultInvalid', {
            label: field.label,
            problem: formAnswerProblemTexts(refused),
          }),
        );
      }
    }
  });
  schema.nodes.forEach((node, index) => {
    if (node.type !== 'row') return;
    const total = node.columns.reduce((sum, column) => sum + column.span, 0);
    if (total > 24)
      problems.push(
        problemAt({ at: ['nodes', index], nodeId: node.id }, 'columns', 'form.schema.spanTotal', { total }),
      );
  });
  return problems;
}

/** A document problem's text in one language (the builder shows it on the node). */
export function formSchemaProblemText(problem: Pick<FormSchemaProblem, 'message' | 'params'>, locale: Locale): string {
  const texts: Readonly<Record<string, Readonly<Record<Locale, string>>>> = formMessages;
  const template = Object.hasOwn(texts, problem.message) ? texts[problem.message][locale] : problem.message;
  return fillMessage(template, locale, problem.params);
}
