import { CopyOutlined, DownloadOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { type FormSchema, formSchema, type MessageParams } from '@cbo/contracts';
import { Alert, App, Button, Input, Modal, Space, Tabs } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { saveBlob } from '../../../core/download';
import { type Translate, type TranslationKey, useT } from '../../../core/i18n';

/** The document as the JSON dialog shows and downloads it: pretty-printed, two spaces. */
export const schemaJson = (schema: FormSchema) => JSON.stringify(schema, null, 2);

export type ParsedSchema = { schema: FormSchema; problems?: undefined } | { schema?: undefined; problems: string[] };

/**
 * A pasted or opened document, checked whole with the contracts' `formSchema` (structure, then the
 * rule code's cross-node problems): the document, or every problem with its path.
 */
export function parseSchemaJson(text: string, t: Translate): ParsedSchema {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      problems: [t('formBuilder.jsonUnreadable', { error: error instanceof Error ? error.message : String(error) })],
    };
  }
  const parsed = formSchema.safeParse(value);
  if (parsed.success) return { schema: parsed.data };
  return {
    problems: parsed.error.issues.map((issue) => {
      const path = issue.path.length > 0 ? issue.path.join('.') : t('formBuilder.jsonRoot');
      // The rule code's problems carry a catalogue key with its params (form/answers.ts).
      const params = 'params' in issue ? (issue.params as MessageParams | undefined) : undefined;
      return `${path}: ${t(issue.message as TranslationKey, params)}`;
    }),
  };
}

export interface JsonDialogProps {
  open: boolean;
  schema: FormSchema;
  /** The file name's stem for a download (the form's name). */
  fileName: string;
  onClose: () => void;
  onImport: (schema: FormSchema) => void;
}

/** JSON out (copy, download) and in (paste or open a file; replaces the form only when valid). */
export function JsonDialog({ open, schema, fileName, onClose, onImport }: JsonDialogProps) {
  const t = useT();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const json = schemaJson(schema);

  const apply = () => {
    const parsed = parseSchemaJson(text, t);
    if (parsed.problems) {
      setProblems(parsed.problems);
      return;
    }
    setProblems([]);
    setText('');
    onImport(parsed.schema);
    message.success(t('formBuilder.jsonReplaced'));
    onClose();
  };

  const openFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setText(await file.text());
    setProblems([]);
  };

  return (
    <Modal open={open} title={t('formBuilder.jsonTitle')} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <Tabs
        items={[
          {
            key: 'out',
            label: t('formBuilder.jsonExport'),
            children: (
              <Space orientation="vertical" className="form-builder__wide">
                <Space wrap>
                  <Button
                    icon={<CopyOutlined />}
                    onClick={() => {
                      void navigator.clipboard
                        ?.writeText(json)
                        .then(() => message.success(t('formBuilder.jsonCopied')));
                    }}
                  >
                    {t('formBuilder.jsonCopy')}
                  </Button>
                  <Button
                    icon={<DownloadOutlined />}
                    onClick={() => saveBlob(new Blob([json], { type: 'application/json' }), `${fileName}.json`)}
                  >
                    {t('formBuilder.jsonDownload')}
                  </Button>
                </Space>
                <pre className="form-builder__json" data-testid="form-json">
                  {json}
                </pre>
              </Space>
            ),
          },
          {
            key: 'in',
            label: t('formBuilder.jsonImport'),
            children: (
              <Space orientation="vertical" className="form-builder__wide">
                <Input.TextArea
                  aria-label={t('formBuilder.jsonImport')}
                  placeholder={t('formBuilder.jsonPaste')}
                  rows={12}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  className="form-builder__json-input"
                />
                {problems.length > 0 && (
                  <Alert
                    type="error"
                    showIcon
                    title={t('formBuilder.jsonProblems', { n: problems.length })}
                    description={
                      <ul className="form-builder__problem-list">
                        {problems.map((problem) => (
                          <li key={problem}>{problem}</li>
                        ))}
                      </ul>
                    }
                  />
                )}
                <Space wrap>
                  <Button icon={<FolderOpenOutlined />} onClick={() => fileInput.current?.click()}>
                    {t('formBuilder.jsonOpenFile')}
                  </Button>
                  <Button type="primary" disabled={!text.trim()} onClick={apply}>
                    {t('formBuilder.jsonApply')}
                  </Button>
                </Space>
                <input
                  ref={fileInput}
                  type="file"
                  accept=".json,application/json"
                  hidden
                  aria-label={t('formBuilder.jsonOpenFile')}
                  onChange={(event) => void openFile(event)}
                />
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
}
