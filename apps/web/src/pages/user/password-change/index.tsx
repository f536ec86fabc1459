import { LogoutOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../../../components/auth-frame/auth-frame';
import { PasswordForm } from '../../../components/profile/password-form';
import { loadInfo, useAuthStore } from '../../../core/auth/auth-store';
import { useLogout } from '../../../core/auth/use-logout';
import { useT } from '../../../core/i18n';
import { safeRedirect } from '../../../core/routing/paths';
import './password-change.css';

/**
 * The forced password change at first login: a user whose password was set by staff (creation,
 * import or reset) is held here by the route guard until they choose their own. The server refuses
 * every other call for such a session with auth.passwordChangeRequired, so nothing else is shown;
 * after the change getInfo clears the flag and the user goes where they were heading.
 */
function PasswordChangePage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const logout = useLogout();
  const account = useAuthStore((state) => state.nickName || state.name);

  const changed = async () => {
    await loadInfo();
    navigate(safeRedirect(params.get('redirect')) ?? '/', { replace: true });
  };

  return (
    <AuthFrame title={t('forcedPwd.title')}>
      <div className="cbo-forced-pwd">
        <Alert type="warning" showIcon title={t('auth.passwordChangeRequired')} description={t('forcedPwd.reason')} />
        {account && (
          <Typography.Text type="secondary" className="cbo-forced-pwd__account">
            {t('forcedPwd.account', { name: account })}
          </Typography.Text>
        )}
        <PasswordForm
          vertical
          onChanged={changed}
          submitText={t('forcedPwd.submit')}
          extra={
            <Button icon={<LogoutOutlined />} onClick={logout}>
              {t('forcedPwd.logout')}
            </Button>
          }
        />
      </div>
    </AuthFrame>
  );
}

export { PasswordChangePage as Component };
