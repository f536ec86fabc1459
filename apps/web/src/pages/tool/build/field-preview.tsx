import { UploadOutlined } from '@ant-design/icons';
import type { FormFieldNode, FormOptionItem } from '@cbo/contracts';
import {
  Button,
  Cascader,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Rate,
  Select,
  Slider,
  Switch,
  TimePicker,
} from 'antd';
import { useT } from '../../../core/i18n';

const staticItems = (field: FormFieldNode): FormOptionItem[] =>
  field.options?.source === 'static' ? field.options.items : [];

const flat = (items: FormOptionItem[]) => items.map((item) => ({ label: item.label, value: item.value }));

/** A disabled look of the control: enough to see the form take shape, none of the renderer's work. */
function Control({ field }: { field: FormFieldNode }) {
  const t = useT();
  const placeholder = field.placeholder;
  const items = staticItems(field);
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea disabled rows={field.rows ?? 3} placeholder={placeholder} />;
    case 'number':
      return <InputNumber disabled placeholder={placeholder} className="form-builder__wide" />;
    case 'password':
      return <Input.Password disabled placeholder={placeholder} />;
    case 'select':
      return (
        <Select
          disabled
          mode={field.multiple ? 'multiple' : undefined}
          placeholder={placeholder}
          options={flat(items)}
        />
      );
    case 'radio':
      return <Radio.Group disabled options={flat(items)} />;
    case 'checkbox':
      return <Checkbox.Group disabled options={flat(items)} />;
    case 'switch':
      return <Switch disabled />;
    case 'slider':
      return <Slider disabled min={field.min ?? 0} max={field.max ?? 100} />;
    case 'rate':
      return <Rate disabled count={field.count ?? 5} allowHalf={field.allowHalf} />;
    case 'date':
      return <DatePicker disabled placeholder={placeholder} className="form-builder__wide" />;
    case 'dateRange':
      return <DatePicker.RangePicker disabled className="form-builder__wide" />;
    case 'time':
      return <TimePicker disabled placeholder={placeholder} className="form-builder__wide" />;
    case 'cascader':
    case 'region':
      return <Cascader disabled placeholder={placeholder} className="form-builder__wide" />;
    case 'upload':
      return (
        <Button disabled icon={<UploadOutlined />}>
          {t('formBuilder.uploadPreview')}
        </Button>
      );
    case 'richText':
      return <div className="form-builder__richtext">{t('formBuilder.richTextPreview')}</div>;
    default:
      return <Input disabled placeholder={placeholder} />;
  }
}

/** A field as the canvas draws it: label, required mark, help and a disabled control. */
export function FieldPreview({ field }: { field: FormFieldNode }) {
  return (
    <Form.Item label={field.label} required={field.required} extra={field.help} className="form-builder__item">
      <Control field={field} />
    </Form.Item>
  );
}
