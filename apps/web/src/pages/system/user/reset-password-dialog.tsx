import { resetUserPassword } from '@cbo/contracts';
import { App, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { type FormSchema, schemaRules } from '../../../components/crud';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { GeneratedPasswordInput } from './generated-password-input';
import { randomPassword } from './random-password';

/** The endpoint's body schema: the shared password rule. */
const resetBody = resetUserPassword.body as FormSchema;

export interface ResetTarget {
  userId: number;
  userName: string;
}

export interface ResetPasswordDialogProps {
  /** The user whose password is reset; null closes the dialog. */
  target: ResetTarget | null;
  onClose(): void;
}

/**
 * Sets a new password for another user (PUT /system/user/resetPwd), checked with the shared
 * password rule as it is typed; the user must change it at the next login. Each opening proposes
 * a new random password (never a shared initial one); staff may keep it or type their own.
 */
export function ResetPasswordDialog({ target, onClose }: ResetPasswordDialogProps) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const label = t('user.password');

  useEffect(() => {
    if (target) form.setFieldsValue({ password: randomPassword() });
  }, [target, form]);

  const submit = async () => {
    if (!target) return;
    let password: string;
    try {
      ({ password } = await form.validateFields());
    } catch {
      return;
    }
    setSaving(true);
    try {
      await api(resetUserPassword, { body: { userId: target.userId, password } });
    } catch {
      // The request client has shown why; the dialog stays open.
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('user.resetPwdOk', { password }));
    onClose();
  };

  return (
    <Modal
      open={target !== null}
      title={t('user.resetPwd')}
      width={440}
      destroyOnHidden
      mask={{ closable: false }}
      okText={t('client.confirm')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
    >
      <Form form={form} name="system_user_reset_password" layout="vertical" className="cbo-reset-pwd" onFinish={submit}>
        <Form.Item
          name="password"
          label={t('user.resetPwdPrompt', { name: target?.userName ?? '' })}
          rules={schemaRules(resetBody, 'password', label, t)}
          validateFirst
        >
          <GeneratedPasswordInput autoFocus placeholder={t('crud.placeholder.input', { label })} />
        </Form.Item>
        <span className="cbo-reset-pwd__hint">{t('user.resetPwdHint')}</span>
      </Form>
    </Modal>
  );
}
