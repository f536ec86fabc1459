import type { FormSchemaProblem } from '@cbo/contracts';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../core/i18n';
import { schemaProblemText } from './schema-problems';
import type { SavedMeta } from './use-saved-form';

export interface SaveDialogProps {
  open: boolean;
  meta?: SavedMeta;
  problems: FormSchemaProblem[];
  /** The node a problem names, for "click selects the node". */
  nodeLabel: (nodeId: string | undefined) => string | undefined;
  onSelect: (nodeId: string) => void;
  onSave: (values: { formName: string; remark: string | null }) => Promise<boolean>;
  onClose: () => void;
}

interface Values {
  formName: string;
  remark?: string;
}

/**
 * Name and remark, then save. Refused while the document has problems: each is listed and a click
 * on one selects its node.
 */
export function SaveDialog({ open, meta, problems, nodeLabel, onSelect, onSave, onClose }: SaveDialogProps) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const problemLine = (problem: FormSchemaProblem) => {
    const text = schemaProblemText(problem, t);
    const node = nodeLabel(problem.nodeId);
    return node ? t('formBuilder.problemAt', { node, problem: text }) : text;
  };

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const saved = await onSave({ formName: values.formName.trim(), remark: values.remark?.trim() || null });
      if (saved) onClose();
    } catch {
      // The request client has shown the refusal.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('formBuilder.saveTitle')}
      onCancel={onClose}
      okText={t('formBuilder.save')}
      okButtonProps={{ disabled: problems.length > 0, loading: saving }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="form-builder__save-problems"
          title={t('formBuilder.problemsRefuse', { n: problems.length })}
          description={
            <ul className="form-builder__problem-list">
              {problems.map((problem) => (
                <li key={`${problem.nodeId}:${problem.path}:${problem.message}`}>
                  <Button
                    type="link"
                    size="small"
                    disabled={!problem.nodeId}
                    onClick={() => {
                      if (!problem.nodeId) return;
                      onSelect(problem.nodeId);
                      onClose();
                    }}
                  >
                    {problemLine(problem)}
                  </Button>
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ formName: meta?.formName ?? '', remark: meta?.remark ?? '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="formName"
          label={t('formBuilder.formName')}
          rules={[{ required: true, whitespace: true, message: t('formBuilder.formNameRequired') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="remark" label={t('formBuilder.remark')}>
          <Input.TextArea maxLength={255} rows={3} />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{meta ? t('formBuilder.saveNext') : t('formBuilder.saveNew')}</Typography.Text>
    </Modal>
  );
}
