import { updatePassword, updatePasswordBody } from '@cbo/contracts';
import { App, Button, Form, Input, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { api } from '../../core/http/api';
import { isRequestError } from '../../core/http/request-error';
import { useT } from '../../core/i18n';
import { schemaRules } from '../crud';
import './profile.css';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordFormProps {
  /** After the server took the new password (other sessions of the user have ended). */
  onChanged?(): void | Promise<void>;
  /** The submit button's text (the forced change says where it leads). */
  submitText?: string;
  /** Extra buttons beside the submit (e.g. log out). */
  extra?: ReactNode;
  /** Labels above the fields (a narrow panel). */
  vertical?: boolean;
}

/**
 * Change password (the personal centre's tab and the forced change at first login): the old one,
 * a new one by the contracts' password rule that differs from the old, and the same again. The
 * server checks the old password and ends the user's sessions elsewhere.
 */
export function PasswordForm({ onChanged, submitText, extra, vertical }: PasswordFormProps) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const label = {
    oldPassword: t('profile.oldPassword'),
    newPassword: t('profile.newPassword'),
    confirmPassword: t('profile.confirmPassword'),
  };

  const submit = async (values: PasswordValues) => {
    setSaving(true);
    try {
      await api(updatePassword, { body: { oldPassword: values.oldPassword, newPassword: values.newPassword } });
    } catch (error) {
      // The request client has shown the message; keep it on the field it is about.
      if (isRequestError(error) && typeof error.code === 'number') {
        const name = error.message === t('profile.oldPasswordWrong') ? 'oldPassword' : 'newPassword';
        form.setFields([{ name, errors: [error.message] }]);
      }
      setSaving(false);
      return;
    }
    message.success(t('profile.passwordChanged'));
    form.resetFields();
    setSaving(false);
    await onChanged?.();
  };

  return (
    <Form<PasswordValues>
      form={form}
      name="profile_password"
      layout={vertical ? 'vertical' : 'horizontal'}
      labelCol={vertical ? undefined : { flex: '96px' }}
      labelWrap
      className="cbo-profile__form"
      onFinish={submit}
    >
      <Form.Item
        name="oldPassword"
        label={label.oldPassword}
        rules={schemaRules(updatePasswordBody, 'oldPassword', label.oldPassword, t)}
      >
        <Input.Password placeholder={t('profile.oldPasswordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={label.newPassword}
        dependencies={['oldPassword']}
        extra={t('profile.passwordRule')}
        rules={[
          ...schemaRules(updatePasswordBody, 'newPassword', label.newPassword, t),
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string) => {
              if (value && value === getFieldValue('oldPassword')) throw new Error(t('profile.samePassword'));
            },
          }),
        ]}
      >
        <Input.Password placeholder={t('profile.newPasswordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={label.confirmPassword}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('crud.validation.required', { label: label.confirmPassword }) },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error(t('profile.confirmMismatch'));
            },
          }),
        ]}
      >
        <Input.Password placeholder={t('profile.confirmPasswordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={vertical ? undefined : ' '} colon={false}>
        <Typography.Paragraph type="secondary" className="cbo-profile__hint">
          {t('profile.passwordSessionsHint')}
        </Typography.Paragraph>
        <div className="cbo-profile__actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            {submitText ?? t('profile.save')}
          </Button>
          {extra}
        </div>
      </Form.Item>
    </Form>
  );
}
