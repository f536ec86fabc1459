import { App } from 'antd';
import { useCallback } from 'react';
import { useT } from '../i18n';
import { logOutAndReload } from './auth-store';

/**
 * docs/web-client.md section 5: logout asks first (title 提示, text 确定注销并退出系统吗？, 确定 and 取消, warning
 * type); cancel does nothing; OK logs out and reloads the app at the index page.
 */
export function useLogout(): () => void {
  const { modal } = App.useApp();
  const t = useT();
  return useCallback(() => {
    modal.warning({
      okCancel: true,
      title: t('client.prompt'),
      content: t('client.logoutConfirm'),
      okText: t('client.confirm'),
      cancelText: t('client.cancel'),
      onOk: () => logOutAndReload(),
    });
  }, [modal, t]);
}
