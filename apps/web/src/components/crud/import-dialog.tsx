import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Modal, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { download } from '../../core/download/download';
import { isRequestError } from '../../core/http/http-client';
import { useT } from '../../core/i18n';
import { type ImportReport, sendImport } from './import-api';
import type { CrudResource, ImportOptions } from './types';

export interface ImportDialogProps<Row> {
  resource: CrudResource<Row>;
  /** Extra flags and what a successful report shows besides its lines. */
  options?: ImportOptions;
  open: boolean;
  onClose(): void;
  /** Called after a successful import (the list is refreshed). */
  onImported(): void | Promise<void>;
}

/** Import from the template: choose an .xlsx, optionally update existing rows, read the report. */
export function ImportDialog<Row>({ resource, options, open, onClose, onImported }: ImportDialogProps<Row>) {
  const t = useT();
  const { message } = App.useApp();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [flags, setFlags] = useState<Record<string, boolean>>({});
  const [sending, setSending] = useState(false);
  const [templateLoading, setTemplateLoading] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const entity = t(resource.entity);

  const reset = () => {
    setFile(null);
    setReport(null);
  };
  const close = () => {
    reset();
    setUpdateSupport(false);
    setFlags({});
    onClose();
  };

  const start = async () => {
    const chosen = file?.originFileObj;
    if (!(chosen instanceof File) || !resource.api.importData) {
      message.warning(t('crud.import.chooseFile'));
      return;
    }
    setSending(true);
    try {
      const result = await sendImport(resource.api.importData, chosen, updateSupport, flags);
      setReport(result);
      if (result.ok) await onImported();
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setSending(false);
    }
  };

  const downloadTemplate = async () => {
    if (!resource.api.importTemplate) return;
    setTemplateLoading(true);
    await download(resource.api.importTemplate, {}, `${resource.fileName}_template_${Date.now()}.xlsx`);
    setTemplateLoading(false);
  };

  const footer = report
    ? [
        <Button key="again" onClick={reset}>
          {t('crud.import.again')}
        </Button>,
        <Button key="close" type="primary" onClick={close}>
          {t('crud.import.close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          {t('crud.cancel')}
        </Button>,
        <Button key="start" type="primary" loading={sending} onClick={start}>
          {t('crud.import.start')}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={t('crud.import.title', { name: entity })}
      width={480}
      footer={footer}
      mask={{ closable: false }}
      onCancel={close}
    >
      {report ? (
        <Alert
          className="cbo-import__report"
          type={report.ok ? 'success' : 'error'}
          showIcon
          title={t('crud.import.result')}
          description={
            <>
              <ul className="cbo-import__lines">
                {report.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {report.ok && options?.renderResult?.(report)}
            </>
          }
        />
      ) : (
        <div className="cbo-import">
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            fileList={file ? [file] : []}
            beforeUpload={(chosen) => {
              if (!/\.xlsx$/i.test(chosen.name)) {
                message.error(t('crud.import.wrongType'));
                return Upload.LIST_IGNORE;
              }
              setFile({ uid: chosen.uid, name: chosen.name, size: chosen.size, originFileObj: chosen });
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('crud.import.drop')}</p>
          </Upload.Dragger>
          {options?.updateSupport !== false && (
            <Checkbox checked={updateSupport} onChange={(event) => setUpdateSupport(event.target.checked)}>
              {t('crud.import.updateSupport', { name: entity })}
            </Checkbox>
          )}
          {options?.flags?.map((flag) => (
            <Checkbox
              key={flag.name}
              checked={flags[flag.name] === true}
              onChange={(event) => setFlags((current) => ({ ...current, [flag.name]: event.target.checked }))}
            >
              {t(flag.label)}
            </Checkbox>
          ))}
          <div className="cbo-import__hint">
            <span>{t('crud.import.hint')}</span>
            {resource.api.importTemplate && (
              <Button type="link" size="small" loading={templateLoading} onClick={downloadTemplate}>
                {t('crud.import.template')}
              </Button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
