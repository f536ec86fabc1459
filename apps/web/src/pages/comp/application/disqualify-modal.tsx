import { disqualifyApplication } from '@cbo/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { api } from '../../../core/http/api';
import { isRequestError } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';

interface Props {
  /** The application to disqualify; null closes the dialog. */
  target: { applicationId: number; code: string } | null;
  onClose(): void;
  /** After the disqualification went through. */
  onDone(): Promise<void>;
  /** A refusal to show on the page (its state changed meanwhile, ...). */
  onRefused(text: string): void;
}

/** Asks why before disqualifying (取消资格): the reason goes to the history and the leader's SMS. */
export function DisqualifyModal({ target, onClose, onDone, onRefused }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (!target) return;
    let reason: string;
    try {
      reason = (await form.validateFields()).reason.trim();
    } catch {
      return;
    }
    setSending(true);
    try {
      await api(disqualifyApplication, { params: { applicationId: target.applicationId }, body: { reason } });
    } catch (error) {
      if (isRequestError(error)) onRefused(error.message);
      else throw error;
      return;
    } finally {
      setSending(false);
    }
    message.success(t('apply.disqualified', { code: target.code }));
    form.resetFields();
    onClose();
    await onDone();
  };

  return (
    <Modal
      open={target !== null}
      title={t('apply.disqualifyTitle')}
      okText={t('apply.disqualify')}
      okButtonProps={{ danger: true, loading: sending }}
      cancelText={t('client.cancel')}
      onOk={confirm}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      mask={{ closable: false }}
    >
      <p className="cbo-apply__confirm">{t('apply.disqualifyConfirm', { code: target?.code ?? '' })}</p>
      <Form form={form} layout="vertical" name="comp_application_disqualify">
        <Form.Item
          name="reason"
          label={t('apply.disqualifyReason')}
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
