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
 * The server names a bad cell by its column title for format issues and by the form's key for
 * rule issues; keys of the template's fixed columns are shown as their titles (with the key).
 */
const TEMPLATE_TITLES: Record<string, string> = {
  trackId: '赛道',
  categoryId: '组别',
  projectName: '项目名称',
  industry: '行业',
  regionCode: '地区编码',
  orgId: '单位',
  summary: '项目简介',
  leaderName: '负责人姓名',
  leaderMobile: '负责人手机',
  leaderIdNumber: '负责人身份证号',
  members: '团队成员',
};

export function fieldTitle(field: string): string {
  const title = TEMPLATE_TITLES[field];
  return title ? `${title}（${field}）` : field;
}

/** The rows and issues of a run: a summary line, then every bad row (row, field, rule, why). */
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
            {
              key: 'field',
              dataIndex: 'field',
              title: t('apply.import.field'),
              width: 180,
              render: (field: string) => fieldTitle(field),
            },
            { key: 'rule', dataIndex: 'rule', title: t('apply.import.rule'), width: 110 },
            { key: 'message', dataIndex: 'message', title: t('apply.import.message') },
          ]}
        />
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
          {t('client.cancel')}
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
