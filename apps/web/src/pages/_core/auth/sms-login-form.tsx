import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { MOBILE_PATTERN, SMS_CODE_PATTERN, SMS_RESEND_SECONDS } from '@cbo/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { TextInput } from '../../../components/light-inputs';
import { smsLogin } from '../../../core/auth/auth-store';
import { postSmsCodeRequest } from '../../../core/auth/session-api';
import { useT } from '../../../core/i18n';
import { CaptchaField } from './captcha-field';
import { FieldRow } from './field-row';
import { useCaptcha } from './use-captcha';
import { useCountdown } from './use-countdown';
import { matching, required, useLightForm } from './use-light-form';

/**
 * Mobile number and SMS code (docs/web-client.md section 1): the send button asks POST /sms/code and then
 * counts down 60 s; login sends the code with the uuid of the last request. The mobile is trimmed.
 */
export function SmsLoginForm({ onSuccess }: { onSuccess: () => Promise<void> | void }) {
  const t = useT();
  const { message } = App.useApp();
  const [uuid, setUuid] = useState<string>();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown();
  // Shown only once the server asks for it (many codes asked for from this address).
  const captcha = useCaptcha({ lazy: true });
  const form = useLightForm(
    'sms',
    { mobile: '', smsCode: '', code: '' },
    {
      mobile: [required(t('login.mobileRequired')), matching(MOBILE_PATTERN, t('validation.mobile'))],
      smsCode: [required(t('login.smsCodeRequired')), matching(SMS_CODE_PATTERN, t('validation.smsCode'))],
    },
  );

  const sendCode = async () => {
    if (!form.validateField('mobile')) return;
    setSending(true);
    try {
      const proof = captcha.enabled ? { code: form.values.code.trim(), uuid: captcha.uuid } : {};
      const answer = await postSmsCodeRequest({ mobile: form.values.mobile.trim(), ...proof });
      setUuid(answer.uuid);
      if (captcha.enabled) {
        // Spent: the next code needs a new one.
        form.setValue('code', '');
        captcha.refresh();
      }
      countdown.start(SMS_RESEND_SECONDS);
      message.success(t('login.codeSent'));
      document.getElementById('sms-smsCode')?.focus();
    } catch (error) {
      // The request client has shown why.
      form.setValue('code', '');
      captcha.afterFailure(error);
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (!uuid) {
      form.setError('smsCode', t('login.sendCodeFirst'));
      return;
    }
    setSubmitting(true);
    try {
      await smsLogin({ mobile: values.mobile, smsCode: values.smsCode, uuid });
      await onSuccess();
    } catch {
      // The request client has shown why; the code may be retried until it expires.
    } finally {
      setSubmitting(false);
    }
  });

  const mobile = form.field('mobile');
  const smsCode = form.field('smsCode');
  return (
    <form onSubmit={submit} noValidate>
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
      <CaptchaField captcha={captcha} field={form.field('code')} />
      <FieldRow fieldId={smsCode.id} error={form.errors.smsCode}>
        <div className="cbo-auth__captcha">
          <TextInput
            {...smsCode}
            className="cbo-auth__captcha-input"
            size="large"
            prefix={<MessageOutlined />}
            placeholder={t('login.smsCode')}
            aria-label={t('login.smsCode')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
          <Button
            size="large"
            className="cbo-auth__send"
            onClick={sendCode}
            loading={sending}
            disabled={countdown.left > 0}
          >
            {countdown.left > 0 ? t('login.resendIn', { seconds: countdown.left }) : t('login.sendCode')}
          </Button>
        </div>
      </FieldRow>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t(submitting ? 'login.submitting' : 'login.submit')}
      </Button>
    </form>
  );
}
