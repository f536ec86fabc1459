import { grantRoleUsers } from '@cbo/contracts';
import { App, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { HolderList } from './holder-list';

export interface SelectUsersDialogProps {
  roleId: number;
  open: boolean;
  onClose(): void;
}

/** 选择用户: users in the caller's scope not holding the role, chosen several at a time and granted at once. */
export function SelectUsersDialog({ roleId, open, onClose }: SelectUsersDialogProps) {
  const t = useT();
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const [selected, setSelected] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) setSelected([]);
  }, [open]);

  const grant = async () => {
    if (selected.length === 0) {
      message.warning(t('roleUser.selectNone'));
      return;
    }
    setSaving(true);
    try {
      await api(grantRoleUsers, { query: { roleId, userIds: selected.join(',') } });
    } catch {
      // The request client has shown why; the choice stays.
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('roleUser.grantOk'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('roleUser.selectTitle')}
      width={mobile ? '100%' : 860}
      destroyOnHidden
      mask={{ closable: false }}
      okText={t('client.confirm')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      onOk={grant}
      onCancel={onClose}
    >
      <HolderList
        roleId={roleId}
        kind="unallocatedList"
        name="system_role_unallocated"
        selected={selected}
        onSelect={setSelected}
        empty={t('roleUser.emptyUnallocated')}
      />
    </Modal>
  );
}
