import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useT } from '../../../core/i18n';

interface Props {
  /** The codes of the applications to withdraw; none closes the dialog. */
  codes: readonly string[] | null;
  onCancel(): void;
  /** Withdraws with the reason; resolves true when done (the dialog closes). */
  onWithdraw(reason: string): Promise<boolean>;
}

/** Asks why before withdrawing: the reason is kept in each application's history. */
export function WithdrawModal({ codes, onCancel, onWithdraw }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ reason: string }>();
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    let reason: string;
    try {
      reason = (await form.validateFields()).reason;
    } catch {
      // The form shows what is missing.
      return;
    }
    setSending(true);
    try {
      if (await onWithdraw(reason.trim())) form.resetFields();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={codes !== null}
      title={t('apply.withdrawTitle')}
      okText={t('apply.withdraw')}
      okButtonProps={{ danger: true, loading: sending }}
      cancelText={t('client.cancel')}
      onOk={confirm}
      onCancel={() => {
        form.resetFields();
        onCancel();
      }}
      mask={{ closable: false }}
    >
      <p className="cbo-apply__confirm">{t('apply.withdrawConfirm', { codes: (codes ?? []).join('、') })}</p>
      <Form form={form} layout="vertical" name="comp_application_withdraw">
        <Form.Item
          name="reason"
          label={t('apply.withdrawReason')}
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
