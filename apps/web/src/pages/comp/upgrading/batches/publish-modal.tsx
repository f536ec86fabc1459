import { type PromotionBatch, publishBatchForm, publishPromotionBatch } from '@cbo/contracts';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { api } from '../../../../core/http/api';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';

interface PublishValues {
  noticeTitle: string;
  preface?: string;
  workingDays: number;
  contact?: string;
}

/** 发布公示: the notice's title, preface, the window in working days (5 by default) and a contact. */
export function PublishModal({
  open,
  batch,
  onClose,
  onDone,
}: {
  open: boolean;
  batch: PromotionBatch;
  onClose(): void;
  onDone(): Promise<void>;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<PublishValues>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    let values: PublishValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = publishBatchForm.parse({ ...values, contact: values.contact?.trim() || null });
    setSending(true);
    try {
      const { endAt } = (await api(publishPromotionBatch, { params: { batchId: batch.batchId }, body })).data;
      message.success(t('promotionPage.act.published', { at: endAt }));
      await onDone();
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('promotionPage.publish.title')}
      okText={t('promotionPage.act.publish')}
      okButtonProps={{ loading: sending }}
      cancelText={t('crud.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="comp_promotion_publish"
        initialValues={{
          noticeTitle: t('promotionPage.publish.noticeTitleDefault', { title: batch.title }).slice(0, 100),
          workingDays: 5,
        }}
      >
        <Form.Item
          name="noticeTitle"
          label={t('promotionPage.publish.noticeTitle')}
          rules={[{ required: true, whitespace: true, message: t('promotionPage.publish.required') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="preface" label={t('promotionPage.publish.preface')}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="workingDays" label={t('promotionPage.publish.workingDays')} rules={[{ required: true }]}>
          <InputNumber aria-label={t('promotionPage.publish.workingDays')} min={1} max={30} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="contact" label={t('promotionPage.publish.contact')}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
