import { InboxOutlined } from '@ant-design/icons';
import type { ImportSheetsAnswer, ReviewTask } from '@cbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Table, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';
import { refreshTask, sendSheets, useTaskRubric } from './assignments-api';

type Problem = ImportSheetsAnswer['problems'][number];

/** A run's outcome: a summary line and, when any row has a problem, every problem in a table. */
export function SheetImportReport({ report }: { report: ImportSheetsAnswer }) {
  const t = useT();
  const clean = report.problems.length === 0;
  const counts = { rows: report.rows, problems: report.problems.length, written: report.written };
  const title = report.dryRun
    ? t(clean ? 'assign.importDryClean' : 'assign.importDryProblems', counts)
    : t(clean ? 'assign.importDone' : 'assign.importNothing', counts);
  return (
    <div className="cbo-assign-import__report">
      <Alert type={clean ? 'success' : 'error'} showIcon title={title} />
      {!clean && (
        <Table<Problem & { key: number }>
          size="small"
          className="cbo-assign-import__problems"
          rowKey="key"
          pagination={report.problems.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          dataSource={report.problems.map((problem, key) => ({ ...problem, key }))}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('assign.importRow'), width: 70 },
            { key: 'field', dataIndex: 'field', title: t('assign.importField'), width: 160 },
            { key: 'problem', dataIndex: 'problem', title: t('assign.importProblem') },
          ]}
        />
      )}
    </div>
  );
}

interface Props {
  task: ReviewTask;
  open: boolean;
  onClose(): void;
}

/**
 * 导入评分: offline sheets from Excel in two steps. The dry run lists every row's problems and
 * writes nothing; only a clean dry run offers the real import, after a confirmation, which writes
 * every row as a submitted sheet or none (docs/scoring.md, Offline import).
 */
export function SheetImportDialog({ task, open, onClose }: Props) {
  const t = useT();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const rubric = useTaskRubric(task.rubricId, open);
  const [file, setFile] = useState<UploadFile | null>(null);
  const [report, setReport] = useState<ImportSheetsAnswer | null>(null);
  const [running, setRunning] = useState<'dry' | 'real' | null>(null);

  const close = () => {
    setFile(null);
    setReport(null);
    onClose();
  };

  const run = async (dryRun: boolean) => {
    const chosen = file?.originFileObj;
    if (!(chosen instanceof File)) {
      message.warning(t('assign.chooseFile'));
      return;
    }
    setRunning(dryRun ? 'dry' : 'real');
    try {
      const answer = await sendSheets(task.taskId, chosen, dryRun);
      setReport(answer);
      if (!dryRun && answer.written > 0) await refreshTask(queryClient);
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setRunning(null);
    }
  };

  const confirmReal = () =>
    modal.confirm({
      title: t('assign.importRun'),
      content: t('assign.importConfirm', { rows: report?.rows ?? 0 }),
      okText: t('client.confirm'),
      cancelText: t('crud.cancel'),
      onOk: () => run(false),
    });

  const dryClean = report?.dryRun === true && report.problems.length === 0;
  const finished = report?.dryRun === false && report.problems.length === 0;
  const codes = rubric.data?.criteria.map((criterion) => criterion.code).join(', ') ?? '…';
  const footer = finished
    ? [
        <Button key="close" type="primary" onClick={close}>
          {t('assign.close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          {t('crud.cancel')}
        </Button>,
        <Button key="dry" loading={running === 'dry'} disabled={running === 'real'} onClick={() => run(true)}>
          {t('assign.importDry')}
        </Button>,
        <Button
          key="real"
          type="primary"
          loading={running === 'real'}
          disabled={!dryClean || running === 'dry'}
          onClick={confirmReal}
        >
          {t('assign.importRun')}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={t('assign.importTitle')}
      width={760}
      footer={footer}
      mask={{ closable: false }}
      onCancel={close}
      className="cbo-assign-import"
    >
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
            <p className="ant-upload-text">{t('assign.drop')}</p>
          </Upload.Dragger>
          <p className="cbo-assign__hint">{t('assign.importHint', { codes })}</p>
        </div>
      )}
      {report && <SheetImportReport report={report} />}
    </Modal>
  );
}
