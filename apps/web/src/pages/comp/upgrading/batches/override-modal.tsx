import { listAwardLevels, overrideDecision, type PromotionBatch, type PromotionDecision } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';

interface OverrideValues {
  result: 'promoted' | 'awarded' | 'eliminated';
  levelId?: number;
  reason: string;
}

/** 调整: one decision's result (and award level in an award batch) with a reason, logged in the history. */
export function OverrideModal({
  batch,
  decision,
  onClose,
  onDone,
}: {
  batch: PromotionBatch;
  /** The decision overridden; null: closed. */
  decision: PromotionDecision | null;
  onClose(): void;
  onDone(): Promise<void>;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<OverrideValues>();
  const [sending, setSending] = useState(false);
  const award = batch.purpose === 'award';
  const result = Form.useWatch('result', form);
  const levels = useQuery({
    queryKey: queryKeyOf(listAwardLevels, { competitionId: batch.competitionId }),
    queryFn: async () => (await api(listAwardLevels, { query: { competitionId: batch.competitionId } })).data,
    enabled: award && decision !== null,
  });
  const results = award ? (['awarded', 'eliminated'] as const) : (['promoted', 'eliminated'] as const);

  const submit = async () => {
    if (!decision?.decisionId) return;
    let values: OverrideValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSending(true);
    try {
      await api(overrideDecision, {
        params: { batchId: batch.batchId, decisionId: decision.decisionId },
        body: {
          result: values.result,
          levelId: values.result === 'awarded' ? (values.levelId ?? null) : null,
          reason: values.reason.trim(),
        },
      });
      message.success(t('promotionPage.override.done'));
      form.resetFields();
      await onDone();
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={decision !== null}
      title={t('promotionPage.override.title', { code: decision?.code ?? '' })}
      okText={t('promotionPage.dec.override')}
      okButtonProps={{ loading: sending }}
      cancelText={t('crud.cancel')}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {decision && (
        <Form
          form={form}
          layout="vertical"
          name="comp_promotion_override"
          initialValues={{
            result: decision.finalResult === 'undecided' ? results[0] : decision.finalResult,
            levelId: decision.finalLevelId ?? undefined,
          }}
        >
          <p>
            {decision.code} · {decision.projectName}
          </p>
          <Form.Item name="result" label={t('promotionPage.override.result')} rules={[{ required: true }]}>
            <Select
              aria-label={t('promotionPage.override.result')}
              options={results.map((value) => ({ value, label: t(`promotionPage.result.${value}`) }))}
            />
          </Form.Item>
          {award && result === 'awarded' && (
            <Form.Item
              name="levelId"
              label={t('promotionPage.override.level')}
              rules={[{ required: true, message: t('promotionPage.override.levelRequired') }]}
            >
              <Select
                aria-label={t('promotionPage.override.level')}
                loading={levels.isLoading}
                options={(levels.data ?? []).map((level) => ({ value: level.levelId, label: level.name }))}
              />
            </Form.Item>
          )}
          <Form.Item
            name="reason"
            label={t('promotionPage.override.reason')}
            rules={[
              { required: true, whitespace: true, message: t('crud.reasonRequired') },
              { max: 500, message: t('crud.reasonTooLong') },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
