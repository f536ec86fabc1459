import { FORM_TEXT_MAX, FORM_UPLOAD_TYPES, type FormFieldNode } from '@cbo/contracts';
import {
  Cascader,
  Checkbox,
  DatePicker,
  Input,
  InputNumber,
  Radio,
  Rate,
  Select,
  Slider,
  Switch,
  TimePicker,
  TreeSelect,
} from 'antd';
import { useMemo } from 'react';
import { regionOptions, useRegions } from '../comp/use-regions';
import { RichText } from '../rich-text';
import { FileUpload, ImageUpload } from '../upload';
import { useFieldOptions } from './field-options';
import { TIME_FORMAT } from './value-props';

/** What Form.Item hands a control, plus what the field says about it. */
export interface FieldControlProps {
  field: FormFieldNode;
  placeholder: string;
  disabled?: boolean;
  /** Given by Form.Item. */
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: each control has its own value type (value-props.ts converts).
  value?: any;
  // biome-ignore lint/suspicious/noExplicitAny: each control has its own value type (value-props.ts converts).
  onChange?: (...args: any[]) => void;
  checked?: boolean;
}

/**
 * The count a text control shows and stops at: the rule code's cap for the type (FORM_TEXT_MAX),
 * or a length rule's maximum when it is lower.
 */
function textMax(field: FormFieldNode): number {
  const limits = field.rules.flatMap((rule) => (rule.kind === 'length' && rule.max !== undefined ? [rule.max] : []));
  return Math.min(FORM_TEXT_MAX[field.type] ?? 2000, ...limits);
}

function ChoiceControl({ field, placeholder, checked: _checked, ...control }: FieldControlProps) {
  const { options, loading } = useFieldOptions(field);
  switch (field.type) {
    case 'radio':
      return <Radio.Group {...control} options={options} />;
    case 'checkbox':
      return <Checkbox.Group {...control} options={options} />;
    case 'cascader':
      return (
        <Cascader
          {...control}
          options={options}
          placeholder={placeholder}
          showSearch
          changeOnSelect={false}
          className="cbo-form-render__wide"
        />
      );
    default:
      return (
        <Select
          {...control}
          mode={field.multiple ? 'multiple' : undefined}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={loading}
          options={options}
          placeholder={placeholder}
        />
      );
  }
}

function RegionControl({ field, placeholder, checked: _checked, ...control }: FieldControlProps) {
  const regions = useRegions();
  const tree = useMemo(() => regionOptions(regions.data ?? [], field.level ?? 3), [regions.data, field.level]);
  return (
    <TreeSelect
      {...control}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      loading={regions.isLoading}
      treeData={tree}
      placeholder={placeholder}
      className="cbo-form-render__wide"
    />
  );
}

function UploadControl({ field, ...control }: FieldControlProps) {
  const limits = {
    limit: field.limit,
    fileSize: field.fileSize,
    // Without its own list a field offers what the rule code accepts for its kind.
    fileType: field.fileTypes?.length ? field.fileTypes : FORM_UPLOAD_TYPES[field.uploadKind ?? 'file'],
  };
  // An unset limit falls back to the upload components' own defaults (docs/web-client.md section 5).
  const given = Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
  return field.uploadKind === 'image' ? (
    <ImageUpload value={control.value} onChange={control.onChange} disabled={control.disabled} {...given} />
  ) : (
    <FileUpload value={control.value} onChange={control.onChange} disabled={control.disabled} {...given} />
  );
}

/** The antd control of one field type; its value is the field's answer (converted by value-props.ts). */
export function FieldControl(props: FieldControlProps) {
  const { field, placeholder, checked, ...control } = props;
  switch (field.type) {
    case 'input':
      return <Input {...control} maxLength={textMax(field)} placeholder={placeholder} />;
    case 'password':
      return (
        <Input.Password {...control} maxLength={textMax(field)} placeholder={placeholder} autoComplete="new-password" />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...control}
          rows={field.rows ?? 4}
          maxLength={textMax(field)}
          showCount
          placeholder={placeholder}
        />
      );
    case 'number':
      return (
        <InputNumber
          {...control}
          min={field.min}
          max={field.max}
          step={field.step}
          precision={field.precision}
          placeholder={placeholder}
          className="cbo-form-render__wide"
        />
      );
    case 'select':
    case 'radio':
    case 'checkbox':
    case 'cascader':
      return <ChoiceControl {...props} />;
    case 'switch':
      return (
        <Switch id={control.id} checked={Boolean(checked)} onChange={control.onChange} disabled={control.disabled} />
      );
    case 'slider':
      return <Slider {...control} min={field.min ?? 0} max={field.max ?? 100} step={field.step ?? 1} />;
    case 'rate':
      return <Rate {...control} count={field.count ?? 5} allowHalf={field.allowHalf} />;
    case 'date':
      return <DatePicker {...control} placeholder={placeholder} className="cbo-form-render__wide" />;
    case 'dateRange':
      return <DatePicker.RangePicker {...control} className="cbo-form-render__wide" />;
    case 'time':
      return (
        <TimePicker {...control} format={TIME_FORMAT} placeholder={placeholder} className="cbo-form-render__wide" />
      );
    case 'region':
      return <RegionControl {...props} />;
    case 'upload':
      return <UploadControl {...props} />;
    case 'richText':
      // The editor itself is a lazy chunk (components/rich-text): forms without one never load it.
      return (
        <RichText
          id={control.id}
          value={control.value}
          onChange={control.onChange}
          readOnly={control.disabled}
          placeholder={placeholder}
          label={field.label}
          minHeight={(field.rows ?? 8) * 24}
        />
      );
  }
}
