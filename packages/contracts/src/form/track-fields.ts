import type { TrackField } from '../endpoints/competition';
import { formFields } from './fields';
import { FORM_SCHEMA_VERSION, type FormFieldNode, type FormOptionItem, type FormSchema } from './schema';

// The bridge between a track's bound form and its flat field summary (comp_track.fields, read by
// statistics, export, import, retention and the portal; docs/form-schema.md, "Track fields"). A
// track stores the summary of the form version it binds; the former editor's fields became forms
// through migration 0031, and `formOfTrackFields` is that migration's mapping in TypeScript.

/** A cascader's leaf paths: labels and values joined by ' / '. */
function leafPaths(items: readonly FormOptionItem[], prefix?: { label: string; value: string }) {
  return items.flatMap((item): { label: string; value: string }[] => {
    const label = prefix ? `${prefix.label} / ${item.label}` : item.label;
    const value = prefix ? `${prefix.value} / ${item.value}` : item.value;
    return item.children?.length ? leafPaths(item.children, { label, value }) : [{ label, value }];
  });
}

/** The summary type and its choices (a dictionary type or static options) of one field. */
function summaryOf(field: FormFieldNode): Pick<TrackField, 'type' | 'dictType' | 'options'> {
  const options = field.options;
  const dictType = options?.source === 'dict' ? options.dictType : null;
  const items = options?.source === 'static' ? options.items : undefined;
  const choices = items ? { options: items.map(({ label, value }) => ({ label, value })) } : {};
  switch (field.type) {
    case 'input':
    case 'password':
      return { type: 'text', dictType: null };
    case 'textarea':
    case 'richText':
      return { type: 'textarea', dictType: null };
    case 'number':
    case 'slider':
    case 'rate':
      return { type: 'number', dictType: null };
    case 'date':
      return { type: 'date', dictType: null };
    case 'upload':
      return { type: 'file', dictType: null };
    case 'select':
    case 'radio':
      if (field.type === 'select' && field.multiple) return { type: 'multi', dictType, ...choices };
      // A select over no options at all was the former editor's select without a dictionary.
      return items ? { type: 'choice', dictType: null, ...choices } : { type: 'select', dictType };
    case 'checkbox':
      return { type: 'multi', dictType, ...choices };
    case 'cascader':
      return { type: 'multi', dictType, ...(items ? { options: leafPaths(items) } : {}) };
    case 'switch':
    case 'dateRange':
    case 'time':
    case 'region':
      return { type: field.type, dictType: null };
  }
}

/**
 * The flat summary a track stores of its bound form: one entry per field in document order
 * (`order` 1, 2, ...), keyed by the field's name.
 */
export function trackFieldsOfForm(schema: FormSchema): TrackField[] {
  return formFields(schema).map((field, index) => ({
    key: field.name,
    label: field.label,
    ...summaryOf(field),
    required: field.required,
    order: index + 1,
  }));
}

/** The types migration 0031 gave a former `file` field, in its order (attachment-rules.ts FILE_FIELD_RULE's). */
const MIGRATED_FILE_TYPES = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'png', 'jpg', 'jpeg'] as const;

const LEGACY_TYPES: Readonly<Record<TrackField['type'], FormFieldNode['type']>> = {
  text: 'input',
  number: 'number',
  select: 'select',
  date: 'date',
  textarea: 'textarea',
  file: 'upload',
  choice: 'radio',
  multi: 'checkbox',
  switch: 'switch',
  dateRange: 'dateRange',
  time: 'time',
  region: 'region',
};

/**
 * A form holding these track fields, as migration 0031 makes one of a track's former extra fields
 * (fields by `order`, ids `f_{key}`; text → input, file → upload of one document or image of 20 MB,
 * select → select over its dictionary; textarea and file the whole width, the rest half). The
 * newer summary types map back to radio / checkbox (their static options or dictionary) and their
 * own types; a cascader's or a region's details are not in a summary and are not made up.
 */
export function formOfTrackFields(fields: readonly TrackField[]): FormSchema {
  const ordered = fields.map((field, index) => ({ field, index }));
  ordered.sort((a, b) => (a.field.order ?? 0) - (b.field.order ?? 0) || a.index - b.index);
  return {
    schemaVersion: FORM_SCHEMA_VERSION,
    config: { labelPosition: 'top', labelWidth: 120, size: 'middle' },
    nodes: ordered.map(({ field }): FormFieldNode => {
      const type = LEGACY_TYPES[field.type];
      const node: FormFieldNode = {
        id: `f_${field.key}`,
        type,
        name: field.key,
        label: field.label,
        required: field.required ?? false,
        rules: [],
        span: field.type === 'textarea' || field.type === 'file' ? 24 : 12,
        disabled: false,
      };
      if (field.dictType && (type === 'select' || type === 'radio' || type === 'checkbox')) {
        node.options = { source: 'dict', dictType: field.dictType };
      } else if (field.options && (type === 'radio' || type === 'checkbox')) {
        node.options = { source: 'static', items: field.options.map(({ label, value }) => ({ label, value })) };
      }
      if (type === 'upload') {
        Object.assign(node, { uploadKind: 'file', limit: 1, fileSize: 20, fileTypes: [...MIGRATED_FILE_TYPES] });
      }
      return node;
    }),
  };
}
