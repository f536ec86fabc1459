import type { Locale } from '@cbo/contracts';
import { Segmented } from 'antd';
import { setLocale, useLocale, useT } from '../core/i18n';

/** Each language is named in itself, so a reader can find theirs whatever is selected. */
const OPTIONS: { label: string; value: Locale }[] = [
  { label: '中文', value: 'zh-CN' },
  { label: 'English', value: 'en-US' },
];

export function LanguageSwitch({ size }: { size?: 'small' | 'middle' | 'large' }) {
  const locale = useLocale();
  const t = useT();
  return (
    <Segmented<Locale>
      aria-label={t('app.language')}
      size={size}
      options={OPTIONS}
      value={locale}
      onChange={setLocale}
    />
  );
}
