import { InboxOutlined, KeyOutlined } from '@ant-design/icons';
import { ResultCode } from '@cbo/contracts';
import { Alert, App, Button, Checkbox, Modal, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { type ImportReport, reportLines } from '../../../components/crud/import-api';
import { envelopeMessage, readBlobEnvelope } from '../../../core/download/blob-envelope';
import { download } from '../../../core/download/download';
import { http, isRequestError } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';

const BASE = '/system/user';

interface UserImportReport extends ImportReport {
  /** Names the one-time password sheet of the new accounts (downloadable once). */
  passwordSheet?: string;
}

/** The generic import's multipart POST, plus the SMS option and the sheet named in the answer. */
async function sendUserImport(file: File, updateSupport: boolean, smsLogin: boolean): Promise<UserImportReport> {
  const body = new FormData();
  body.append('file', file);
  const blob = await http.post<Blob>(`${BASE}/importData`, body, {
    params: { updateSupport, smsLogin },
    headers: { 'Content-Type': 'multipart/form-data' },
    responseType: 'blob',
  });
  const envelope = await readBlobEnvelope(blob);
  if (!envelope) return { ok: false, lines: [envelopeMessage({ code: ResultCode.ERROR, msg: '' })] };
  if (envelope.code === ResultCode.OK) {
    const sheet = typeof envelope.passwordSheet === 'string' ? envelope.passwordSheet : undefined;
    return { ok: true, lines: reportLines(envelope.msg), passwordSheet: sheet };
  }
  if (envelope.code === ResultCode.ERROR) return { ok: false, lines: reportLines(envelopeMessage(envelope)) };
  return { ok: false, lines: [envelopeMessage(envelope)] };
}

export interface UserImportDialogProps {
  open: boolean;
  onClose(): void;
  onImported(): void | Promise<void>;
}

/**
 * The users' import: the generic dialog's steps, an option for accounts that sign in by SMS code,
 * and after a successful import the one-time passwords of the new accounts, offered once.
 */
export function UserImportDialog({ open, onClose, onImported }: UserImportDialogProps) {
  const t = useT();
  const { message } = App.useApp();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [smsLogin, setSmsLogin] = useState(false);
  const [sending, setSending] = useState(false);
  const [report, setReport] = useState<UserImportReport | null>(null);
  const [sheetTaken, setSheetTaken] = useState(false);
  const entity = t('user.entity');

  const reset = () => {
    setFile(null);
    setReport(null);
    setSheetTaken(false);
  };
  const close = () => {
    reset();
    setUpdateSupport(false);
    setSmsLogin(false);
    onClose();
  };

  const start = async () => {
    const chosen = file?.originFileObj;
    if (!(chosen instanceof File)) {
      message.warning(t('crud.import.chooseFile'));
      return;
    }
    setSending(true);
    try {
      const result = await sendUserImport(chosen, updateSupport, smsLogin);
      setReport(result);
      if (result.ok) await onImported();
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setSending(false);
    }
  };

  const takeSheet = async () => {
    if (!report?.passwordSheet) return;
    // The server answers it once: the button goes whatever the outcome.
    setSheetTaken(true);
    await download(`${BASE}/importData/passwords/${report.passwordSheet}`, {}, `user_passwords_${Date.now()}.xlsx`);
  };

  const sheetButton = report?.passwordSheet && !sheetTaken && (
    <Button key="sheet" type="primary" icon={<KeyOutlined />} onClick={takeSheet}>
      {t('user.importPasswordSheet')}
    </Button>
  );
  const footer = report
    ? [
        <Button key="again" onClick={reset}>
          {t('crud.import.again')}
        </Button>,
        sheetButton,
        <Button key="close" type={sheetButton ? 'default' : 'primary'} onClick={close}>
          {t('crud.import.close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          {t('client.cancel')}
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
              {report.passwordSheet && <strong>{t('user.importPasswordSheetHint')}</strong>}
              <ul className="cbo-import__lines">
                {report.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
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
          <Checkbox checked={updateSupport} onChange={(event) => setUpdateSupport(event.target.checked)}>
            {t('crud.import.updateSupport', { name: entity })}
          </Checkbox>
          <Checkbox checked={smsLogin} onChange={(event) => setSmsLogin(event.target.checked)}>
            {t('user.importSmsLogin')}
          </Checkbox>
          <div className="cbo-import__hint">
            <span>{t('crud.import.hint')}</span>
            <Button
              type="link"
              size="small"
              onClick={() => download(`${BASE}/importTemplate`, {}, `user_template_${Date.now()}.xlsx`)}
            >
              {t('crud.import.template')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
