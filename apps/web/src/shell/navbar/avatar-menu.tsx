import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useAvatarSrc } from '../../components/avatar-crop/use-avatar-src';
import { useAuthStore } from '../../core/auth/auth-store';
import { useLogout } from '../../core/auth/use-logout';
import { useT } from '../../core/i18n';
import { showSettings } from '../../core/layout/layout-settings';

/** docs/web-client.md section 2: personal centre, layout settings and log out, under the user's avatar. */
export function AvatarMenu() {
  const t = useT();
  const navigate = useNavigate();
  const logout = useLogout();
  const user = useAuthStore(useShallow((state) => ({ name: state.nickName || state.name, avatar: state.avatar })));
  const avatarSrc = useAvatarSrc(user.avatar);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'profile',
            icon: <UserOutlined />,
            label: t('shell.profile'),
            onClick: () => navigate('/user/profile'),
          },
          {
            key: 'settings',
            icon: <SettingOutlined />,
            label: t('shell.layoutSettings'),
            onClick: () => showSettings(true),
          },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), onClick: logout },
        ],
      }}
    >
      <button type="button" className="cbo-navbar__user" aria-label={t('shell.userMenu', { name: user.name })}>
        <Avatar size={30} src={avatarSrc} alt="" className="cbo-navbar__avatar" />
        <span className="cbo-navbar__user-name">{user.name}</span>
        <DownOutlined className="cbo-navbar__user-caret" />
      </button>
    </Dropdown>
  );
}
