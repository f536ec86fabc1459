import { Form, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { isRequestError } from '../../core/http/request-error';
import { useT } from '../../core/i18n';

export interface ReasonModalProps {
  open: boolean;
  title: string;
  okText: string;
  /** A destructive action (withdraw, disqualify, void, unlock) shows its button in red. */
  danger?: boolean;
  /** Above the reason: what is about to happen. */
  intro?: ReactNode;
  reasonLabel: string;
  /** The form's name (ids of its fields). */
  formName: string;
  placeholder?: string;
  /** Shown when the reason is left blank (default: 请填写原因 / Say why). */
  requiredMessage?: string;
  /** Shown past 500 characters (default: 最多 500 字 / At most 500 characters). */
  tooLongMessage?: string;
  onCancel(): void;
  /** Acts with the trimmed reason; resolves true when done (the form is cleared). */
  onSubmit(reason: string): Promise<boolean>;
}

/**
 * An action that needs a reason kept in a history (withdraw, disqualify, a conflict decision,
 * reopen, reassign, unlock). A refusal the client has already shown leaves the dialog open with
 * the reason typed.
 */
export function ReasonModal({
  open,
  title,
  okText,
  danger,
  intro,
  reasonLabel,
  formName,
  placeholder,
  requiredMessage,
  tooLongMessage,
  onCancel,
  onSubmit,
}: ReasonModalProps) {
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
      {intro && <p className="cbo-reason-modal__intro">{intro}</p>}
      <Form form={form} layout="vertical" name={formName}>
        <Form.Item
          name="reason"
          label={reasonLabel}
          rules={[
            { required: true, whitespace: true, message: requiredMessage ?? t('crud.reasonRequired') },
            { max: 500, message: tooLongMessage ?? t('crud.reasonTooLong') },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
