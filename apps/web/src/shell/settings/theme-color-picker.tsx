import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { useT } from '../../core/i18n';
import {
  changeSetting,
  DEFAULT_THEME_COLOR,
  THEME_PRESETS,
  useLayoutSettings,
} from '../../core/layout/layout-settings';

const SWATCHES = [DEFAULT_THEME_COLOR, ...THEME_PRESETS];

/**
 * The product colour and the spec's presets as swatches, and the browser's own colour input for
 * any other colour (antd's ColorPicker would pull its whole panel into the first bundle).
 */
export function ThemeColorPicker() {
  const t = useT();
  const color = useLayoutSettings((state) => state.theme);
  const preset = SWATCHES.some((swatch) => swatch.toLowerCase() === color.toLowerCase());
  return (
    <div className="cbo-settings__colors">
      {SWATCHES.map((swatch) => {
        const active = swatch.toLowerCase() === color.toLowerCase();
        return (
          <button
            key={swatch}
            type="button"
            className="cbo-settings__swatch"
            style={{ background: swatch }}
            aria-pressed={active}
            aria-label={t('shell.settings.presetColor', { color: swatch })}
            title={swatch}
            onClick={() => changeSetting('theme', swatch)}
          >
            {active && <CheckOutlined />}
          </button>
        );
      })}
      <label
        className="cbo-settings__swatch cbo-settings__custom"
        title={t('shell.settings.customColor')}
        style={preset ? undefined : { background: color, color: '#fff' }}
      >
        {preset ? <BgColorsOutlined /> : <CheckOutlined />}
        <input
          type="color"
          value={color.toLowerCase()}
          aria-label={t('shell.settings.customColor')}
          onChange={(event) => changeSetting('theme', event.target.value)}
        />
      </label>
    </div>
  );
}
