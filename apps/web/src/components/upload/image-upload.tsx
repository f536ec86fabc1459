import { PlusOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { Image, Spin, Typography, Upload, type UploadFile } from 'antd';
import { useCallback, useState } from 'react';
import { useT } from '../../core/i18n';
import { signedUrl, signedUrlKey, type UploadAnswer } from './upload-api';
import { IMAGE_DEFAULTS, originalName, type UploadRules, valueList } from './upload-rules';
import { useUploadQueue } from './use-upload-queue';
import './upload.css';

export interface ImageUploadProps {
  value?: string | string[] | null;
  onChange?: (value: string) => void;
  fileType?: readonly string[];
  fileSize?: number;
  limit?: number;
  isShowTip?: boolean;
  disabled?: boolean;
}

/** Signed links are good for 5 minutes; ask again a minute before. */
const LINK_FRESH_MS = 4 * 60_000;

/** The image upload of docs/web-client.md section 5: picture cards with preview, the image texts and limits. */
export function ImageUpload({
  value,
  onChange,
  fileType = IMAGE_DEFAULTS.types,
  fileSize = IMAGE_DEFAULTS.sizeMb,
  limit = IMAGE_DEFAULTS.limit,
  isShowTip = true,
  disabled,
}: ImageUploadProps) {
  const t = useT();
  const [preview, setPreview] = useState<string>();
  const rules: UploadRules = { types: fileType, sizeMb: fileSize, limit };
  const images = valueList(value);
  const links = useQueries({
    queries: images.map((path) => ({
      queryKey: signedUrlKey(path),
      queryFn: () => signedUrl(path),
      staleTime: LINK_FRESH_MS,
      refetchInterval: LINK_FRESH_MS,
    })),
  });
  const settle = useCallback(
    (stored: UploadAnswer[]) => onChange?.([...images, ...stored.map((answer) => answer.fileName)].join(',')),
    [images, onChange],
  );
  const queue = useUploadQueue(settle, 'image');
  const fileList: UploadFile[] = images.map((path, index) => ({
    uid: path,
    name: originalName(path),
    status: links[index]?.isError ? 'error' : 'done',
    url: links[index]?.data,
  }));

  return (
    <Spin spinning={queue.uploading} tip={t('upload.uploading')}>
      <Upload
        listType="picture-card"
        multiple={limit > 1}
        disabled={disabled || queue.uploading}
        accept={fileType.map((type) => `.${type}`).join(',')}
        fileList={fileList}
        beforeUpload={queue.accept(images.length, rules)}
        customRequest={({ file }) => void queue.send(file as File)}
        onPreview={(file) => setPreview(file.url)}
        onRemove={(file) => {
          onChange?.(images.filter((path) => path !== file.uid).join(','));
          return false;
        }}
      >
        {images.length < limit && !disabled && (
          <button type="button" className="cbo-upload__add">
            <PlusOutlined />
            <span>{t('upload.chooseImage')}</span>
          </button>
        )}
      </Upload>
      {isShowTip && (
        <Typography.Text type="secondary" className="cbo-upload__tip">
          {t('upload.tip', { size: fileSize, types: fileType.join('/') })}
        </Typography.Text>
      )}
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{ visible: true, src: preview, onVisibleChange: (visible) => !visible && setPreview(undefined) }}
        />
      )}
    </Spin>
  );
}
