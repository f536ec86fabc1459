import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Popover } from 'antd';
import { useState } from 'react';
import { useT } from '../../core/i18n';
import { filterIcons } from './filter-icons';
import { MENU_ICON_NAMES, menuIcon } from './menu-icon';
import './icon-select.css';

export interface IconSelectProps {
  /** The chosen icon name; '' or '#' (a button's placeholder) is none. Given by Form.Item. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
}

const chosen = (value: string | undefined) => (value && value !== '#' ? value : '');

/**
 * The menu icon picker: a read-only field showing the chosen icon; a click opens the shipped icon
 * set (the sidebar's names) as a grid with a search box. A choice closes it; the clear mark empties it.
 */
export function IconSelect({ value, onChange, id, disabled }: IconSelectProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const name = chosen(value);
  const shown = filterIcons(MENU_ICON_NAMES, search);

  const choose = (next: string) => {
    onChange?.(next);
    setOpen(false);
  };

  const panel = (
    <div className="cbo-icon-select__panel">
      <Input
        allowClear
        autoFocus
        prefix={<SearchOutlined />}
        placeholder={t('iconSelect.search')}
        aria-label={t('iconSelect.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('iconSelect.none')} />
      ) : (
        <div className="cbo-icon-select__grid" role="listbox" aria-label={t('iconSelect.title')}>
          {shown.map((icon) => (
            <button
              key={icon}
              type="button"
              role="option"
              aria-selected={icon === name}
              className="cbo-icon-select__item"
              title={icon}
              onClick={() => choose(icon)}
            >
              {menuIcon(icon)}
              <span className="cbo-icon-select__name">{icon}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );

  return (
    <Popover
      open={open && !disabled}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSearch('');
      }}
      trigger="click"
      placement="bottomLeft"
      title={t('iconSelect.title')}
      content={panel}
      destroyOnHidden
    >
      <Input
        id={id}
        readOnly
        disabled={disabled}
        className="cbo-icon-select__trigger"
        value={name}
        placeholder={t('iconSelect.placeholder')}
        prefix={name ? menuIcon(name) : <SearchOutlined />}
        suffix={
          name && !disabled ? (
            <CloseCircleFilled
              role="button"
              aria-label={t('iconSelect.clear')}
              className="ant-input-clear-icon"
              onClick={(event) => {
                event.stopPropagation();
                onChange?.('');
              }}
            />
          ) : (
            <span />
          )
        }
      />
    </Popover>
  );
}
