import { TranslationOutlined } from '@ant-design/icons';
import type { Locale } from '@cbo/contracts';
import { Button, Dropdown } from 'antd';
import { setLocale, useLocale, useT } from '../../core/i18n';

/** Each language is named in itself, so a reader finds theirs whatever is selected. */
const LANGUAGES: { key: Locale; label: string }[] = [
  { key: 'zh-CN', label: '中文' },
  { key: 'en-US', label: 'English' },
];

export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LANGUAGES.map(({ key, label }) => ({ key, label: <span lang={key}>{label}</span> })),
        onClick: ({ key }) => setLocale(key as Locale),
      }}
    >
      <Button
        type="text"
        className="cbo-navbar__button"
        icon={<TranslationOutlined />}
        aria-label={t('app.language')}
      />
    </Dropdown>
  );
}
