import { InboxOutlined } from '@ant-design/icons';
import { applicationImportTemplate, type ImportIssue } from '@cbo/contracts';
import { Alert, App, Button, Form, Modal, Select, Table, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { useEditionOptions } from '../../../components/comp/use-editions';
import { download } from '../../../core/download/download';
import { isRequestError } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';
import { type ImportReport, importSheet } from './application-api';

interface Props {
  open: boolean;
  defaultCompetitionId?: number;
  onClose(): void;
  onImported(): void | Promise<void>;
}

/**
 * The rows and issues of a run: a summary line, every bad row (row, the sheet's column, the rule in
 * words, why), then the rows that import well but still lack files the team uploads on the portal.
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const t = useT();
  const clean = report.issues.length === 0;
  const title = report.dryRun
    ? clean
      ? t('apply.import.dryClean', { rows: report.rows })
      : t('apply.import.dryIssues', { rows: report.rows, issues: report.issues.length })
    : clean
      ? t('apply.import.done', { imported: report.imported })
      : t('apply.import.nothing', { issues: report.issues.length });
  return (
    <div className="cbo-apply-import__report">
      <Alert type={clean ? 'success' : 'error'} showIcon title={title} />
      {!clean && (
        <Table<ImportIssue & { key: number }>
          size="small"
          className="cbo-apply-import__issues"
          rowKey="key"
          pagination={report.issues.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          dataSource={report.issues.map((issue, key) => ({ ...issue, key }))}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('apply.import.row'), width: 70 },
            { key: 'field', dataIndex: 'field', title: t('apply.import.field'), width: 160 },
            {
              key: 'reason',
              dataIndex: 'reason',
              title: t('apply.import.rule'),
              width: 130,
              // A report from before reasons were sent names the rule only.
              render: (reason: string | undefined, issue) => reason ?? issue.rule,
            },
            { key: 'message', dataIndex: 'message', title: t('apply.import.message') },
          ]}
        />
      )}
      {clean && report.accounts && <Alert type="info" showIcon title={t('apply.import.accounts', report.accounts)} />}
      {clean && (report.lackingRows ?? 0) > 0 && (
        <>
          <Alert type="warning" showIcon title={t('apply.import.lackingTitle', { count: report.lackingRows })} />
          <Table
            size="small"
            className="cbo-apply-import__lacking"
            rowKey="row"
            pagination={report.lacking.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            dataSource={report.lacking}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('apply.import.row'), width: 70 },
              { key: 'projectName', dataIndex: 'projectName', title: t('apply.import.project'), width: 180 },
              {
                key: 'lacks',
                dataIndex: 'lacks',
                title: t('apply.import.lacks'),
                render: (lacks: string[]) => lacks.join('、'),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}

/**
 * Import in two steps: a dry run checks every row and writes nothing; when it found no issue, the
 * real run writes every row or none.
 */
export function ApplicationImportDialog({ open, defaultCompetitionId, onClose, onImported }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const editions = useEditionOptions();
  const [competitionId, setCompetitionId] = useState<number | undefined>(defaultCompetitionId);
  const [file, setFile] = useState<UploadFile | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [running, setRunning] = useState<'dry' | 'real' | null>(null);
  const [templateLoading, setTemplateLoading] = useState(false);

  useEffect(() => {
    if (open) setCompetitionId((chosen) => chosen ?? defaultCompetitionId);
  }, [open, defaultCompetitionId]);

  const close = () => {
    setFile(null);
    setReport(null);
    onClose();
  };

  const run = async (dryRun: boolean) => {
    const chosen = file?.originFileObj;
    if (!competitionId) {
      message.warning(t('apply.import.chooseEdition'));
      return;
    }
    if (!(chosen instanceof File)) {
      message.warning(t('crud.import.chooseFile'));
      return;
    }
    setRunning(dryRun ? 'dry' : 'real');
    try {
      const result = await importSheet(competitionId, chosen, dryRun);
      setReport(result);
      if (!dryRun && result.imported > 0) await onImported();
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setRunning(null);
    }
  };

  const downloadTemplate = async () => {
    if (!competitionId) {
      message.warning(t('apply.import.chooseEdition'));
      return;
    }
    setTemplateLoading(true);
    // The edition goes in the query string, as the endpoint takes it.
    await download(applicationImportTemplate, {}, `application_template_${Date.now()}.xlsx`, {
      config: { params: { competitionId } },
    });
    setTemplateLoading(false);
  };

  const dryClean = report?.dryRun === true && report.issues.length === 0;
  const finished = report?.dryRun === false && report.issues.length === 0;
  const footer = finished
    ? [
        <Button key="close" type="primary" onClick={close}>
          {t('crud.import.close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          {t('crud.cancel')}
        </Button>,
        <Button key="dry" loading={running === 'dry'} disabled={running === 'real'} onClick={() => run(true)}>
          {t('apply.import.dryRun')}
        </Button>,
        <Button
          key="real"
          type="primary"
          loading={running === 'real'}
          disabled={!dryClean || running === 'dry'}
          onClick={() => run(false)}
        >
          {t('apply.import.run')}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={t('apply.import.title')}
      width={760}
      footer={footer}
      mask={{ closable: false }}
      onCancel={close}
      className="cbo-apply-import"
    >
      <Form layout="vertical">
        <Form.Item label={t('apply.edition')} required>
          <Select
            value={competitionId}
            disabled={running !== null}
            onChange={(value) => {
              setCompetitionId(value);
              setReport(null);
            }}
            placeholder={t('crud.placeholder.select', { label: t('apply.edition') })}
            options={(editions.data ?? []).map((e) => ({ value: e.competitionId, label: e.competitionName }))}
          />
        </Form.Item>
      </Form>
      {!finished && (
        <div className="cbo-import">
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            disabled={running !== null}
            fileList={file ? [file] : []}
            beforeUpload={(chosen) => {
              if (!/\.xlsx$/i.test(chosen.name)) {
                message.error(t('crud.import.wrongType'));
                return Upload.LIST_IGNORE;
              }
              setFile({ uid: chosen.uid, name: chosen.name, size: chosen.size, originFileObj: chosen });
              setReport(null);
              return false;
            }}
            onRemove={() => {
              setFile(null);
              setReport(null);
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('crud.import.drop')}</p>
          </Upload.Dragger>
          <div className="cbo-import__hint">
            <span>{t('apply.import.hint')}</span>
            <Button type="link" size="small" loading={templateLoading} onClick={downloadTemplate}>
              {t('crud.import.template')}
            </Button>
          </div>
        </div>
      )}
      {report && <ImportReportView report={report} />}
    </Modal>
  );
}
