import { SafetyOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { TextInput } from '../../../components/light-inputs';
import { useT } from '../../../core/i18n';
import { FieldRow } from './field-row';
import type { Captcha } from './use-captcha';
import type { FieldProps } from './use-light-form';

/** The captcha input and its image; the image is a button: click, Enter or Space gives a new one. */
export function CaptchaField({ captcha, field, error }: { captcha: Captcha; field: FieldProps; error?: string }) {
  const t = useT();
  if (captcha.status === 'off') return null;
  const hint = t(captcha.type === 'char' ? 'login.captchaCharHint' : 'login.captchaMathHint');
  let face: ReactNode;
  if (captcha.src) face = <img src={captcha.src} alt={t('login.captcha')} />;
  else if (captcha.status === 'failed') face = t('login.captchaFailed');
  else face = t('login.captchaLoading');
  return (
    <FieldRow fieldId={field.id} error={error}>
      <div className="cbo-auth__captcha">
        <TextInput
          {...field}
          className="cbo-auth__captcha-input"
          size="large"
          prefix={<SafetyOutlined />}
          placeholder={hint}
          aria-label={t('login.captcha')}
          autoComplete="off"
          maxLength={10}
        />
        <button
          type="button"
          className="cbo-auth__captcha-image"
          onClick={captcha.refresh}
          title={t('login.captchaRefresh')}
          aria-label={t('login.captchaRefresh')}
          aria-busy={captcha.status === 'loading'}
        >
          {face}
        </button>
      </div>
    </FieldRow>
  );
}
