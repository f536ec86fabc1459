import { checkFormAnswers, type FormSchema } from '@cbo/contracts';
import { Button, Form, type FormProps, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../core/i18n';
import { FormFields } from './form-fields';
import { useFormCheckContext } from './use-form-check-context';

type Answers = Record<string, unknown>;

export interface FormRendererProps {
  schema: FormSchema;
  /** The kept answers (visible fields only) once every field passed; may return a promise (the button spins). */
  onSubmit?: (answers: Answers) => unknown;
  /** Answers to start from (by field name). */
  initialValues?: Answers;
  /** Every control read-only and no buttons. */
  disabled?: boolean;
}

/** The Form props a form document's layout asks for (label position, label width, size). */
export function formLayoutProps(
  config: FormSchema['config'],
): Pick<FormProps, 'layout' | 'labelCol' | 'size' | 'labelWrap'> {
  if (config.labelPosition === 'left') {
    return { layout: 'horizontal', labelCol: { flex: `${config.labelWidth}px` }, labelWrap: true, size: config.size };
  }
  return { layout: 'vertical', size: config.size };
}

/**
 * A saved form on its own (previews): its own antd Form with a submit and a reset button. It
 * validates exactly as the form embedded elsewhere does, since both draw FormFields.
 */
export function FormRenderer({ schema, onSubmit, initialValues, disabled }: FormRendererProps) {
  const t = useT();
  const [form] = Form.useForm<{ answers?: Answers }>();
  const context = useFormCheckContext(schema);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { answers?: Answers }) => {
    const { answers } = checkFormAnswers(schema, values.answers ?? {}, context);
    setSubmitting(true);
    try {
      await onSubmit?.(answers);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      {...formLayoutProps(schema.config)}
      initialValues={{ answers: initialValues ?? {} }}
      onFinish={submit}
      scrollToFirstError
      className="cbo-form-renderer"
    >
      <FormFields schema={schema} namePrefix={['answers']} disabled={disabled} context={context} />
      {!disabled && (
        <Form.Item label={null}>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t('formRender.submit')}
            </Button>
            <Button htmlType="button" onClick={() => form.resetFields()}>
              {t('formRender.reset')}
            </Button>
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}
