import { Form, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../core/i18n';

interface Props {
  open: boolean;
  title: string;
  okText: string;
  /** What is about to happen, above the reason. */
  confirm: ReactNode;
  reasonLabel: string;
  /** The form's name (ids of its fields). */
  formName: string;
  onCancel(): void;
  /** Acts with the trimmed reason; resolves true when done (the reason is cleared). */
  onSubmit(reason: string): Promise<boolean>;
}

/** A destructive action that needs a reason (withdraw, disqualify): the reason goes to the history. */
export function ReasonModal({ open, title, okText, confirm, reasonLabel, formName, onCancel, onSubmit }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ reason: string }>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    let reason: string;
    try {
      reason = (await form.validateFields()).reason;
    } catch {
      // The form shows what is missing.
      return;
    }
    setSending(true);
    try {
      if (await onSubmit(reason.trim())) form.resetFields();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: sending }}
      cancelText={t('crud.cancel')}
      onOk={submit}
      onCancel={() => {
        form.resetFields();
        onCancel();
      }}
      mask={{ closable: false }}
    >
      <p className="cbo-apply__confirm">{confirm}</p>
      <Form form={form} layout="vertical" name={formName}>
        <Form.Item
          name="reason"
          label={reasonLabel}
          rules={[
            { required: true, whitespace: true, message: t('apply.reasonRequired') },
            { max: 500, message: t('apply.reasonTooLong') },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('apply.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
