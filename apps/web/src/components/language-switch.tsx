import type { Locale } from '@cbo/contracts';
import { Button } from 'antd';
import { setLocale, useLocale, useT } from '../core/i18n';

/** Each language is named in itself, so a reader can find theirs whatever is selected. */
const OPTIONS: { label: string; value: Locale }[] = [
  { label: '中文', value: 'zh-CN' },
  { label: 'English', value: 'en-US' },
];

const FIELDSET_STYLE = { display: 'inline-flex', gap: 2, margin: 0, padding: 0, border: 0, minInlineSize: 0 };

/**
 * Two toggle buttons (plain antd Buttons, already in the first bundle: the login page stays
 * light); the current language is pressed.
 */
export function LanguageSwitch({ size = 'small' }: { size?: 'small' | 'middle' | 'large' }) {
  const locale = useLocale();
  const t = useT();
  return (
    <fieldset aria-label={t('app.language')} style={FIELDSET_STYLE}>
      {OPTIONS.map((option) => {
        const active = option.value === locale;
        return (
          <Button
            key={option.value}
            size={size}
            type={active ? 'primary' : 'text'}
            aria-pressed={active}
            lang={option.value}
            onClick={() => setLocale(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </fieldset>
  );
}
