import { handleObjection, type ObjectionAction, type ObjectionRow } from '@cbo/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { api } from '../../../core/http/api';
import { type TranslationKey, useT } from '../../../core/i18n';

export interface HandleTarget {
  objection: ObjectionRow;
  action: ObjectionAction;
}

interface Props {
  target: HandleTarget | null;
  onClose(): void;
  onSaved(): void;
}

/** One step of an objection, with the resolution (required except to accept it for investigation). */
export function HandleDialog({ target, onClose, onSaved }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ resolution?: string }>();
  const [saving, setSaving] = useState(false);
  const needsResolution = target?.action !== 'accept';
  const actionText = target ? t(`nb.objection.action.${target.action}` as TranslationKey) : '';

  const submit = async () => {
    if (!target) return;
    let values: { resolution?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await api(handleObjection, {
        params: { objectionId: target.objection.objectionId },
        body: {
          action: target.action,
          resolution: values.resolution ?? null,
        },
      });
    } catch {
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('nb.objection.handled'));
    onSaved();
    onClose();
  };

  return (
    <Modal
      open={target !== null}
      title={t('nb.objection.handleTitle', { action: actionText, name: target?.objection.realName ?? '' })}
      width={520}
      destroyOnHidden
      mask={{ closable: false }}
      okText={t('client.confirm')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
    >
      <p className="cbo-objection__content">{target?.objection.content}</p>
      <Form form={form} name="comp_objection_handle" layout="vertical" preserve={false}>
        <Form.Item
          name="resolution"
          label={t('nb.objection.resolution')}
          rules={
            needsResolution
              ? [
                  {
                    required: true,
                    whitespace: true,
                    message: t('crud.validation.required', { label: t('nb.objection.resolution') }),
                  },
                ]
              : []
          }
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
