import {
  type BatchPurpose,
  draftPromotionBatch,
  getPromotionRule,
  type PromotionBatch,
  redraftPromotionBatch,
  savePromotionRule,
} from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Input, Popconfirm, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { RuleFields } from '../../../../components/comp/promotion/rule-fields';
import { checkRule, formValuesOf, type RuleFormValues } from '../../../../components/comp/promotion/rule-values';
import { WhatIfPanel } from '../../../../components/comp/promotion/what-if-panel';
import { useAccess } from '../../../../core/access/use-access';
import { useIsMobile } from '../../../../core/device/use-is-mobile';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import type { TranslationKey } from '../../../../core/i18n';
import { useT } from '../../../../core/i18n';
import { type BatchStage, useStageFacts } from './stage-facts';

export interface DraftDrawerProps {
  open: boolean;
  stage: BatchStage;
  /** Recomputing this batch (draft or amending) instead of drafting a new one. */
  batch?: PromotionBatch;
  onClose(): void;
  /** After drafting (the new batch's id) or recomputing. */
  onDone(batchId: number): void;
}

/**
 * 新建批次 / 重新计算 (docs/promotion.md, drafting): the rule form beside its what-if preview,
 * previewed a moment after each valid change. Drafting needs comp:upgrading:add, recomputing
 * comp:upgrading:edit.
 */
export function DraftDrawer({ open, stage, batch, onClose, onDone }: DraftDrawerProps) {
  const t = useT();
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const access = useAccess();
  const [form] = Form.useForm<RuleFormValues>();
  const [purpose, setPurpose] = useState<BatchPurpose>(batch?.purpose ?? 'promotion');
  const [sending, setSending] = useState<'draft' | 'rule' | null>(null);
  const facts = useStageFacts(stage, open);
  const saved = useQuery({
    queryKey: queryKeyOf(getPromotionRule, { stageId: stage.stageId, purpose }),
    queryFn: async () => (await api(getPromotionRule, { params: { stageId: stage.stageId }, query: { purpose } })).data,
    enabled: open,
  });
  const values = Form.useWatch((all: RuleFormValues) => all, { form, preserve: true });
  const checked = values?.scope ? checkRule(values) : null;
  const rule = checked?.ok ? checked.rule : null;

  // The form starts from the batch's rule (recomputing) or the stage's rule for the purpose, once
  // per opening and purpose: a refetch (after saving the rule) keeps what is being edited.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      filledFor.current = null;
      return;
    }
    if (batch) {
      if (filledFor.current === `batch:${batch.batchId}`) return;
      filledFor.current = `batch:${batch.batchId}`;
      form.setFieldsValue(formValuesOf(batch.rule, batch.purpose, batch.title));
      return;
    }
    if (!saved.data || saved.data.purpose !== purpose || filledFor.current === purpose) return;
    filledFor.current = purpose;
    const title = t('promotionPage.rule.batchTitleDefault', {
      stage: stage.label,
      purpose: t(`promotionPage.purpose.${purpose}` as TranslationKey),
    });
    form.setFieldsValue(formValuesOf(saved.data.rule, purpose, title));
  }, [open, batch, saved.data, form, purpose, stage.label, t]);

  const close = () => {
    form.resetFields();
    setPurpose(batch?.purpose ?? 'promotion');
    onClose();
  };

  const saveRule = async () => {
    if (!rule) return;
    setSending('rule');
    try {
      await api(savePromotionRule, { params: { stageId: stage.stageId }, query: { purpose }, body: rule });
      message.success(t('promotionPage.rule.saved'));
      // The client invalidates /comp/upgrading after a change: the saved rule and the preview
      // (which compares with it) are asked again.
    } catch {
      // The request client has shown the refusal.
    } finally {
      setSending(null);
    }
  };

  const draft = async () => {
    let title = '';
    try {
      title = (await form.validateFields()).title ?? '';
    } catch {
      return;
    }
    if (!rule) return;
    setSending('draft');
    try {
      if (batch) {
        await api(redraftPromotionBatch, { params: { batchId: batch.batchId }, body: { rule } });
        message.success(t('promotionPage.draft.redrafted'));
        form.resetFields();
        onDone(batch.batchId);
      } else {
        const { batchId } = (
          await api(draftPromotionBatch, { body: { stageId: stage.stageId, purpose, title: title.trim(), rule } })
        ).data;
        message.success(t('promotionPage.draft.done'));
        form.resetFields();
        onDone(batchId);
      }
    } catch {
      // The request client has shown the refusal; the drawer stays open.
    } finally {
      setSending(null);
    }
  };

  const submitButton = batch ? (
    <Popconfirm title={t('promotionPage.draft.redraftTitle', { title: batch.title })} onConfirm={() => void draft()}>
      <Button type="primary" disabled={!rule} loading={sending === 'draft'}>
        {t('promotionPage.draft.redraft')}
      </Button>
    </Popconfirm>
  ) : (
    <Button type="primary" disabled={!rule} loading={sending === 'draft'} onClick={() => void draft()}>
      {t('promotionPage.draft.submit')}
    </Button>
  );

  return (
    <Drawer
      open={open}
      title={
        batch
          ? t('promotionPage.draft.redraftTitle', { title: batch.title })
          : t('promotionPage.draft.title', { stage: stage.label })
      }
      size={mobile ? '100%' : 'min(1100px, 95vw)'}
      onClose={close}
      destroyOnHidden
      extra={
        <Space wrap>
          {access.hasPermi('comp:upgrading:add') && (
            <Button disabled={!rule} loading={sending === 'rule'} onClick={() => void saveRule()}>
              {t('promotionPage.rule.saveRule')}
            </Button>
          )}
          {submitButton}
        </Space>
      }
    >
      <div className="cbo-promotion__draft">
        <Spin spinning={!batch && saved.isLoading}>
          {!batch && saved.data && (
            <Alert
              type="info"
              showIcon
              className="cbo-promotion__gap"
              title={
                saved.data.saved
                  ? t('promotionPage.rule.savedBy', { by: saved.data.updateBy ?? '', at: saved.data.updateTime ?? '' })
                  : t('promotionPage.rule.unsaved')
              }
            />
          )}
          {checked && !checked.ok && (
            <Alert
              type="warning"
              showIcon
              className="cbo-promotion__gap"
              title={t('promotionPage.rule.invalid', { problem: checked.problem })}
            />
          )}
          <Form
            form={form}
            name="comp_promotion_rule"
            layout="vertical"
            onValuesChange={(changed: Partial<RuleFormValues>) => {
              if (changed.purpose && !batch) setPurpose(changed.purpose);
            }}
          >
            <Form.Item
              name="title"
              label={t('promotionPage.rule.batchTitle')}
              hidden={Boolean(batch)}
              rules={[{ required: !batch, whitespace: true, max: 100, message: t('promotionPage.rule.batchTitle') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <RuleFields
              form={form}
              categories={facts.categories}
              criterionCodes={facts.codes}
              purposeFixed={Boolean(batch)}
            />
          </Form>
        </Spin>
        <WhatIfPanel stageId={stage.stageId} purpose={purpose} rule={rule} batchId={batch?.batchId} />
      </div>
    </Drawer>
  );
}
