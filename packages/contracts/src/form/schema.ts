import { z } from 'zod';

// The saved form's JSON (docs/form-schema.md): our own schema, versioned by `schemaVersion`. The
// form builder writes it, one renderer draws it, and the rule code in answers.ts checks answers
// against it on the page and on the server alike.

/** The schema version this code writes and reads. A newer document is refused, never guessed at. */
export const FORM_SCHEMA_VERSION = 1;

/** Fields that hold an answer, in the builder palette's order. */
export const FORM_FIELD_TYPES = [
  'input',
  'textarea',
  'number',
  'password',
  'select',
  'radio',
  'checkbox',
  'switch',
  'slider',
  'rate',
  'date',
  'dateRange',
  'time',
  'cascader',
  'region',
  'upload',
  'richText',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Layout nodes: no answer. A row holds columns, each column fields (and dividers), never rows. */
export const FORM_LAYOUT_TYPES = ['divider', 'row'] as const;
export type FormLayoutType = (typeof FORM_LAYOUT_TYPES)[number];

/** Field types whose choices come from `options` (a static list or a dictionary type). */
export const FORM_OPTION_TYPES = [
  'select',
  'radio',
  'checkbox',
  'cascader',
] as const satisfies readonly FormFieldType[];

/**
 * Rule kinds: `length` counts characters of a text or items of a list; `pattern` is a regular
 * expression a text must match (checked for catastrophic backtracking before it is accepted);
 * `range` bounds a number.
 */
export const FORM_RULE_KINDS = ['length', 'pattern', 'range'] as const;
export type FormRuleKind = (typeof FORM_RULE_KINDS)[number];

/**
 * Visible-when operators over another field's answer: eq / ne compare one value (a list answer
 * `eq` when it contains the value); in / notIn against a list of values; empty / notEmpty take no
 * value; gt / lt compare numbers.
 */
export const VISIBLE_WHEN_OPS = ['eq', 'ne', 'in', 'notIn', 'empty', 'notEmpty', 'gt', 'lt'] as const;
export type VisibleWhenOp = (typeof VISIBLE_WHEN_OPS)[number];

/** What an upload field takes: `file` (documents) or `image`. Limits follow docs/form-schema.md. */
export const FORM_UPLOAD_KINDS = ['file', 'image'] as const;

/** A field's answer key: what `answers.{name}` is stored under. */
export const FORM_FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/;
/** A node's id inside the document (stable across edits, not shown). */
export const FORM_NODE_ID = /^[a-zA-Z0-9_-]{1,40}$/;

const text = (max: number) => z.string().trim().max(max);

export const formRule = z.object({
  kind: z.enum(FORM_RULE_KINDS),
  /** length: characters or items; range: the number. */
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  /** pattern: the expression's source, without slashes or flags. */
  pattern: z.string().max(200).optional(),
  /** Shown instead of the default message when the rule is broken (one language, as typed). */
  message: text(100).optional(),
});
export type FormRule = z.infer<typeof formRule>;

/** A choice; a cascader's choices nest. */
export interface FormOptionItem {
  label: string;
  value: string;
  children?: FormOptionItem[];
}
export const formOptionItem: z.ZodType<FormOptionItem> = z.lazy(() =>
  z.object({
    label: z.string().trim().min(1).max(50),
    value: z.string().trim().min(1).max(50),
    children: z.array(formOptionItem).max(100).optional(),
  }),
);

export const formOptions = z.discriminatedUnion('source', [
  z.object({ source: z.literal('static'), items: z.array(formOptionItem).max(200) }),
  z.object({ source: z.literal('dict'), dictType: z.string().trim().min(1).max(100) }),
]);
export type FormOptions = z.infer<typeof formOptions>;

export const visibleWhen = z.object({
  /** The name of a field above this one (so conditions never loop). */
  field: z.string().regex(FORM_FIELD_NAME),
  op: z.enum(VISIBLE_WHEN_OPS),
  value: z
    .union([z.string().max(200), z.number().finite(), z.boolean(), z.array(z.string().max(200)).max(50)])
    .optional(),
});
export type VisibleWhen = z.infer<typeof visibleWhen>;

/**
 * A field: common properties, then the ones its type reads (the others are ignored and the builder
 * does not write them). Answers' shapes per type are in docs/form-schema.md.
 */
export const formFieldNode = z.object({
  id: z.string().regex(FORM_NODE_ID),
  type: z.enum(FORM_FIELD_TYPES),
  name: z.string().regex(FORM_FIELD_NAME),
  label: z.string().trim().min(1).max(50),
  placeholder: text(100).optional(),
  /** Shown under the control. */
  help: text(200).optional(),
  /** Must be a valid answer of the field's type. */
  defaultValue: z.unknown().optional(),
  required: z.boolean().default(false),
  rules: z.array(formRule).max(10).default([]),
  options: formOptions.optional(),
  /** Width in a 24-column grid. */
  span: z.number().int().min(1).max(24).default(24),
  disabled: z.boolean().default(false),
  visibleWhen: visibleWhen.optional(),
  // Per type:
  /** textarea, richText */
  rows: z.number().int().min(1).max(30).optional(),
  /** number, slider: bounds of the control (the `range` rule says what is accepted). */
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  step: z.number().positive().finite().optional(),
  /** number: digits after the point. */
  precision: z.number().int().min(0).max(6).optional(),
  /** rate: number of stars. */
  count: z.number().int().min(1).max(10).optional(),
  allowHalf: z.boolean().optional(),
  /** select: several values (the answer is a list). */
  multiple: z.boolean().optional(),
  /** region: the deepest level that may be chosen (1 province, 2 city, 3 county). */
  level: z.number().int().min(1).max(3).optional(),
  /** upload */
  uploadKind: z.enum(FORM_UPLOAD_KINDS).optional(),
  limit: z.number().int().min(1).max(10).optional(),
  /** upload: MB per file. */
  fileSize: z.number().int().min(1).max(50).optional(),
  fileTypes: z
    .array(z.string().regex(/^[a-z0-9]{1,10}$/))
    .max(20)
    .optional(),
});
export type FormFieldNode = z.infer<typeof formFieldNode>;
export type FormFieldNodeInput = z.input<typeof formFieldNode>;

export const formDividerNode = z.object({
  id: z.string().regex(FORM_NODE_ID),
  type: z.literal('divider'),
  /** The heading on the line (optional). */
  label: text(50).optional(),
});
export type FormDividerNode = z.infer<typeof formDividerNode>;

export const formColumn = z.object({
  id: z.string().regex(FORM_NODE_ID),
  span: z.number().int().min(1).max(24),
  children: z.array(z.union([formFieldNode, formDividerNode])).max(50),
});
export type FormColumn = z.infer<typeof formColumn>;

export const formRowNode = z.object({
  id: z.string().regex(FORM_NODE_ID),
  type: z.literal('row'),
  gutter: z.number().int().min(0).max(48).default(16),
  columns: z.array(formColumn).min(1).max(4),
});
export type FormRowNode = z.infer<typeof formRowNode>;

export const formNode = z.union([formFieldNode, formDividerNode, formRowNode]);
export type FormNode = z.infer<typeof formNode>;

export const formConfig = z.object({
  labelPosition: z.enum(['top', 'left']).default('top'),
  /** Label width in pixels when labels sit on the left. */
  labelWidth: z.number().int().min(60).max(300).default(120),
  size: z.enum(['small', 'middle', 'large']).default('middle'),
});
export type FormConfig = z.infer<typeof formConfig>;

/**
 * A whole form document. The structure is checked here; the cross-node rules (unique names and ids,
 * options where the type needs them, visible-when naming a field above, safe patterns, a default
 * that is a valid answer) by `formSchemaProblems` in answers.ts, which `formSchema` runs as a refinement.
 */
export const formSchemaShape = z.object({
  schemaVersion: z.literal(FORM_SCHEMA_VERSION, { error: 'form.schema.version' }),
  config: formConfig.default({ labelPosition: 'top', labelWidth: 120, size: 'middle' }),
  nodes: z.array(formNode).max(200),
});
export type FormSchema = z.infer<typeof formSchemaShape>;
export type FormSchemaInput = z.input<typeof formSchemaShape>;
