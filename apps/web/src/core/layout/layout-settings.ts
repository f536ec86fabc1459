import { create } from 'zustand';

/** docs/web-client.md section 3: the layout settings are kept in this browser under this key, never sent. */
export const LAYOUT_SETTING_KEY = 'layout-setting';

export type SideTheme = 'theme-dark' | 'theme-light';
export type SizeSetting = 'default' | 'medium' | 'small' | 'mini';

export const SIZE_SETTINGS: readonly SizeSetting[] = ['default', 'medium', 'small', 'mini'];
export const SIDE_THEMES: readonly SideTheme[] = ['theme-dark', 'theme-light'];

/** The product's default theme colour (docs/web-client.md section 9, "the first shell"). */
export const DEFAULT_THEME_COLOR = '#3768ff';
/** docs/web-client.md section 9's presets; the product default comes first in the picker. */
export const THEME_PRESETS: readonly string[] = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
];

export interface LayoutSettings {
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
  sideTheme: SideTheme;
  theme: string;
  size: SizeSetting;
}

/** docs/web-client.md section 3's defaults. */
export const DEFAULT_LAYOUT_SETTINGS: Readonly<LayoutSettings> = {
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
  sideTheme: 'theme-dark',
  theme: DEFAULT_THEME_COLOR,
  size: 'medium',
};

const BOOLEAN_KEYS = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'] as const;
const COLOR = /^#[0-9a-f]{6}$/i;

/** Keeps the valid fields of a stored value over the defaults: an edited or stale value never breaks the app. */
export function parseLayoutSettings(raw: string | null | undefined): LayoutSettings {
  const settings = { ...DEFAULT_LAYOUT_SETTINGS };
  if (!raw) return settings;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return settings;
  }
  if (typeof stored !== 'object' || stored === null) return settings;
  const value = stored as Record<string, unknown>;
  for (const key of BOOLEAN_KEYS) if (typeof value[key] === 'boolean') settings[key] = value[key];
  if (SIDE_THEMES.includes(value.sideTheme as SideTheme)) settings.sideTheme = value.sideTheme as SideTheme;
  if (typeof value.theme === 'string' && COLOR.test(value.theme)) settings.theme = value.theme;
  if (SIZE_SETTINGS.includes(value.size as SizeSetting)) settings.size = value.size as SizeSetting;
  return settings;
}

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAYOUT_SETTING_KEY) ?? null;
  } catch {
    // Storage can be unavailable (privacy mode, sandboxed frames): the defaults apply.
    return null;
  }
}

function writeStored(settings: LayoutSettings | undefined): void {
  try {
    if (settings) globalThis.localStorage?.setItem(LAYOUT_SETTING_KEY, JSON.stringify(settings));
    else globalThis.localStorage?.removeItem(LAYOUT_SETTING_KEY);
  } catch {
    // Not persisting is acceptable; the settings still apply to this page.
  }
}

interface LayoutSettingsState extends LayoutSettings {
  /** The settings drawer is open (docs/web-client.md section 3: showSettings). */
  showSettings: boolean;
}

/**
 * The layout settings apply as soon as they change; only 保存配置 stores them (docs/web-client.md section 4),
 * except the size, which the navbar's selector remembers at once.
 */
export const useLayoutSettings = create<LayoutSettingsState>()(() => ({
  ...parseLayoutSettings(readStored()),
  showSettings: false,
}));

function current(): LayoutSettings {
  const { topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle, sideTheme, theme, size } =
    useLayoutSettings.getState();
  return { topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle, sideTheme, theme, size };
}

export function changeSetting<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void {
  useLayoutSettings.setState({ [key]: value } as Pick<LayoutSettings, K>);
}

/** The size selector: applied and remembered at once, without storing the drawer's unsaved changes. */
export function changeSize(size: SizeSetting): void {
  changeSetting('size', size);
  writeStored({ ...parseLayoutSettings(readStored()), size });
}

export function showSettings(show: boolean): void {
  useLayoutSettings.setState({ showSettings: show });
}

/** 保存配置: the current settings into localStorage (no call). */
export function saveLayoutSettings(): void {
  writeStored(current());
}

/** 重置配置: forgets the stored settings (the page reloads afterwards). */
export function clearLayoutSettings(): void {
  writeStored(undefined);
}

/** Back to what is stored (tests, and a fresh store after the key changed elsewhere). */
export function reloadLayoutSettings(): void {
  useLayoutSettings.setState({ ...parseLayoutSettings(readStored()), showSettings: false });
}
