import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/auth-frame/auth-frame';
import { useT } from '../../core/i18n';
import { REGISTER_PATH, safeRedirect } from '../../core/routing/paths';
import { ModeTabs } from './auth/mode-tabs';
import { PasswordLoginForm } from './auth/password-login-form';
import { SmsLoginForm } from './auth/sms-login-form';
import { useAppInfo } from './auth/use-app-info';

type LoginMode = 'password' | 'sms';

const PANEL_ID = 'login-panel';

/**
 * docs/web-client.md section 1: login with username, password and captcha, or with a mobile number and an SMS
 * code (when the server has SMS login on). After login the user goes back to `redirect`.
 */
function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useAppInfo();
  const [mode, setMode] = useState<LoginMode>('password');
  const smsEnabled = info.data?.smsLoginEnabled === true;
  const current = smsEnabled ? mode : 'password';
  const enter = () => navigate(safeRedirect(params.get('redirect')) ?? '/', { replace: true });
  const panel = smsEnabled ? { role: 'tabpanel', 'aria-labelledby': `${PANEL_ID}-${current}` } : {};

  return (
    <AuthFrame title={t('login.title')} subtitle={t('login.subtitle')}>
      {smsEnabled && (
        <ModeTabs<LoginMode>
          label={t('login.mode')}
          panelId={PANEL_ID}
          value={current}
          onChange={setMode}
          tabs={[
            { label: t('login.mode.password'), value: 'password' },
            { label: t('login.mode.sms'), value: 'sms' },
          ]}
        />
      )}
      {/* One wrapper whatever the switches say: the form must not remount (and lose what was typed) when they arrive. */}
      <div id={PANEL_ID} {...panel}>
        {current === 'password' ? <PasswordLoginForm onSuccess={enter} /> : <SmsLoginForm onSuccess={enter} />}
      </div>
      {info.data?.registerEnabled && (
        <div className="cbo-auth__alt">
          {t('login.noAccount')} <Link to={REGISTER_PATH}>{t('login.register')}</Link>
        </div>
      )}
    </AuthFrame>
  );
}

export { LoginPage as Component };
