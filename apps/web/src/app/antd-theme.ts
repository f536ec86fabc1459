import type { ConfigProviderProps } from 'antd';
// antd's `theme` object carries every algorithm (dark included) and its helpers; only the compact
// algorithm is needed here, and it is imported alone to keep the login page light.
import compactAlgorithm from 'antd/es/theme/themes/compact';
import type { SizeSetting } from '../core/layout/layout-settings';

type ComponentSize = NonNullable<ConfigProviderProps['componentSize']>;
type ThemeConfig = NonNullable<ConfigProviderProps['theme']>;

/** ARCHITECTURE 3a: default -> large, medium -> middle, small -> small, mini -> small + compact. */
export const ANTD_SIZES: Record<SizeSetting, ComponentSize> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/** antd's theme for the layout settings: the theme colour is the primary colour everywhere. */
export function antdTheme(color: string, size: SizeSetting): ThemeConfig {
  return {
    token: { colorPrimary: color, colorLink: color, colorInfo: color },
    algorithm: size === 'mini' ? compactAlgorithm : undefined,
  };
}
