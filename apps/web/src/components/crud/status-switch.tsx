import { useQueryClient } from '@tanstack/react-query';
import { App, Switch } from 'antd';
import { useState } from 'react';
import { useT } from '../../core/i18n';
import { resourceKey } from './crud-api';

export interface StatusSwitchProps {
  /** '0' enabled, '1' disabled (the sys_normal_disable dictionary). */
  value: string;
  /** The record as the question names it ('zhangsan'). */
  name: string;
  /** The entity as the question names it, translated ('用户'). */
  entity: string;
  /** Sends the new status; nothing changes on screen unless it succeeds. */
  onChange(status: '0' | '1'): Promise<unknown>;
  /** The resource whose lists are reloaded after a change. */
  resource?: { api: { list: { path: string } } };
  disabled?: boolean;
}

/**
 * The reference's status switch in a list row: asks '确认要"停用""x"用户吗？', sends the change,
 * announces it and reloads the list; a refusal (shown by the request client) leaves it as it was.
 */
export function StatusSwitch({ value, name, entity, onChange, resource, disabled }: StatusSwitchProps) {
  const t = useT();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [sending, setSending] = useState(false);
  const enabled = value === '0';
  const action = t(enabled ? 'crud.status.disable' : 'crud.status.enable');

  const ask = () =>
    modal.confirm({
      title: t('client.systemPrompt'),
      content: t('crud.status.confirm', { action, name, entity }),
      okText: t('client.confirm'),
      cancelText: t('crud.cancel'),
      onOk: async () => {
        setSending(true);
        try {
          await onChange(enabled ? '1' : '0');
        } catch {
          return;
        } finally {
          setSending(false);
        }
        message.success(t(enabled ? 'crud.status.disabledOk' : 'crud.status.enabledOk'));
        if (resource) await client.invalidateQueries({ queryKey: resourceKey(resource) }, { cancelRefetch: false });
      },
    });

  return (
    <Switch
      size="small"
      checked={enabled}
      loading={sending}
      disabled={disabled}
      aria-label={t('crud.status.label', { name })}
      onClick={(_checked, event) => {
        event.stopPropagation();
        ask();
      }}
    />
  );
}
