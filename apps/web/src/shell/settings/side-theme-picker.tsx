import { CheckOutlined } from '@ant-design/icons';
import { useT } from '../../core/i18n';
import { changeSetting, SIDE_THEMES, type SideTheme, useLayoutSettings } from '../../core/layout/layout-settings';

const LABELS = { 'theme-dark': 'shell.settings.themeDark', 'theme-light': 'shell.settings.themeLight' } as const;

/** Dark or light sidebar, each shown as a small picture of the layout. */
export function SideThemePicker() {
  const t = useT();
  const sideTheme = useLayoutSettings((state) => state.sideTheme);
  return (
    <div className="cbo-settings__themes">
      {SIDE_THEMES.map((value: SideTheme) => {
        const active = value === sideTheme;
        return (
          <button
            key={value}
            type="button"
            className={`cbo-settings__theme cbo-settings__theme--${value}`}
            aria-pressed={active}
            aria-label={t(LABELS[value])}
            title={t(LABELS[value])}
            onClick={() => changeSetting('sideTheme', value)}
          >
            <span className="cbo-settings__theme-side" />
            <span className="cbo-settings__theme-head" />
            {active && <CheckOutlined className="cbo-settings__theme-check" />}
          </button>
        );
      })}
    </div>
  );
}
