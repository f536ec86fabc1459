import type { FormFieldNode, FormSchema } from '@cbo/contracts';
import { Form } from 'antd';
import { useEffect, useMemo } from 'react';
import { FormFields } from '../../../components/form-render';
import { useT } from '../../../core/i18n';

export interface DefaultValueEditorProps {
  field: FormFieldNode;
  onChange: (value: unknown) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The default typed with the field's own control: the renderer draws the field alone (no
 * condition, no rules, not required), so the default has the answer's shape the renderer will use.
 */
export function DefaultValueEditor({ field, onChange }: DefaultValueEditorProps) {
  const t = useT();
  const [form] = Form.useForm<{ answers: Record<string, unknown> }>();
  const schema = useMemo<FormSchema>(() => {
    const { visibleWhen: _condition, defaultValue: _default, ...rest } = field;
    return {
      schemaVersion: 1,
      config: { labelPosition: 'top', labelWidth: 120, size: 'small' },
      nodes: [
        {
          ...rest,
          label: t('formBuilder.prop.defaultValue'),
          required: false,
          rules: [],
          disabled: false,
          span: 24,
          help: undefined,
        },
      ],
    };
  }, [field, t]);

  // Undo, redo and a replaced document change the default under the control.
  useEffect(() => {
    if (!same(form.getFieldValue(['answers', field.name]), field.defaultValue)) {
      form.setFieldsValue({ answers: { [field.name]: field.defaultValue } });
    }
  }, [form, field.name, field.defaultValue]);

  return (
    <Form
      form={form}
      layout="vertical"
      component="div"
      initialValues={{ answers: { [field.name]: field.defaultValue } }}
      onValuesChange={(_changed, values) => {
        const value = values.answers?.[field.name];
        const empty =
          value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
        if (!same(empty ? undefined : value, field.defaultValue)) onChange(empty ? undefined : value);
      }}
    >
      <FormFields schema={schema} namePrefix={['answers']} />
    </Form>
  );
}
