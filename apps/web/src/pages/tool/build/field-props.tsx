import {
  FORM_OPTION_TYPES,
  FORM_RULE_KINDS,
  FORM_UPLOAD_KINDS,
  FORM_UPLOAD_MAX,
  FORM_UPLOAD_TYPES,
  type FormFieldNode,
  type FormRuleKind,
  type FormSchema,
  type FormSchemaProblem,
  ruleFitsField,
} from '@cbo/contracts';
import { Form, Input, InputNumber, Radio, Select, Slider, Switch } from 'antd';
import { FILE_DEFAULTS, IMAGE_DEFAULTS } from '../../../components/upload/upload-rules';
import { useT } from '../../../core/i18n';
import type { NodePatch } from './builder-state';
import { DefaultValueEditor } from './default-value-editor';
import { allNodes, isField } from './form-tree';
import { OptionsEditor } from './options-editor';
import { RulesEditor } from './rules-editor';
import { problemsAt, schemaProblemText } from './schema-problems';
import { VisibleWhenEditor } from './visible-when-editor';

const PLACEHOLDER_TYPES = new Set([
  'input',
  'textarea',
  'password',
  'number',
  'select',
  'date',
  'time',
  'cascader',
  'region',
]);

/** The rule kinds that fit a field, as the rule code decides (docs/form-schema.md, rules). */
export const ruleKindsOf = (field: FormFieldNode): FormRuleKind[] =>
  FORM_RULE_KINDS.filter((kind) => ruleFitsField(kind, field));

const num = (value: number | null) => (value === null ? undefined : value);
const text = (value: string) => (value === '' ? undefined : value);

export interface FieldPropsProps {
  field: FormFieldNode;
  schema: FormSchema;
  problems: FormSchemaProblem[];
  update: (patch: NodePatch) => void;
}

/** The selected field's properties, each change applied at once (and undoable). */
export function FieldProps({ field, schema, problems, update }: FieldPropsProps) {
  const t = useT();
  const nameProblems = problemsAt(problems, field.id, 'name');
  const labelProblems = problemsAt(problems, field.id, 'label');
  const defaultProblems = problemsAt(problems, field.id, 'defaultValue');
  const optionProblems = problemsAt(problems, field.id, 'options');
  const fields = allNodes(schema).filter(isField);
  const above = fields.slice(
    0,
    fields.findIndex((item) => item.id === field.id),
  );
  const kinds = ruleKindsOf(field);
  const isOption = (FORM_OPTION_TYPES as readonly string[]).includes(field.type);
  const uploadDefaults = field.uploadKind === 'image' ? IMAGE_DEFAULTS : FILE_DEFAULTS;

  return (
    <>
      <Form.Item label={t('formBuilder.prop.type')}>
        <Input value={t(`formBuilder.type.${field.type}`)} disabled />
      </Form.Item>
      <Form.Item
        label={t('formBuilder.prop.label')}
        htmlFor="fb-label"
        required
        validateStatus={labelProblems.length > 0 ? 'error' : undefined}
        help={
          labelProblems.length > 0
            ? labelProblems.map((problem) => schemaProblemText(problem, t)).join('; ')
            : undefined
        }
      >
        <Input
          id="fb-label"
          value={field.label}
          maxLength={50}
          onChange={(event) => update({ label: event.target.value })}
        />
      </Form.Item>
      <Form.Item
        label={t('formBuilder.prop.name')}
        htmlFor="fb-name"
        required
        validateStatus={nameProblems.length > 0 ? 'error' : undefined}
        help={
          nameProblems.length > 0 ? nameProblems.map((problem) => schemaProblemText(problem, t)).join('; ') : undefined
        }
        extra={t('formBuilder.prop.nameHelp')}
      >
        <Input
          id="fb-name"
          value={field.name}
          maxLength={40}
          onChange={(event) => update({ name: event.target.value.trim() })}
        />
      </Form.Item>
      {PLACEHOLDER_TYPES.has(field.type) && (
        <Form.Item label={t('formBuilder.prop.placeholder')} htmlFor="fb-placeholder">
          <Input
            id="fb-placeholder"
            value={field.placeholder ?? ''}
            maxLength={100}
            onChange={(event) => update({ placeholder: text(event.target.value) })}
          />
        </Form.Item>
      )}
      <Form.Item label={t('formBuilder.prop.help')} htmlFor="fb-help">
        <Input
          id="fb-help"
          value={field.help ?? ''}
          maxLength={200}
          onChange={(event) => update({ help: text(event.target.value) })}
        />
      </Form.Item>
      {isOption && (
        <Form.Item
          label={t('formBuilder.prop.options')}
          validateStatus={optionProblems.length > 0 ? 'error' : undefined}
          help={
            optionProblems.length > 0
              ? optionProblems.map((problem) => schemaProblemText(problem, t)).join('; ')
              : undefined
          }
        >
          <OptionsEditor
            value={field.options}
            nested={field.type === 'cascader'}
            onChange={(options) => update({ options })}
          />
        </Form.Item>
      )}
      {field.type !== 'upload' && (
        <Form.Item
          label={t('formBuilder.prop.defaultValue')}
          validateStatus={defaultProblems.length > 0 ? 'error' : undefined}
          help={
            defaultProblems.length > 0
              ? defaultProblems.map((problem) => schemaProblemText(problem, t)).join('; ')
              : undefined
          }
          className="form-builder__default"
        >
          <DefaultValueEditor field={field} onChange={(defaultValue) => update({ defaultValue })} />
        </Form.Item>
      )}
      <div className="form-builder__switches">
        <Form.Item label={t('formBuilder.prop.required')} htmlFor="fb-required">
          <Switch id="fb-required" checked={field.required} onChange={(required) => update({ required })} />
        </Form.Item>
        <Form.Item label={t('formBuilder.prop.disabled')} htmlFor="fb-disabled">
          <Switch id="fb-disabled" checked={field.disabled} onChange={(disabled) => update({ disabled })} />
        </Form.Item>
      </div>
      <TypeProps field={field} update={update} uploadTypes={uploadDefaults.types.join(', ')} />
      {kinds.length > 0 && (
        <Form.Item label={t('formBuilder.prop.rules')}>
          <RulesEditor
            rules={field.rules}
            kinds={kinds}
            problems={problemsAt(problems, field.id, 'rules')}
            onChange={(rules) => update({ rules })}
          />
        </Form.Item>
      )}
      <Form.Item label={t('formBuilder.prop.span')}>
        <Slider
          min={1}
          max={24}
          value={field.span}
          onChange={(span) => update({ span })}
          aria-label={t('formBuilder.prop.span')}
        />
      </Form.Item>
      <Form.Item label={t('formBuilder.prop.visibleWhen')}>
        <VisibleWhenEditor
          value={field.visibleWhen}
          above={above}
          problems={problemsAt(problems, field.id, 'visibleWhen')}
          onChange={(visibleWhen) => update({ visibleWhen })}
        />
      </Form.Item>
    </>
  );
}

interface TypePropsProps {
  field: FormFieldNode;
  update: (patch: NodePatch) => void;
  uploadTypes: string;
}

/** What only some types read (the others never write it). */
function TypeProps({ field, update, uploadTypes }: TypePropsProps) {
  const t = useT();
  const numberItem = (
    key: 'rows' | 'min' | 'max' | 'step' | 'precision' | 'count' | 'limit' | 'fileSize',
    min?: number,
    max?: number,
  ) => (
    <Form.Item key={key} label={t(`formBuilder.prop.${key}`)} htmlFor={`fb-${key}`}>
      <InputNumber
        id={`fb-${key}`}
        min={min}
        max={max}
        value={field[key]}
        className="form-builder__wide"
        onChange={(value) => update({ [key]: num(value) })}
      />
    </Form.Item>
  );
  switch (field.type) {
    case 'textarea':
    case 'richText':
      return numberItem('rows', 1, 30);
    case 'number':
      return (
        <>
          {numberItem('min')}
          {numberItem('max')}
          {numberItem('step')}
          {numberItem('precision', 0, 6)}
        </>
      );
    case 'slider':
      return (
        <>
          {numberItem('min')}
          {numberItem('max')}
          {numberItem('step')}
        </>
      );
    case 'rate':
      return (
        <>
          {numberItem('count', 1, 10)}
          <Form.Item label={t('formBuilder.prop.allowHalf')} htmlFor="fb-allowHalf">
            <Switch
              id="fb-allowHalf"
              checked={Boolean(field.allowHalf)}
              onChange={(allowHalf) => update({ allowHalf: allowHalf || undefined })}
            />
          </Form.Item>
        </>
      );
    case 'select':
      return (
        <Form.Item label={t('formBuilder.prop.multiple')} htmlFor="fb-multiple">
          <Switch
            id="fb-multiple"
            checked={Boolean(field.multiple)}
            // The answer's shape changes (a string or a list), so the default no longer fits.
            onChange={(multiple) => update({ multiple: multiple || undefined, defaultValue: undefined })}
          />
        </Form.Item>
      );
    case 'region':
      return (
        <Form.Item label={t('formBuilder.prop.level')}>
          <Radio.Group
            optionType="button"
            value={field.level ?? 3}
            onChange={(event) => update({ level: event.target.value, defaultValue: undefined })}
            options={[1, 2, 3].map((level) => ({ value: level, label: t(`formBuilder.level.${level as 1 | 2 | 3}`) }))}
          />
        </Form.Item>
      );
    case 'upload':
      return (
        <>
          <Form.Item label={t('formBuilder.prop.uploadKind')}>
            <Radio.Group
              optionType="button"
              value={field.uploadKind ?? 'file'}
              onChange={(event) => update({ uploadKind: event.target.value, fileTypes: undefined })}
              options={FORM_UPLOAD_KINDS.map((kind) => ({ value: kind, label: t(`formBuilder.uploadKind.${kind}`) }))}
            />
          </Form.Item>
          {numberItem('limit', 1, FORM_UPLOAD_MAX.limit)}
          {numberItem('fileSize', 1, FORM_UPLOAD_MAX.fileSize)}
          <Form.Item
            label={t('formBuilder.prop.fileTypes')}
            extra={t('formBuilder.prop.fileTypesHelp', { types: uploadTypes })}
          >
            <Select
              mode="multiple"
              aria-label={t('formBuilder.prop.fileTypes')}
              value={field.fileTypes ?? []}
              // Only the types the product accepts for this kind (the rule code refuses others).
              options={FORM_UPLOAD_TYPES[field.uploadKind ?? 'file'].map((type) => ({ value: type, label: type }))}
              onChange={(types: string[]) => update({ fileTypes: types.length > 0 ? types : undefined })}
            />
          </Form.Item>
        </>
      );
    default:
      return null;
  }
}
