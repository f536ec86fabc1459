import {
  type FormFieldNode,
  type FormSchemaProblem,
  VISIBLE_WHEN_OPS,
  type VisibleWhen,
  type VisibleWhenOp,
} from '@cbo/contracts';
import { Input, InputNumber, Select, Space, Typography } from 'antd';
import { useT } from '../../../core/i18n';
import { schemaProblemText } from './schema-problems';

export interface VisibleWhenEditorProps {
  value: VisibleWhen | undefined;
  onChange: (value: VisibleWhen | undefined) => void;
  /** The fields above this one: a condition names one of them, so conditions never loop. */
  above: FormFieldNode[];
  problems: FormSchemaProblem[];
}

const NO_VALUE: ReadonlySet<VisibleWhenOp> = new Set(['empty', 'notEmpty']);
const LIST_VALUE: ReadonlySet<VisibleWhenOp> = new Set(['in', 'notIn']);
const NUMBER_VALUE: ReadonlySet<VisibleWhenOp> = new Set(['gt', 'lt']);

/** The value an operator takes, kept from the previous one where it fits. */
function valueFor(op: VisibleWhenOp, previous: VisibleWhen['value']): VisibleWhen['value'] {
  if (NO_VALUE.has(op)) return undefined;
  if (NUMBER_VALUE.has(op)) return typeof previous === 'number' ? previous : undefined;
  if (LIST_VALUE.has(op))
    return Array.isArray(previous) ? previous : typeof previous === 'string' && previous ? [previous] : [];
  if (Array.isArray(previous)) return previous[0];
  return previous;
}

const choicesOf = (field: FormFieldNode | undefined) =>
  field?.options?.source === 'static'
    ? field.options.items.map((item) => ({ value: item.value, label: item.label }))
    : undefined;

/** Shown when another field (above) meets a condition; "always" removes the condition. */
export function VisibleWhenEditor({ value, onChange, above, problems }: VisibleWhenEditorProps) {
  const t = useT();
  const target = above.find((field) => field.name === value?.field);
  const choices = choicesOf(target);
  const set = (patch: Partial<VisibleWhen>) => {
    if (!value) return;
    const next: VisibleWhen = { ...value, ...patch };
    if (next.value === undefined) delete next.value;
    onChange(next);
  };
  const valueInput = () => {
    if (!value || NO_VALUE.has(value.op)) return null;
    if (
      NUMBER_VALUE.has(value.op) ||
      target?.type === 'number' ||
      target?.type === 'slider' ||
      target?.type === 'rate'
    ) {
      return (
        <InputNumber
          aria-label={t('formBuilder.visible.value')}
          className="form-builder__wide"
          value={typeof value.value === 'number' ? value.value : undefined}
          onChange={(number) => set({ value: number ?? undefined })}
        />
      );
    }
    if (target?.type === 'switch') {
      return (
        <Select
          aria-label={t('formBuilder.visible.value')}
          value={typeof value.value === 'boolean' ? String(value.value) : undefined}
          onChange={(text: string) => set({ value: text === 'true' })}
          options={[
            { value: 'true', label: 'true' },
            { value: 'false', label: 'false' },
          ]}
        />
      );
    }
    if (LIST_VALUE.has(value.op)) {
      const list = Array.isArray(value.value) ? value.value : [];
      return (
        <Select
          mode="tags"
          aria-label={t('formBuilder.visible.value')}
          placeholder={t('formBuilder.visible.valuesHelp')}
          tokenSeparators={[',', '，']}
          value={list}
          options={choices}
          onChange={(values: string[]) => set({ value: values })}
        />
      );
    }
    if (choices) {
      return (
        <Select
          aria-label={t('formBuilder.visible.value')}
          value={typeof value.value === 'string' ? value.value : undefined}
          options={choices}
          onChange={(text: string) => set({ value: text })}
        />
      );
    }
    return (
      <Input
        aria-label={t('formBuilder.visible.value')}
        value={typeof value.value === 'string' ? value.value : ''}
        onChange={(event) => set({ value: event.target.value })}
      />
    );
  };
  return (
    <Space orientation="vertical" className="form-builder__wide">
      <Select
        aria-label={t('formBuilder.visible.field')}
        value={value?.field ?? ''}
        onChange={(name: string) =>
          onChange(
            name
              ? { field: name, op: value?.op ?? 'eq', ...(value?.value === undefined ? {} : { value: value.value }) }
              : undefined,
          )
        }
        options={[
          { value: '', label: t('formBuilder.visible.always') },
          ...above.map((field) => ({ value: field.name, label: `${field.label} (${field.name})` })),
        ]}
      />
      {value && (
        <Select
          aria-label={t('formBuilder.visible.op')}
          value={value.op}
          onChange={(op: VisibleWhenOp) => set({ op, value: valueFor(op, value.value) })}
          options={VISIBLE_WHEN_OPS.map((op) => ({ value: op, label: t(`formBuilder.op.${op}`) }))}
        />
      )}
      {valueInput()}
      {problems.map((problem) => (
        <Typography.Text key={problem.path + problem.message} type="danger" className="form-builder__problem">
          {schemaProblemText(problem, t)}
        </Typography.Text>
      ))}
    </Space>
  );
}
