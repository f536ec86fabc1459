import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { getCertificateTemplate, saveCertificateTemplate } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { ImageUpload } from '../../../../components/upload/image-upload';
import { HasPermi } from '../../../../core/access/access';
import { useAccess } from '../../../../core/access/use-access';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';

import { fetchPreview, type TemplateValues } from './awards-api';
import { IssueDateInput } from './issue-date-input';

interface Values {
  title: string;
  issuer: string;
  wording: string;
  sealPath: string | null;
  issueDate: string | null;
}

function bodyOf(values: Values): TemplateValues {
  return {
    title: values.title.trim(),
    issuer: values.issuer.trim(),
    wording: values.wording.trim(),
    sealPath: values.sealPath ? values.sealPath : null,
    issueDate: values.issueDate ?? null,
  };
}

/** The PDF preview in the page, with a link to open it in a tab of its own. */
function PreviewModal({ url, onClose }: { url: string | null; onClose(): void }) {
  const t = useT();
  return (
    <Modal
      open={url !== null}
      title={t('awardsPage.template.previewTitle')}
      width={900}
      footer={
        url && (
          <a href={url} target="_blank" rel="noreferrer">
            {t('awardsPage.template.openPreview')}
          </a>
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      {url && <iframe className="cbo-awards__pdf" src={url} title={t('awardsPage.template.previewTitle')} />}
    </Modal>
  );
}

/**
 * 证书模板: the edition's certificate heading, issuer, wording (with its placeholders), issue date
 * and seal; 预览 draws a sample PDF from the form as edited, nothing stored.
 */
export function CertificateTemplateForm({ competitionId }: { competitionId: number }) {
  const t = useT();
  const { message } = App.useApp();
  const { hasPermi } = useAccess();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const template = useQuery({
    queryKey: queryKeyOf(getCertificateTemplate, { competitionId }),
    queryFn: async () => (await api(getCertificateTemplate, { params: { competitionId } })).data,
  });
  const editable = hasPermi('comp:upgrading:award');

  useEffect(() => {
    if (!template.data) return;
    const { title, issuer, wording, sealPath, issueDate } = template.data;
    form.setFieldsValue({ title, issuer, wording, sealPath, issueDate });
  }, [template.data, form]);

  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const required = (label: string) => [
    { required: true, whitespace: true, message: t('awardsPage.template.required', { label }) },
  ];

  const save = async (values: Values) => {
    setSaving(true);
    try {
      await api(saveCertificateTemplate, { params: { competitionId }, body: bodyOf(values) });
      message.success(t('awardsPage.template.saved'));
      await template.refetch();
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };

  const preview = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setPreviewing(true);
    try {
      const blob = await fetchPreview(competitionId, bodyOf(values));
      if (blob) setPreviewUrl(URL.createObjectURL(blob));
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setPreviewing(false);
    }
  };

  if (template.isLoading) {
    return (
      <div className="cbo-crud__panel">
        <Skeleton active />
      </div>
    );
  }
  const title = t('awardsPage.template.title');
  const issuer = t('awardsPage.template.issuer');
  const wording = t('awardsPage.template.wording');
  return (
    <div className="cbo-crud__panel cbo-awards__template">
      {template.data && !template.data.saved && (
        <Alert type="info" showIcon className="cbo-awards__notice" title={t('awardsPage.template.unsaved')} />
      )}
      <Form<Values> form={form} name="comp_certificate_template" layout="vertical" disabled={!editable} onFinish={save}>
        <Form.Item name="title" label={title} rules={required(title)}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="issuer" label={issuer} rules={required(issuer)}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="wording"
          label={wording}
          rules={required(wording)}
          extra={t('awardsPage.template.wordingHint')}
        >
          <Input.TextArea rows={4} maxLength={300} showCount />
        </Form.Item>
        <Form.Item
          name="issueDate"
          label={t('awardsPage.template.issueDate')}
          extra={t('awardsPage.template.issueDateHint')}
        >
          <IssueDateInput />
        </Form.Item>
        <Form.Item name="sealPath" label={t('awardsPage.template.seal')} extra={t('awardsPage.template.sealHint')}>
          <ImageUpload limit={1} fileType={['png']} fileSize={2} isShowTip={false} />
        </Form.Item>
        <Space wrap>
          <HasPermi value={['comp:upgrading:award']}>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
              {t('awardsPage.template.save')}
            </Button>
          </HasPermi>
          <Button icon={<EyeOutlined />} loading={previewing} disabled={false} onClick={preview}>
            {t('awardsPage.template.preview')}
          </Button>
        </Space>
      </Form>
      <PreviewModal url={previewUrl} onClose={() => setPreviewUrl(null)} />
    </div>
  );
}
