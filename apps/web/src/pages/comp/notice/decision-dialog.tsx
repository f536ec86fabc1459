import { decideObjection, OBJECTION_DECISIONS, type ObjectionDecision, type ObjectionRow } from '@cbo/contracts';
import { Alert, App, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { DateTimeInput } from '../../../components/comp/date-time-input';
import { useAccess } from '../../../core/access/use-access';
import { api } from '../../../core/http/api';
import { type TranslationKey, useT } from '../../../core/i18n';

interface Values {
  decision: ObjectionDecision;
  reason?: string;
  returnDeadline?: string | null;
}

interface Props {
  objection: ObjectionRow | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * The organiser's decision on an upheld objection (docs/domain.md 5.5): disqualify the entry it
 * concerns, return it for revision until a deadline, or no change; a reason is always required and
 * the decision is confirmed before it is sent.
 */
export function DecisionDialog({ objection, onClose, onSaved }: Props) {
  const t = useT();
  const { message, modal } = App.useApp();
  const canDisqualify = useAccess().hasPermi('comp:application:disqualify');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const decision = Form.useWatch('decision', form);
  const named = objection?.applicationId != null;
  const label = (value: ObjectionDecision) => t(`nb.objection.decision.${value}` as TranslationKey);
  const required = (key: TranslationKey) => ({
    required: true,
    whitespace: true,
    message: t('crud.validation.required', { label: t(key) }),
  });

  const send = async (values: Values) => {
    if (!objection) return;
    setSaving(true);
    try {
      await api(decideObjection, {
        params: { objectionId: objection.objectionId },
        body: {
          decision: values.decision,
          reason: values.reason ?? '',
          returnDeadline: values.decision === 'return' ? (values.returnDeadline ?? null) : null,
        },
      });
    } catch {
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('nb.objection.decided'));
    onSaved();
    onClose();
  };

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    modal.confirm({
      title: t('nb.objection.decide'),
      content: t('nb.objection.decideConfirm', {
        code: objection?.applicationCode ?? '-',
        decision: label(values.decision),
      }),
      okText: t('client.confirm'),
      cancelText: t('crud.cancel'),
      okButtonProps: { danger: values.decision === 'disqualify' },
      onOk: () => send(values),
    });
  };

  return (
    <Modal
      open={objection !== null}
      title={t('nb.objection.decideTitle', { name: objection?.realName ?? '' })}
      width={560}
      destroyOnHidden
      mask={{ closable: false }}
      okText={t('client.confirm')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      okButtonProps={{ danger: decision === 'disqualify' }}
      onOk={submit}
      onCancel={onClose}
    >
      {objection?.applicationCode && (
        <p className="cbo-objection__content">
          {t('nb.objection.application')}：{objection.applicationCode} {objection.projectName}
        </p>
      )}
      {!named && <Alert type="info" showIcon title={t('nb.objection.noApplication')} />}
      <Form
        form={form}
        name="comp_objection_decision"
        layout="vertical"
        preserve={false}
        initialValues={{ decision: 'no_change' }}
      >
        <Form.Item name="decision" label={t('nb.objection.decision')}>
          <Radio.Group
            options={OBJECTION_DECISIONS.map((value) => ({
              value,
              label: label(value),
              // Moving the entry needs it named; disqualifying needs its own permission.
              disabled: value !== 'no_change' && (!named || (value === 'disqualify' && !canDisqualify)),
              title: value === 'disqualify' && !canDisqualify ? t('nb.objection.noDisqualifyRight') : undefined,
            }))}
          />
        </Form.Item>
        {decision === 'return' && (
          <Form.Item
            name="returnDeadline"
            label={t('nb.objection.returnDeadline')}
            rules={[required('nb.objection.returnDeadline')]}
          >
            <DateTimeInput defaultTime="23:59:59" />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('nb.objection.decisionReason')}
          rules={[required('nb.objection.decisionReason')]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
