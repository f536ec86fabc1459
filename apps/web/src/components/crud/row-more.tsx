import { DoubleRightOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../core/i18n';

export interface RowMoreItem {
  key: string;
  label: string;
  icon?: ReactNode;
  onClick(): void;
}

/** The reference's "more" link in a row's actions: a menu of the rarer actions. Nothing without items. */
export function RowMore({ items }: { items: readonly RowMoreItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: items.map(({ key, label, icon }) => ({ key, label, icon })),
        onClick: ({ key }) => items.find((item) => item.key === key)?.onClick(),
      }}
    >
      <Button type="link" size="small" icon={<DoubleRightOutlined />}>
        {t('crud.more')}
      </Button>
    </Dropdown>
  );
}
