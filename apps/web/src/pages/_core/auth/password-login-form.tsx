import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { PasswordInput, TextInput } from '../../../components/light-inputs';
import { login } from '../../../core/auth/auth-store';
import { useT } from '../../../core/i18n';
import { CaptchaField } from './captcha-field';
import { FieldRow } from './field-row';
import { readRememberedUsername, rememberUsername } from './remembered-username';
import { useCaptcha } from './use-captcha';
import { required, useLightForm } from './use-light-form';

/**
 * Username, password and captcha (docs/web-client.md section 1). The username is trimmed; only it is
 * remembered. Any failure brings a new captcha (the old one is spent); the request client has
 * already shown the server's message.
 */
export function PasswordLoginForm({ onSuccess }: { onSuccess: () => Promise<void> | void }) {
  const t = useT();
  const captcha = useCaptcha();
  const [remembered] = useState(readRememberedUsername);
  const [remember, setRemember] = useState(remembered !== undefined);
  const [submitting, setSubmitting] = useState(false);
  const captchaOn = captcha.enabled !== false;
  const form = useLightForm(
    'login',
    { username: remembered ?? '', password: '', code: '' },
    {
      username: [required(t('login.usernameRequired'))],
      password: [(value) => (value ? undefined : t('login.passwordRequired'))],
      code: captcha.enabled ? [required(t('auth.captchaRequired'))] : [],
    },
  );

  const submit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      const username = values.username.trim();
      await login({
        username,
        password: values.password,
        // The body always has the spec's four fields (section 3); empty when no captcha is shown.
        code: captchaOn ? values.code.trim() : '',
        uuid: captchaOn ? (captcha.uuid ?? '') : '',
      });
      rememberUsername(remember ? username : undefined);
      await onSuccess();
    } catch (error) {
      form.setValue('code', '');
      captcha.afterFailure(error);
    } finally {
      setSubmitting(false);
    }
  });

  const username = form.field('username');
  const password = form.field('password');
  return (
    <form onSubmit={submit} noValidate>
      <FieldRow fieldId={username.id} error={form.errors.username}>
        <TextInput
          {...username}
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('login.username')}
          aria-label={t('login.username')}
          autoComplete="username"
          autoFocus={!remembered}
          maxLength={30}
        />
      </FieldRow>
      <FieldRow fieldId={password.id} error={form.errors.password}>
        <PasswordInput
          {...password}
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          autoComplete="current-password"
          autoFocus={Boolean(remembered)}
          maxLength={20}
        />
      </FieldRow>
      <CaptchaField captcha={captcha} field={form.field('code')} error={form.errors.code} />
      <label className="cbo-auth__remember">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        {t('login.remember')}
      </label>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t(submitting ? 'login.submitting' : 'login.submit')}
      </Button>
    </form>
  );
}
