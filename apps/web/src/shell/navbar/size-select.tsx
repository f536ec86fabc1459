import { FontSizeOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useT } from '../../core/i18n';
import { changeSize, SIZE_SETTINGS, type SizeSetting, useLayoutSettings } from '../../core/layout/layout-settings';

/** Default, Medium, Small and Mini: applied at once and remembered. */
export function SizeSelect() {
  const t = useT();
  const size = useLayoutSettings((state) => state.size);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZE_SETTINGS.map((key) => ({ key, label: t(`shell.size.${key}`) })),
        onClick: ({ key }) => changeSize(key as SizeSetting),
      }}
    >
      <Button type="text" className="cbo-navbar__button" icon={<FontSizeOutlined />} aria-label={t('shell.size')} />
    </Dropdown>
  );
}
