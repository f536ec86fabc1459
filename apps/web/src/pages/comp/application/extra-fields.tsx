import type { TrackField } from '@cbo/contracts';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FileUpload } from '../../../components/upload';
import { useDict } from '../../../core/dict/use-dict';
import { useT } from '../../../core/i18n';

function DictSelect({
  dictType,
  ...rest
}: {
  dictType: string | null;
  id?: string;
  placeholder?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const { options, loading } = useDict(dictType ?? undefined);
  return (
    <Select
      {...rest}
      allowClear
      loading={loading}
      options={options.map((option) => ({ value: option.value, label: option.label }))}
    />
  );
}

/** A date answer travels as yyyy-MM-dd. */
const dateProps = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined),
};

interface InputProps {
  field: TrackField;
  placeholder: string;
  /** Given by Form.Item. */
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: each control has its own value type.
  value?: any;
  // biome-ignore lint/suspicious/noExplicitAny: each control has its own value type.
  onChange?: (...args: any[]) => void;
}

function FieldInput({ field, placeholder, ...control }: InputProps) {
  switch (field.type) {
    case 'number':
      return <InputNumber {...control} className="cbo-apply__number" placeholder={placeholder} />;
    case 'select':
      return <DictSelect {...control} dictType={field.dictType} placeholder={placeholder} />;
    case 'date':
      return <DatePicker {...control} placeholder={placeholder} />;
    case 'textarea':
      return <Input.TextArea {...control} rows={4} maxLength={2000} showCount placeholder={placeholder} />;
    case 'file':
      return (
        <FileUpload
          value={control.value}
          onChange={control.onChange}
          limit={1}
          fileSize={20}
          fileType={['pdf', 'doc', 'docx', 'ppt', 'pptx', 'png', 'jpg', 'jpeg']}
        />
      );
    default:
      return <Input {...control} maxLength={2000} placeholder={placeholder} />;
  }
}

/** The track's extra fields in their order, as `answers.{key}`; required ones are marked and checked. */
export function ExtraFields({ fields }: { fields: readonly TrackField[] }) {
  const t = useT();
  const ordered = [...fields].sort((a, b) => a.order - b.order);
  if (ordered.length === 0) return null;
  return (
    <Row gutter={16} className="cbo-apply__extra">
      {ordered.map((field) => {
        const wide = field.type === 'textarea' || field.type === 'file';
        const placeholder =
          field.type === 'select' || field.type === 'date'
            ? t('crud.placeholder.select', { label: field.label })
            : t('crud.placeholder.input', { label: field.label });
        return (
          <Col key={field.key} xs={24} md={wide ? 24 : 12}>
            <Form.Item
              name={['answers', field.key]}
              label={field.label}
              rules={
                field.required
                  ? [{ required: true, message: t('crud.validation.required', { label: field.label }) }]
                  : undefined
              }
              {...(field.type === 'date' ? dateProps : {})}
            >
              <FieldInput field={field} placeholder={placeholder} />
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
