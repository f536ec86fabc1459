import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { useT } from '../../core/i18n';

export interface ToolbarColumn {
  key: string;
  title: string;
}

export interface RightToolbarProps {
  size?: 'small';
  showSearch?: boolean;
  /** Without it there is no search toggle (a page with no search form). */
  onToggleSearch?: () => void;
  onRefresh(): void;
  /** Columns the user may show or hide; none means no column chooser. */
  columns?: readonly ToolbarColumn[];
  hidden?: readonly string[];
  onHiddenChange?: (hidden: string[]) => void;
}

/** The reference's right toolbar: toggle the search form, refresh, choose the visible columns. */
export function RightToolbar({
  size,
  showSearch = true,
  onToggleSearch,
  onRefresh,
  columns = [],
  hidden = [],
  onHiddenChange,
}: RightToolbarProps) {
  const t = useT();
  const shown = columns.filter((column) => !hidden.includes(column.key)).map((column) => column.key);
  const chooser = (
    <div className="cbo-columns">
      <Checkbox.Group
        className="cbo-columns__list"
        value={shown}
        options={columns.map((column) => ({ label: column.title, value: column.key }))}
        onChange={(keys) =>
          onHiddenChange?.(columns.map((column) => column.key).filter((key) => !(keys as string[]).includes(key)))
        }
      />
      <Button size="small" type="link" disabled={hidden.length === 0} onClick={() => onHiddenChange?.([])}>
        {t('crud.columnsReset')}
      </Button>
    </div>
  );
  const searchLabel = t(showSearch ? 'crud.hideSearch' : 'crud.showSearch');
  return (
    <Space size={8} className="cbo-right-toolbar">
      {onToggleSearch && (
        <Tooltip title={searchLabel}>
          <Button
            size={size}
            shape="circle"
            icon={<SearchOutlined />}
            aria-label={searchLabel}
            onClick={onToggleSearch}
          />
        </Tooltip>
      )}
      <Tooltip title={t('crud.refresh')}>
        <Button
          size={size}
          shape="circle"
          icon={<ReloadOutlined />}
          aria-label={t('crud.refresh')}
          onClick={onRefresh}
        />
      </Tooltip>
      {columns.length > 0 && (
        <Popover trigger="click" placement="bottomRight" title={t('crud.columns')} content={chooser}>
          <Tooltip title={t('crud.columns')}>
            <Button size={size} shape="circle" icon={<AppstoreOutlined />} aria-label={t('crud.columns')} />
          </Tooltip>
        </Popover>
      )}
    </Space>
  );
}
