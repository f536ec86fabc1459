import {
  AppstoreOutlined,
  ClearOutlined,
  CodeOutlined,
  EyeOutlined,
  RedoOutlined,
  SaveOutlined,
  SettingOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { useT } from '../../../core/i18n';

export interface BuilderToolbarProps {
  title: string;
  version?: number;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  empty: boolean;
  canSave: boolean;
  /** Below 992 px: the palette and the properties open as drawers from here. */
  mobile: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onPreview: () => void;
  onJson: () => void;
  onClear: () => void;
  onSave: () => void;
  onPalette: () => void;
  onProperties: () => void;
}

/** The builder's actions; on phones the buttons keep their icons and drop their words. */
export function BuilderToolbar(props: BuilderToolbarProps) {
  const t = useT();
  const { mobile } = props;
  const label = (text: string) => (mobile ? undefined : text);
  const iconButton = (
    key: 'undo' | 'redo',
    icon: React.ReactNode,
    disabled: boolean,
    onClick: () => void,
    shortcut: string,
  ) => (
    <Tooltip title={`${t(`formBuilder.${key}`)} (${shortcut})`}>
      <Button icon={icon} disabled={disabled} onClick={onClick} aria-label={t(`formBuilder.${key}`)} />
    </Tooltip>
  );
  return (
    <div className="form-builder__toolbar">
      <div className="form-builder__heading">
        <Typography.Text strong ellipsis className="form-builder__name">
          {props.title}
        </Typography.Text>
        {props.version !== undefined && <Tag>{t('formBuilder.version', { version: props.version })}</Tag>}
        {props.dirty && <Tag color="orange">{t('formBuilder.unsaved')}</Tag>}
      </div>
      <Space wrap size={[8, 8]} className="form-builder__actions">
        {mobile && (
          <>
            <Button icon={<AppstoreOutlined />} onClick={props.onPalette}>
              {t('formBuilder.palette')}
            </Button>
            <Button icon={<SettingOutlined />} onClick={props.onProperties}>
              {t('formBuilder.properties')}
            </Button>
          </>
        )}
        <Space.Compact>
          {iconButton('undo', <UndoOutlined />, !props.canUndo, props.onUndo, 'Ctrl+Z')}
          {iconButton('redo', <RedoOutlined />, !props.canRedo, props.onRedo, 'Ctrl+Shift+Z')}
        </Space.Compact>
        <Button
          icon={<EyeOutlined />}
          onClick={props.onPreview}
          disabled={props.empty}
          aria-label={t('formBuilder.preview')}
        >
          {label(t('formBuilder.preview'))}
        </Button>
        <Button icon={<CodeOutlined />} onClick={props.onJson} aria-label={t('formBuilder.json')}>
          {label(t('formBuilder.json'))}
        </Button>
        <Popconfirm title={t('formBuilder.clearConfirm')} onConfirm={props.onClear} disabled={props.empty}>
          <Button icon={<ClearOutlined />} danger disabled={props.empty} aria-label={t('formBuilder.clear')}>
            {label(t('formBuilder.clear'))}
          </Button>
        </Popconfirm>
        {props.canSave && (
          <Button type="primary" icon={<SaveOutlined />} onClick={props.onSave} aria-label={t('formBuilder.save')}>
            {label(t('formBuilder.save'))}
          </Button>
        )}
      </Space>
    </div>
  );
}
