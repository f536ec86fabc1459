import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, List, Spin, Typography, Upload } from 'antd';
import { useCallback, useRef } from 'react';
import { useT } from '../../core/i18n';
import { signedUrl, type UploadAnswer } from './upload-api';
import { FILE_DEFAULTS, originalName, type UploadRules, valueList } from './upload-rules';
import { useUploadQueue } from './use-upload-queue';
import './upload.css';

export interface FileUploadProps {
  /** Stored resource paths, comma-joined (the reference's v-model) or as a list. */
  value?: string | string[] | null;
  onChange?: (value: string) => void;
  /** Allowed extensions (spec default ppt, pdf, png, jpg, jpeg). */
  fileType?: readonly string[];
  /** Size limit in MB (default 5). */
  fileSize?: number;
  /** Most files (default 5). */
  limit?: number;
  isShowTip?: boolean;
  disabled?: boolean;
}

/**
 * The generic file upload of docs/web-client.md section 5: checks type, size and count before sending, shows a
 * loading overlay while files upload, and updates the list once every pending upload finished.
 */
export function FileUpload({
  value,
  onChange,
  fileType = FILE_DEFAULTS.types,
  fileSize = FILE_DEFAULTS.sizeMb,
  limit = FILE_DEFAULTS.limit,
  isShowTip = true,
  disabled,
}: FileUploadProps) {
  const t = useT();
  const rules: UploadRules = { types: fileType, sizeMb: fileSize, limit };
  const files = valueList(value);
  // Original names of the files uploaded here, by stored path (a stored value has only its path).
  const originals = useRef(new Map<string, string>());
  const settle = useCallback(
    (stored: UploadAnswer[]) => {
      for (const answer of stored) originals.current.set(answer.fileName, answer.originalFilename);
      onChange?.([...files, ...stored.map((answer) => answer.fileName)].join(','));
    },
    [files, onChange],
  );
  const queue = useUploadQueue(settle, 'file');

  const open = async (path: string) => window.open(await signedUrl(path), '_blank', 'noopener');
  const remove = (index: number) => onChange?.(files.filter((_, i) => i !== index).join(','));

  return (
    <Spin spinning={queue.uploading} tip={t('upload.uploading')}>
      <Flex vertical gap={8} className="cbo-upload">
        <Upload
          multiple={limit > 1}
          showUploadList={false}
          disabled={disabled || queue.uploading}
          accept={fileType.map((type) => `.${type}`).join(',')}
          beforeUpload={queue.accept(files.length, rules)}
          customRequest={({ file }) => void queue.send(file as File)}
        >
          <Button icon={<UploadOutlined />} disabled={disabled || queue.uploading}>
            {t('upload.choose')}
          </Button>
        </Upload>
        {isShowTip && (
          <Typography.Text type="secondary" className="cbo-upload__tip">
            {t('upload.tip', { size: fileSize, types: fileType.join('/') })}
          </Typography.Text>
        )}
        {files.length > 0 && (
          <List
            size="small"
            bordered
            dataSource={files}
            renderItem={(path, index) => (
              <List.Item
                actions={[
                  <Button
                    key="delete"
                    type="link"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    disabled={disabled}
                    onClick={() => remove(index)}
                  >
                    {t('upload.delete')}
                  </Button>,
                ]}
              >
                <Typography.Link onClick={() => void open(path)} className="cbo-upload__name">
                  <PaperClipOutlined /> {originalName(path, originals.current)}
                </Typography.Link>
              </List.Item>
            )}
          />
        )}
      </Flex>
    </Spin>
  );
}
