import { Form, Input, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DateTimeInput } from '../../../components/comp/date-time-input';
import { useDict } from '../../../core/dict/use-dict';
import { useT } from '../../../core/i18n';

export type DecisionKind = 'return' | 'reject';

export interface DecisionValues {
  reason: string;
  returnDeadline?: string;
  reasonCode?: string;
}

interface Props {
  kind: DecisionKind | null;
  /** The codes of the applications decided on. */
  codes: readonly string[];
  onCancel(): void;
  /** Sends the decision; resolves true when done (the dialog closes). */
  onDecide(values: DecisionValues): Promise<boolean>;
}

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A week from today at the end of the day: the usual time an entrant gets to revise. */
export const defaultDeadline = () => dayjs().add(7, 'day').endOf('day').format(FORMAT);

/** Returns (reason and deadline) or rejects (reason code of comp_reject_reason and a text) one or more applications. */
export function DecisionModal({ kind, codes, onCancel, onDecide }: Props) {
  const t = useT();
  const [form] = Form.useForm<DecisionValues>();
  const [sending, setSending] = useState(false);
  const reasons = useDict(kind === 'reject' ? 'comp_reject_reason' : undefined);

  const confirm = async () => {
    let values: DecisionValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows what is missing.
    }
    setSending(true);
    try {
      if (await onDecide({ ...values, reason: values.reason.trim() })) form.resetFields();
    } finally {
      setSending(false);
    }
  };

  const returning = kind === 'return';
  return (
    <Modal
      open={kind !== null}
      title={t(returning ? 'audit.returnTitle' : 'audit.rejectTitle')}
      okText={t(returning ? 'audit.return' : 'audit.reject')}
      okButtonProps={{ danger: !returning, loading: sending }}
      cancelText={t('crud.cancel')}
      onOk={confirm}
      onCancel={() => {
        form.resetFields();
        onCancel();
      }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <p className="cbo-audit__codes">{t('audit.applications', { codes: codes.join('、') })}</p>
      <Form
        form={form}
        layout="vertical"
        name={`comp_audit_${kind ?? 'decision'}`}
        initialValues={returning ? { returnDeadline: defaultDeadline() } : undefined}
      >
        {!returning && (
          <Form.Item
            name="reasonCode"
            label={t('audit.rejectCode')}
            rules={[{ required: true, message: t('audit.rejectCodeRequired') }]}
          >
            <Select
              options={reasons.options.map((option) => ({ value: option.value, label: option.label }))}
              loading={reasons.loading}
              placeholder={t('audit.rejectCodeRequired')}
            />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t(returning ? 'audit.returnReason' : 'audit.rejectText')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t(returning ? 'audit.returnReasonRequired' : 'audit.rejectTextRequired'),
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
        {returning && (
          <Form.Item
            name="returnDeadline"
            label={t('audit.returnDeadline')}
            rules={[
              { required: true, message: t('audit.returnDeadlineRequired') },
              {
                validator: async (_rule, value?: string | null) => {
                  if (value && value <= dayjs().format(FORMAT)) throw new Error(t('audit.returnDeadlinePast'));
                },
              },
            ]}
          >
            <DateTimeInput defaultTime="23:59:59" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
