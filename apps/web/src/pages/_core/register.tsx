import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { MOBILE_PATTERN, PASSWORD_PATTERN, USERNAME_PATTERN } from '@cbo/contracts';
import { App, Button, Result } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthFrame } from '../../components/auth-frame/auth-frame';
import { PasswordInput, TextInput } from '../../components/light-inputs';
import { postRegistration } from '../../core/auth/session-api';
import { useT } from '../../core/i18n';
import { LOGIN_PATH } from '../../core/routing/paths';
import { CaptchaField } from './auth/captcha-field';
import { FieldRow } from './auth/field-row';
import { useAppInfo } from './auth/use-app-info';
import { useCaptcha } from './auth/use-captcha';
import { matching, required, useLightForm } from './auth/use-light-form';

/** Self-registration (when the server has it on): the account then waits for review. */
function RegisterPage() {
  const t = useT();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const info = useAppInfo();
  const captcha = useCaptcha();
  const captchaOn = captcha.enabled !== false;
  const [submitting, setSubmitting] = useState(false);
  const form = useLightForm(
    'register',
    { username: '', password: '', confirmPassword: '', mobile: '', code: '' },
    {
      username: [required(t('login.usernameRequired')), matching(USERNAME_PATTERN, t('validation.username'))],
      password: [
        (value) => (value ? undefined : t('login.passwordRequired')),
        (value) => (PASSWORD_PATTERN.test(value) ? undefined : t('validation.password')),
      ],
      confirmPassword: [
        (value) => (value ? undefined : t('register.confirmPasswordRequired')),
        (value, values) => (value === values.password ? undefined : t('validation.passwordMismatch')),
      ],
      mobile: [required(t('login.mobileRequired')), matching(MOBILE_PATTERN, t('validation.mobile'))],
      code: captcha.enabled ? [required(t('auth.captchaRequired'))] : [],
    },
  );

  const submit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      const answer = await postRegistration({
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        mobile: values.mobile.trim(),
        code: captchaOn ? values.code.trim() : undefined,
        uuid: captchaOn ? captcha.uuid : undefined,
      });
      modal.success({
        title: t('client.systemPrompt'),
        content: answer.msg || t('register.done'),
        okText: t('client.confirm'),
        onOk: () => navigate(LOGIN_PATH),
      });
    } catch (error) {
      form.setValue('code', '');
      captcha.afterFailure(error);
    } finally {
      setSubmitting(false);
    }
  });

  if (info.data && !info.data.registerEnabled) {
    return (
      <AuthFrame title={t('register.title')}>
        <Result
          status="info"
          title={t('auth.registerDisabled')}
          extra={<Link to={LOGIN_PATH}>{t('register.toLogin')}</Link>}
        />
      </AuthFrame>
    );
  }

  const username = form.field('username');
  const password = form.field('password');
  const confirmPassword = form.field('confirmPassword');
  const mobile = form.field('mobile');
  return (
    <AuthFrame title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={submit} noValidate aria-label={t('register.title')}>
        <FieldRow fieldId={username.id} error={form.errors.username}>
          <TextInput
            {...username}
            size="large"
            prefix={<UserOutlined />}
            placeholder={t('login.username')}
            aria-label={t('login.username')}
            autoComplete="username"
            autoFocus
            maxLength={20}
          />
        </FieldRow>
        <FieldRow fieldId={password.id} error={form.errors.password}>
          <PasswordInput
            {...password}
            size="large"
            prefix={<LockOutlined />}
            placeholder={t('register.password')}
            aria-label={t('register.password')}
            autoComplete="new-password"
            maxLength={20}
          />
        </FieldRow>
        <FieldRow fieldId={confirmPassword.id} error={form.errors.confirmPassword}>
          <PasswordInput
            {...confirmPassword}
            size="large"
            prefix={<LockOutlined />}
            placeholder={t('register.confirmPassword')}
            aria-label={t('register.confirmPassword')}
            autoComplete="new-password"
            maxLength={20}
          />
        </FieldRow>
        <FieldRow fieldId={mobile.id} error={form.errors.mobile}>
          <TextInput
            {...mobile}
            size="large"
            prefix={<MobileOutlined />}
            placeholder={t('login.mobile')}
            aria-label={t('login.mobile')}
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
          />
        </FieldRow>
        <CaptchaField captcha={captcha} field={form.field('code')} error={form.errors.code} />
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t(submitting ? 'register.submitting' : 'register.submit')}
        </Button>
      </form>
      <div className="cbo-auth__alt">
        {t('register.haveAccount')} <Link to={LOGIN_PATH}>{t('register.toLogin')}</Link>
      </div>
    </AuthFrame>
  );
}

export { RegisterPage as Component };
