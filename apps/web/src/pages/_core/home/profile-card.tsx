import { SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useAvatarSrc } from '../../../components/avatar-crop/use-avatar-src';
import { useAuthStore } from '../../../core/auth/auth-store';
import { useT } from '../../../core/i18n';
import { showSettings } from '../../../core/layout/layout-settings';

/** Who is logged in: name, account, roles, and the way to the personal centre. */
export function ProfileCard() {
  const t = useT();
  const navigate = useNavigate();
  const user = useAuthStore(
    useShallow((state) => ({ name: state.name, nickName: state.nickName, avatar: state.avatar, roles: state.roles })),
  );
  const avatarSrc = useAvatarSrc(user.avatar);
  return (
    <Card>
      <Flex gap="large" align="center" wrap>
        <Avatar size={64} src={avatarSrc} alt="" />
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('home.welcome', { name: user.nickName || user.name })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('home.account')}: <Typography.Text strong>{user.name}</Typography.Text>
          </Typography.Text>
          <Flex gap={4} wrap align="center">
            <Typography.Text type="secondary">{t('home.roles')}:</Typography.Text>
            {user.roles.map((role) => (
              <Tag key={role} color="processing">
                {role}
              </Tag>
            ))}
          </Flex>
        </Flex>
        <Flex gap="small" wrap>
          <Button type="primary" icon={<UserOutlined />} onClick={() => navigate('/user/profile')}>
            {t('shell.profile')}
          </Button>
          <Button icon={<SettingOutlined />} onClick={() => showSettings(true)}>
            {t('shell.layoutSettings')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
