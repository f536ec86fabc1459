import {
  ApartmentOutlined,
  CalendarOutlined,
  CameraOutlined,
  MailOutlined,
  MobileOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { UserRow } from '@cbo/contracts';
import { Avatar, Card, List } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../core/i18n';

export interface UserCardProps {
  user: UserRow;
  roleGroup: string;
  postGroup: string;
  avatarSrc: string;
  onAvatarClick(): void;
}

/** The left card of the personal centre: the avatar (a click opens the cropper) and who the user is. */
export function UserCard({ user, roleGroup, postGroup, avatarSrc, onAvatarClick }: UserCardProps) {
  const t = useT();
  const none = t('profile.none');
  const rows: { key: string; icon: ReactNode; label: string; value: string }[] = [
    { key: 'userName', icon: <UserOutlined />, label: t('profile.userName'), value: user.userName },
    { key: 'phonenumber', icon: <MobileOutlined />, label: t('profile.phonenumber'), value: user.phonenumber },
    { key: 'email', icon: <MailOutlined />, label: t('profile.email'), value: user.email },
    { key: 'dept', icon: <ApartmentOutlined />, label: t('profile.dept'), value: user.dept?.deptName ?? '' },
    { key: 'roles', icon: <TeamOutlined />, label: t('profile.roles'), value: roleGroup },
    { key: 'posts', icon: <SolutionOutlined />, label: t('profile.posts'), value: postGroup },
    { key: 'createTime', icon: <CalendarOutlined />, label: t('profile.createTime'), value: user.createTime ?? '' },
  ];
  return (
    <Card title={t('profile.card')} className="cbo-profile__card">
      <div className="cbo-profile__avatar-wrap">
        <button
          type="button"
          className="cbo-profile__avatar"
          onClick={onAvatarClick}
          aria-label={t('profile.changeAvatar')}
          title={t('profile.changeAvatar')}
        >
          <Avatar size={112} src={avatarSrc} alt="" />
          <span className="cbo-profile__avatar-mask" aria-hidden>
            <CameraOutlined />
          </span>
        </button>
        <div className="cbo-profile__name">{user.nickName || user.userName}</div>
      </div>
      <List
        className="cbo-profile__facts"
        dataSource={rows}
        renderItem={(row) => (
          <List.Item key={row.key} data-field={row.key}>
            <span className="cbo-profile__fact-label">
              {row.icon}
              {row.label}
            </span>
            <span className="cbo-profile__fact-value">{row.value || none}</span>
          </List.Item>
        )}
      />
    </Card>
  );
}
