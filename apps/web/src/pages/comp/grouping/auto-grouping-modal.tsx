import type { GroupingPlan, PlannedGroup } from '@cbo/contracts';
import { Alert, App, Button, Empty, Form, InputNumber, Modal, Radio, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { isRequestError } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';
import { previewGrouping, saveGrouping } from './grouping-api';

interface Values {
  by: 'industry' | 'region';
  regionLevel: 1 | 2 | 3;
  targetSize: number;
}

interface Props {
  stageId: number;
  open: boolean;
  onClose(): void;
}

const INITIAL: Values = { by: 'industry', regionLevel: 2, targetSize: 10 };

/**
 * Auto-grouping (docs/grouping.md): choose the split and the target size, preview the groups the
 * server would make (nothing is written), then save them with a confirmation, since saving
 * replaces the stage's unlocked groups in the caller's scope.
 */
export function AutoGroupingModal({ stageId, open, onClose }: Props) {
  const t = useT();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const by = Form.useWatch('by', form);
  const [plan, setPlan] = useState<{ values: Values; answer: GroupingPlan } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setPlan(null);
    setRefusal(null);
    form.resetFields();
    onClose();
  };

  const attempt = async (kind: 'preview' | 'save', work: () => Promise<void>) => {
    setBusy(kind);
    setRefusal(null);
    try {
      await work();
    } catch (error) {
      if (isRequestError(error)) setRefusal(error.message);
      else throw error;
    } finally {
      setBusy(null);
    }
  };

  const preview = async () => {
    const values = await form.validateFields();
    await attempt('preview', async () => {
      setPlan({ values, answer: await previewGrouping({ stageId, ...values }) });
    });
  };

  const save = () => {
    if (!plan) return;
    modal.confirm({
      title: t('grouping.auto.save'),
      content: t('grouping.auto.confirm'),
      okText: t('grouping.auto.save'),
      cancelText: t('crud.cancel'),
      onOk: () =>
        attempt('save', async () => {
          const saved = await saveGrouping({ stageId, ...plan.values });
          message.success(t('grouping.auto.saved', { groups: saved.groups.length }));
          close();
        }),
    });
  };

  const columns: TableColumnsType<PlannedGroup> = [
    { key: 'groupName', dataIndex: 'groupName', title: t('grouping.groupName'), width: 220 },
    { key: 'count', dataIndex: 'count', title: t('grouping.count'), width: 90, align: 'right' },
    {
      key: 'firstCodes',
      dataIndex: 'firstCodes',
      title: t('grouping.firstCodes'),
      render: (codes: string[]) => codes.join(', '),
      ellipsis: true,
    },
  ];

  return (
    <Modal
      open={open}
      title={t('grouping.auto')}
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('crud.cancel')}
        </Button>,
        <Button key="preview" onClick={preview} loading={busy === 'preview'}>
          {t('grouping.auto.preview')}
        </Button>,
        <Button
          key="save"
          type="primary"
          disabled={!plan || plan.answer.groups.length === 0}
          title={plan ? undefined : t('grouping.auto.previewFirst')}
          loading={busy === 'save'}
          onClick={save}
        >
          {t('grouping.auto.save')}
        </Button>,
      ]}
    >
      <Form
        form={form}
        name="comp_grouping_auto"
        layout="vertical"
        initialValues={INITIAL}
        onValuesChange={() => setPlan(null)}
        className="cbo-grouping__auto-form"
      >
        <Form.Item name="by" label={t('grouping.auto.by')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'industry', label: t('grouping.auto.byIndustry') },
              { value: 'region', label: t('grouping.auto.byRegion') },
            ]}
          />
        </Form.Item>
        {by === 'region' && (
          <Form.Item name="regionLevel" label={t('grouping.auto.regionLevel')}>
            <Radio.Group
              options={[
                { value: 1, label: t('grouping.auto.level1') },
                { value: 2, label: t('grouping.auto.level2') },
                { value: 3, label: t('grouping.auto.level3') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item
          name="targetSize"
          label={t('grouping.auto.targetSize')}
          extra={t('grouping.auto.targetHint')}
          rules={[{ required: true, message: t('grouping.auto.targetSize') }]}
        >
          <InputNumber min={1} max={200} precision={0} />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} className="cbo-grouping__refusal" />}
      {plan &&
        (plan.answer.groups.length === 0 ? (
          <Empty description={t('grouping.auto.empty')} />
        ) : (
          <>
            <Alert
              type="info"
              showIcon
              title={t('grouping.auto.summary', {
                groups: plan.answer.groups.length,
                entries: plan.answer.entries,
                kept: plan.answer.keptLocked,
              })}
            />
            <Table<PlannedGroup>
              className="cbo-grouping__plan"
              size="small"
              rowKey="groupName"
              columns={columns}
              dataSource={plan.answer.groups}
              pagination={{ pageSize: 8, hideOnSinglePage: true, size: 'small' }}
              scroll={{ x: 480 }}
            />
          </>
        ))}
    </Modal>
  );
}
