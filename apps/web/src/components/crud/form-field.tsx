import { Input, InputNumber, Radio, Select, TreeSelect } from 'antd';
import { useDict } from '../../core/dict/use-dict';
import { useT } from '../../core/i18n';
import { RichText } from '../rich-text/rich-text';
import type { CrudField } from './types';

interface InputProps {
  field: CrudField;
  mode: 'add' | 'edit';
  placeholder: string;
  selectPlaceholder: string;
  /** Given by Form.Item. */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

function choices(field: CrudField, dict: ReturnType<typeof useDict>) {
  return field.dict
    ? dict.options.map((option) => ({ label: option.label, value: option.value, disabled: false }))
    : [...(field.options ?? [])];
}

/** The input of one declared form field (Form.Item passes value and onChange through). */
export function FieldInput({ field, mode, placeholder, selectPlaceholder, ...control }: InputProps) {
  const t = useT();
  const dict = useDict(field.dict);
  const disabled = mode === 'edit' && field.lockedOnEdit;
  const props = { ...control, disabled } as Record<string, unknown>;
  switch (field.type ?? 'text') {
    case 'password':
      return <Input.Password {...props} placeholder={placeholder} autoComplete="new-password" />;
    case 'number':
      return <InputNumber {...props} placeholder={placeholder} className="cbo-form__number" />;
    case 'richText':
      return (
        <RichText
          id={control.id}
          value={control.value as string | undefined}
          onChange={control.onChange}
          readOnly={Boolean(disabled)}
          height={field.height}
          placeholder={placeholder}
          label={t(field.label)}
        />
      );
    case 'textarea':
      return <Input.TextArea {...props} placeholder={placeholder} rows={3} />;
    case 'dictRadio':
    case 'radio':
      return <Radio.Group {...props} options={choices(field, dict)} />;
    case 'dictSelect':
    case 'select':
      return (
        <Select
          {...props}
          allowClear
          mode={field.multiple ? 'multiple' : undefined}
          loading={dict.loading}
          placeholder={selectPlaceholder}
          options={choices(field, dict)}
        />
      );
    case 'treeSelect':
      return (
        <TreeSelect
          {...props}
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
          placeholder={selectPlaceholder}
          treeData={[...(field.treeData ?? [])]}
        />
      );
    default:
      return <Input {...props} placeholder={placeholder} />;
  }
}
