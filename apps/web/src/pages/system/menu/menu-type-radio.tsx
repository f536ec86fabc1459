import { Radio, type RadioChangeEvent } from 'antd';
import { useEffect } from 'react';
import { useT } from '../../../core/i18n';
import { isMenuType, MENU_TYPES, type MenuType } from './menu-fields';

export interface MenuTypeRadioProps {
  /** Told the type whenever the form's value changes: typed, loaded or given. */
  onType(type: MenuType): void;
  /** Given by Form.Item. */
  id?: string;
  value?: string;
  onChange?: (event: RadioChangeEvent) => void;
}

/** Directory, menu or button; the page shows the fields of the type the form holds. */
export function MenuTypeRadio({ onType, id, value, onChange }: MenuTypeRadioProps) {
  const t = useT();
  useEffect(() => {
    if (isMenuType(value)) onType(value);
  }, [value, onType]);
  return (
    <Radio.Group
      id={id}
      value={value}
      onChange={onChange}
      options={MENU_TYPES.map((type) => ({ value: type, label: t(`menu.type.${type}`) }))}
    />
  );
}
