import { copyRubric, type RubricRow } from '@cbo/contracts';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { stageLabel, useRubricStages } from './use-stage-picker';

interface Props {
  row: RubricRow | null;
  competitionId: number | null;
  onClose(): void;
  onCopied(): Promise<void>;
}

/** Copies the latest version of a rubric into a new rubric of a judging stage of the same edition. */
export function CopyModal({ row, competitionId, onClose, onCopied }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ stageId?: number; rubricName?: string }>();
  const [saving, setSaving] = useState(false);
  const stages = useRubricStages(competitionId);

  useEffect(() => {
    if (row)
      form.setFieldsValue({ stageId: row.stageId, rubricName: `${row.rubricName}${t('rubricPage.copySuffix')}` });
  }, [row, form, t]);

  const submit = async () => {
    if (!row) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await api(copyRubric, {
        params: { rubricId: row.rubricId },
        body: { stageId: values.stageId as number, rubricName: values.rubricName ?? '' },
      });
      message.success(t('rubricPage.copyDone'));
      await onCopied();
    } finally {
      setSaving(false);
    }
  };

  const required = (label: string) => [
    { required: true, whitespace: true, message: t('crud.validation.required', { label }) },
  ];
  return (
    <Modal
      open={row !== null}
      title={row ? t('rubricPage.copyTitle', { name: row.rubricName }) : ''}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={t('client.confirm')}
      cancelText={t('crud.cancel')}
      forceRender
    >
      <Form form={form} layout="vertical" name="comp_rubric_copy">
        <Form.Item
          name="stageId"
          label={t('rubricPage.copyTarget')}
          rules={[{ required: true, message: t('crud.validation.required', { label: t('rubricPage.copyTarget') }) }]}
        >
          <Select
            loading={stages.isLoading}
            options={(stages.data ?? []).map((stage) => ({ value: stage.stageId, label: stageLabel(stage) }))}
          />
        </Form.Item>
        <Form.Item name="rubricName" label={t('rubricPage.copyName')} rules={required(t('rubricPage.copyName'))}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
