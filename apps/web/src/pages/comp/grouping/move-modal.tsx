import { Alert, App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { isRequestError } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';
import { moveEntries, useStageGroups } from './grouping-api';

/** What is being moved: entry ids, and the group they leave when they all share one (not offered as target). */
export interface MoveTarget {
  entryIds: number[];
  fromGroupId?: number | null;
  done?: () => void;
}

const OUT = 0;

/**
 * Moves one or many applications (entries) to another group of the stage, or out of their group.
 * Locked groups are not offered; the server refuses them anyway, naming the task.
 */
export function MoveModal({
  stageId,
  target,
  onClose,
}: {
  stageId: number;
  target: MoveTarget | null;
  onClose(): void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const groups = useStageGroups(stageId, target !== null);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setChosen(undefined);
    setRefusal(null);
    onClose();
  };

  const confirm = async () => {
    if (!target || chosen === undefined) return;
    setBusy(true);
    setRefusal(null);
    try {
      const moved = await moveEntries(target.entryIds, chosen === OUT ? null : chosen);
      message.success(t('grouping.moved', { count: moved }));
      target.done?.();
      close();
    } catch (error) {
      if (isRequestError(error)) setRefusal(error.message);
      else throw error;
    } finally {
      setBusy(false);
    }
  };

  const options = [
    { value: OUT, label: t('grouping.moveOut') },
    ...(groups.data ?? [])
      .filter((group) => group.reviewGroupId !== target?.fromGroupId)
      .map((group) => ({
        value: group.reviewGroupId,
        label: `${group.groupName} (${group.entryCount})`,
        disabled: group.lockedByTaskId !== null,
      })),
  ];

  return (
    <Modal
      open={target !== null}
      title={t('grouping.moveTitle', { count: target?.entryIds.length ?? 0 })}
      okText={t('grouping.move')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ disabled: chosen === undefined, loading: busy }}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('grouping.moveTarget')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('grouping.moveTarget')}
            loading={groups.isLoading}
            value={chosen}
            onChange={setChosen}
            options={options}
            placeholder={t('grouping.moveTarget')}
          />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} />}
    </Modal>
  );
}
