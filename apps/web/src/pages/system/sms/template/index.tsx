import {
  addSmsTemplate,
  editSmsTemplate,
  getSmsTemplate,
  getSmsTemplateSettings,
  listSmsTemplates,
  removeSmsTemplates,
  SMS_PURPOSES,
  type SmsPurpose,
  type SmsTemplate,
  type SmsTemplateForm,
  smsPurposes,
  smsTemplateForm,
} from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo } from 'react';
import { type CrudColumn, type CrudForm, CrudTable, defineResource } from '../../../../components/crud';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { useLocale } from '../../../../core/i18n';
import { TemplateTextEditor } from './template-text-editor';
import './sms-template.css';

const resource = defineResource<SmsTemplate>({
  name: 'system/sms/template',
  entity: 'smsTemplate.entity',
  rowKey: 'templateId',
  endpoints: {
    list: listSmsTemplates,
    get: getSmsTemplate,
    add: addSmsTemplate,
    edit: editSmsTemplate,
    remove: removeSmsTemplates,
  },
  permission: 'system:sms',
});

function PurposeLabel({ purpose }: { purpose: string }) {
  const locale = useLocale();
  return <>{(smsPurposes as Record<string, { label: Record<string, string> }>)[purpose]?.label[locale] ?? purpose}</>;
}

function PurposeSelect(props: { value?: string; onChange?: (value: string) => void }) {
  const locale = useLocale();
  const options = SMS_PURPOSES.map((purpose: SmsPurpose) => ({
    value: purpose,
    label: smsPurposes[purpose].label[locale],
  }));
  return <Select {...props} options={options} showSearch={{ optionFilterProp: 'label' }} />;
}

const columns: CrudColumn<SmsTemplate>[] = [
  { key: 'templateId', title: 'smsTemplate.templateId', hideInSearch: true, width: 60 },
  { key: 'templateName', title: 'smsTemplate.templateName', width: 150 },
  {
    key: 'purpose',
    title: 'smsTemplate.purpose',
    hideInSearch: true,
    width: 150,
    render: (value) => <PurposeLabel purpose={String(value)} />,
  },
  {
    key: 'content',
    title: 'smsTemplate.content',
    hideInSearch: true,
    width: 320,
    // The table sizes columns to their content (max-content): a bounded block keeps status in view.
    render: (value) => (
      <span className="sms-template__content" title={String(value)}>
        {String(value)}
      </span>
    ),
  },
  { key: 'providerCode', title: 'smsTemplate.providerCode', hideInSearch: true, width: 180, defaultHidden: true },
  { key: 'status', title: 'smsTemplate.status', dict: 'sys_normal_disable', width: 90 },
  {
    key: 'updateTime',
    title: 'field.updateTime',
    valueType: 'dateTime',
    hideInSearch: true,
    width: 168,
    defaultHidden: true,
  },
];

/** SMS templates (docs/sms-templates.md): every message the product sends is rendered from one. */
function SmsTemplatePage() {
  const settings = useQuery({
    queryKey: queryKeyOf(getSmsTemplateSettings),
    queryFn: () => api(getSmsTemplateSettings).then((answer) => answer.data),
  });
  const signName = settings.data?.signName ?? '';
  const form = useMemo<CrudForm<SmsTemplateForm>>(
    () => ({
      schema: smsTemplateForm,
      initialValues: { purpose: 'custom', status: '0', content: '', contentEn: '', providerCode: '' },
      width: 820,
      container: 'drawer',
      fields: [
        { name: 'templateName', label: 'smsTemplate.templateName', half: true },
        { name: 'purpose', label: 'smsTemplate.purpose', half: true, render: () => <PurposeSelect /> },
        { name: 'providerCode', label: 'smsTemplate.providerCode', half: true },
        { name: 'status', label: 'smsTemplate.status', type: 'dictRadio', dict: 'sys_normal_disable', half: true },
        {
          name: 'content',
          label: 'smsTemplate.content',
          render: () => <TemplateTextEditor language="zh-CN" signName={signName} />,
        },
        {
          name: 'contentEn',
          label: 'smsTemplate.contentEn',
          render: () => <TemplateTextEditor language="en-US" signName={signName} />,
        },
        { name: 'remark', label: 'smsTemplate.remark', type: 'textarea' },
      ],
    }),
    [signName],
  );
  return <CrudTable resource={resource} columns={columns} form={form} />;
}

export { SmsTemplatePage as Component };
