import { Form, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { isRequestError } from '../../../core/http/request-error';
import { useT } from '../../../core/i18n';

interface Props {
  open: boolean;
  title: string;
  okText: string;
  /** A destructive action (dismissing, deciding a conflict) shows its button in red. */
  danger?: boolean;
  /** Above the reason: what is about to happen. */
  intro?: ReactNode;
  reasonLabel: string;
  formName: string;
  onCancel(): void;
  /** Acts with the trimmed reason; resolves true when done (the form is cleared). */
  onSubmit(reason: string): Promise<boolean>;
}

/** A conflict-of-interest action that needs a reason (declare, confirm, dismiss, decide): the reason is kept. */
export function CoiReasonModal({
  open,
  title,
  okText,
  danger,
  intro,
  reasonLabel,
  formName,
  onCancel,
  onSubmit,
}: Props) {
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
    } catch (error) {
      // The client has shown the server's refusal; the dialog stays open with the reason.
      if (!isRequestError(error)) throw error;
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: sending }}
      cancelText={t('crud.cancel')}
      onOk={submit}
      onCancel={() => {
        form.resetFields();
        onCancel();
      }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {intro && <p>{intro}</p>}
      <Form form={form} layout="vertical" name={formName}>
        <Form.Item
          name="reason"
          label={reasonLabel}
          rules={[
            { required: true, whitespace: true, message: t('coi.reasonRequired') },
            { max: 500, message: t('coi.reasonTooLong') },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
