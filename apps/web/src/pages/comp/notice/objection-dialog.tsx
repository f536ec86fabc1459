import {
  addObjection,
  isPlausibleRealName,
  listPublicityEntries,
  type ObjectionForm,
  objectionForm,
} from '@cbo/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { type FormSchema, schemaRules } from '../../../components/crud';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { type TranslationKey, useT } from '../../../core/i18n';
import { AttachmentsInput } from './notice-inputs';

const schema = objectionForm as unknown as FormSchema;

interface Props {
  publicityId: number | null;
  onClose(): void;
  onSaved(): void;
}

/** Records a written, real-name objection received during a window. */
export function ObjectionDialog({ publicityId, onClose, onSaved }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ObjectionForm>();
  const [saving, setSaving] = useState(false);
  const unit = Form.useWatch('submitterType', form) === 'unit';
  const rules = (name: keyof ObjectionForm, label: TranslationKey) => schemaRules(schema, name, t(label), t);
  // The entries the window lists, for the objection to name the one it concerns.
  const entries = useQuery({
    queryKey: queryKeyOf(listPublicityEntries, { publicityId }),
    queryFn:
      publicityId === null
        ? skipToken
        : async () => (await api(listPublicityEntries, { params: { publicityId } })).data,
  });

  const submit = async () => {
    if (publicityId === null) return;
    let values: ObjectionForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await api(addObjection, { params: { publicityId }, body: { ...values, attachments: values.attachments ?? [] } });
    } catch {
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('nb.objection.recorded'));
    onSaved();
    onClose();
  };

  return (
    <Modal
      open={publicityId !== null}
      title={t('nb.objection.add')}
      width={620}
      destroyOnHidden
      mask={{ closable: false }}
      okText={t('client.confirm')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
    >
      <Form
        form={form}
        name="comp_objection"
        layout="vertical"
        initialValues={{ submitterType: 'individual', attachments: [] }}
        preserve={false}
      >
        <Form.Item name="submitterType" label={t('nb.objection.submitterType')}>
          <Radio.Group
            options={[
              { value: 'individual', label: t('nb.objection.individual') },
              { value: 'unit', label: t('nb.objection.unit') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="realName"
          label={t('nb.objection.realName')}
          rules={[
            ...rules('realName', 'nb.objection.realName'),
            {
              // Objections are under a real name (docs/domain.md 3.7): the server's rule, checked here first.
              validator: (_rule, value?: string) =>
                !value?.trim() || isPlausibleRealName(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('nb.objection.realNameRule'))),
            },
          ]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="orgName"
          label={t('nb.objection.orgName')}
          rules={[
            ...rules('orgName', 'nb.objection.orgName'),
            ...(unit
              ? [{ required: true, message: t('crud.validation.required', { label: t('nb.objection.orgName') }) }]
              : []),
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="applicationId" label={t('nb.objection.application')} extra={t('nb.objection.applicationHint')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={entries.isLoading}
            options={(entries.data ?? []).map((entry) => ({
              value: entry.applicationId,
              label: `${entry.code} ${entry.projectName}${entry.orgName ? `（${entry.orgName}）` : ''}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="mobile" label={t('nb.objection.mobile')} rules={rules('mobile', 'nb.objection.mobile')}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="content" label={t('nb.objection.content')} rules={rules('content', 'nb.objection.content')}>
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="attachments" label={t('nb.notice.attachments')}>
          <AttachmentsInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}
