import { Button, Card, Empty, Spin, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AvatarCropDialog, useAvatarSrc } from '../../../components/avatar-crop';
import { PasswordForm } from '../../../components/profile/password-form';
import { useAuthStore } from '../../../core/auth/auth-store';
import { useT } from '../../../core/i18n';
import { BasicInfoForm } from './basic-info-form';
import { useProfile } from './profile-api';
import { UserCard } from './user-card';
import '../../../components/profile/profile.css';

type ProfileTab = 'userinfo' | 'resetPwd';

/**
 * The personal centre (/user/profile): who the user is, with the avatar (click to crop and upload a
 * new one), and tabs to change the basic details and the password. `?activeTab=resetPwd` opens the
 * password tab, as the reference's links do.
 */
function ProfilePage() {
  const t = useT();
  const [params] = useSearchParams();
  const profile = useProfile();
  const storeAvatar = useAuthStore((state) => state.avatar);
  const [cropping, setCropping] = useState(false);
  const [tab, setTab] = useState<ProfileTab>(params.get('activeTab') === 'resetPwd' ? 'resetPwd' : 'userinfo');
  // The store's avatar changes at once after an upload; the profile answer follows on its reload.
  const avatarSrc = useAvatarSrc(storeAvatar || profile.data?.data.avatar);
  const shown = profile.data?.data;
  // The form starts again only when a new answer arrives, never on a mere re-render.
  const details = useMemo(
    () => shown && { nickName: shown.nickName, phonenumber: shown.phonenumber, email: shown.email, sex: shown.sex },
    [shown],
  );

  if (profile.isError) {
    return (
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.loadFailed')}>
          <Button onClick={() => void profile.refetch()}>{t('profile.retry')}</Button>
        </Empty>
      </Card>
    );
  }
  if (!profile.data || !details) {
    return (
      <Card>
        <Spin spinning>
          <div style={{ minHeight: 240 }} />
        </Spin>
      </Card>
    );
  }
  const { data: user, roleGroup, postGroup } = profile.data;
  return (
    <div className="cbo-profile">
      <UserCard
        user={user}
        roleGroup={roleGroup}
        postGroup={postGroup}
        avatarSrc={avatarSrc}
        onAvatarClick={() => setCropping(true)}
      />
      <Card title={t('profile.basic')}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as ProfileTab)}
          items={[
            {
              key: 'userinfo',
              label: t('profile.basicTab'),
              children: <BasicInfoForm initial={details} />,
            },
            {
              key: 'resetPwd',
              label: t('profile.passwordTab'),
              children: <PasswordForm />,
            },
          ]}
        />
      </Card>
      <AvatarCropDialog
        open={cropping}
        current={avatarSrc}
        onClose={() => setCropping(false)}
        onUploaded={() => void profile.refetch()}
      />
    </div>
  );
}

export { ProfilePage as Component };
