import {
  RotateLeftOutlined,
  RotateRightOutlined,
  UploadOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { uploadAvatar as uploadAvatarEndpoint } from '@cbo/contracts';
import { App, Button, Modal, Slider, Tooltip, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useAuthStore } from '../../core/auth/auth-store';
import { api } from '../../core/http/api';
import { useT } from '../../core/i18n';
import { canvasToBlob, cropToCanvas } from './crop-image';
import { AVATAR_MAX_MB, AVATAR_TYPES, avatarFileProblem, outputTypeOf } from './image-check';
import './avatar-crop.css';

export interface AvatarCropDialogProps {
  open: boolean;
  /** What the preview shows before an image is chosen (the current avatar). */
  current: string;
  onClose(): void;
  /** After the upload: the stored avatar path the server answered. */
  onUploaded?(path: string): void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const PREVIEW_SIZE = 160;

interface Chosen {
  src: string;
  type: 'image/png' | 'image/jpeg';
}

function revoke(url: { current: string | undefined }): void {
  if (url.current) URL.revokeObjectURL(url.current);
  url.current = undefined;
}

/** POST /system/user/profile/avatar with the cropped image as multipart `avatarfile`. */
async function uploadAvatar(blob: Blob, type: string): Promise<string> {
  const form = new FormData();
  form.append('avatarfile', blob, type === 'image/jpeg' ? 'avatar.jpg' : 'avatar.png');
  const answer = await api(uploadAvatarEndpoint, {
    form,
    repeatSubmit: false,
    config: { headers: { 'Content-Type': 'multipart/form-data' } },
  });
  return answer.imgUrl;
}

/**
 * The avatar cropper: choose a raster image, frame it in a square (drag, zoom, rotate), see the
 * round preview, upload the cropped image. The store's avatar changes at once, so the navbar and
 * every other avatar follow.
 */
export function AvatarCropDialog({ open, current, onClose, onUploaded }: AvatarCropDialogProps) {
  const t = useT();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<Chosen>();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area>();
  const [preview, setPreview] = useState<string>();
  const [saving, setSaving] = useState(false);
  const objectUrl = useRef<string>(undefined);

  // The chosen image's object URL lives until another is chosen or the dialog goes.
  useEffect(() => () => revoke(objectUrl), []);

  useEffect(() => {
    if (open) return;
    revoke(objectUrl);
    setChosen(undefined);
    setPreview(undefined);
    setArea(undefined);
    setZoom(1);
    setRotation(0);
    setCrop({ x: 0, y: 0 });
  }, [open]);

  // The round preview follows the frame (a little after the last move).
  useEffect(() => {
    if (!chosen || !area) return;
    let live = true;
    const timer = setTimeout(() => {
      cropToCanvas(chosen.src, area, rotation, PREVIEW_SIZE)
        .then((canvas) => live && setPreview(canvas.toDataURL('image/png')))
        .catch(() => undefined);
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [chosen, area, rotation]);

  const choose = (file: File) => {
    const problem = avatarFileProblem(file);
    if (problem) {
      message.error(
        problem.key === 'upload.imageType'
          ? t(problem.key, { types: problem.types })
          : t(problem.key, { n: problem.n }),
      );
      return false;
    }
    revoke(objectUrl);
    objectUrl.current = URL.createObjectURL(file);
    setChosen({ src: objectUrl.current, type: outputTypeOf(file) });
    setZoom(1);
    setRotation(0);
    setCrop({ x: 0, y: 0 });
    return false;
  };

  const submit = async () => {
    if (!chosen || !area) {
      message.warning(t('avatar.empty'));
      return;
    }
    setSaving(true);
    try {
      const canvas = await cropToCanvas(chosen.src, area, rotation);
      const path = await uploadAvatar(await canvasToBlob(canvas, chosen.type), chosen.type);
      useAuthStore.setState({ avatar: path });
      message.success(t('avatar.ok'));
      onUploaded?.(path);
      onClose();
    } catch (error) {
      // A refused upload has been shown by the request client; a broken image has not.
      if (
        error instanceof Error &&
        (error.message === 'image' || error.message === 'canvas' || error.message === 'blob')
      ) {
        message.error(t('avatar.readFailed'));
      }
    } finally {
      setSaving(false);
    }
  };

  const zoomBy = (step: number) => setZoom((value) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, value + step)));

  return (
    <Modal
      open={open}
      title={t('avatar.title')}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        <Button type="primary" loading={saving} disabled={!chosen} onClick={submit}>
          {t('avatar.submit')}
        </Button>
      }
    >
      <div className="cbo-avatar-crop">
        <div className="cbo-avatar-crop__stage" data-testid="avatar-crop-stage">
          {chosen ? (
            <Cropper
              image={chosen.src}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onRotationChange={setRotation}
              onCropComplete={(_percent, pixels) => setArea(pixels)}
            />
          ) : (
            <div className="cbo-avatar-crop__placeholder">{t('avatar.empty')}</div>
          )}
        </div>
        <div className="cbo-avatar-crop__side">
          <div className="cbo-avatar-crop__preview">
            <img src={preview ?? current} alt={t('avatar.preview')} />
          </div>
          <span className="cbo-avatar-crop__label">{t('avatar.preview')}</span>
        </div>
      </div>
      <div className="cbo-avatar-crop__controls">
        <Upload accept={AVATAR_TYPES.map((type) => `.${type}`).join(',')} showUploadList={false} beforeUpload={choose}>
          <Button icon={<UploadOutlined />}>{t('avatar.choose')}</Button>
        </Upload>
        <div className="cbo-avatar-crop__zoom">
          <Tooltip title={t('avatar.zoomOut')}>
            <Button
              icon={<ZoomOutOutlined />}
              aria-label={t('avatar.zoomOut')}
              disabled={!chosen}
              onClick={() => zoomBy(-0.2)}
            />
          </Tooltip>
          <Slider
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            value={zoom}
            disabled={!chosen}
            onChange={setZoom}
            aria-label={t('avatar.zoom')}
            tooltip={{ formatter: (value) => `${Math.round((value ?? 1) * 100)}%` }}
          />
          <Tooltip title={t('avatar.zoomIn')}>
            <Button
              icon={<ZoomInOutlined />}
              aria-label={t('avatar.zoomIn')}
              disabled={!chosen}
              onClick={() => zoomBy(0.2)}
            />
          </Tooltip>
        </div>
        <Tooltip title={t('avatar.rotateLeft')}>
          <Button
            icon={<RotateLeftOutlined />}
            aria-label={t('avatar.rotateLeft')}
            disabled={!chosen}
            onClick={() => setRotation((value) => (value + 270) % 360)}
          />
        </Tooltip>
        <Tooltip title={t('avatar.rotateRight')}>
          <Button
            icon={<RotateRightOutlined />}
            aria-label={t('avatar.rotateRight')}
            disabled={!chosen}
            onClick={() => setRotation((value) => (value + 90) % 360)}
          />
        </Tooltip>
      </div>
      <div className="cbo-avatar-crop__hint">
        {t('avatar.hint', { types: AVATAR_TYPES.join('/'), n: AVATAR_MAX_MB })}
      </div>
    </Modal>
  );
}
