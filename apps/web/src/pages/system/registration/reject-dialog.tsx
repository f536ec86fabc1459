import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useT } from '../../../core/i18n';

interface Props {
  open: boolean;
  title: string;
  /** Sends the rejection; resolves whether it was done (the dialog then closes). */
  onReject(reason: string): Promise<boolean>;
  onClose(): void;
}

/** Asks for the reason of a rejection (one registration or several), told to each holder. */
export function RejectDialog({ open, title, onReject, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    let values: { reason: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      if (await onReject(values.reason)) onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      width={480}
      destroyOnHidden
      mask={{ closable: false }}
      okText={t('client.confirm')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
    >
      <Form form={form} name="system_registration_reject" layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('nb.reg.reason')}
          rules={[
            { required: true, whitespace: true, message: t('crud.validation.required', { label: t('nb.reg.reason') }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
