import { beforeEach, describe, expect, it } from 'vitest';
import {
  changeSetting,
  changeSize,
  clearLayoutSettings,
  DEFAULT_LAYOUT_SETTINGS,
  LAYOUT_SETTING_KEY,
  parseLayoutSettings,
  reloadLayoutSettings,
  saveLayoutSettings,
  useLayoutSettings,
} from './layout-settings';

const stored = () => JSON.parse(window.localStorage.getItem(LAYOUT_SETTING_KEY) ?? 'null');

beforeEach(() => reloadLayoutSettings());

describe('layout settings', () => {
  it("starts from spec section 3's defaults", () => {
    expect(DEFAULT_LAYOUT_SETTINGS).toEqual({
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
      sideTheme: 'theme-dark',
      theme: '#3768ff',
      size: 'medium',
    });
    expect(useLayoutSettings.getState()).toMatchObject({ ...DEFAULT_LAYOUT_SETTINGS, showSettings: false });
  });

  it('applies changes at once and stores them only on save, under layout-setting', () => {
    changeSetting('tagsView', false);
    changeSetting('theme', '#11a983');
    expect(useLayoutSettings.getState()).toMatchObject({ tagsView: false, theme: '#11a983' });
    expect(stored()).toBeNull();

    saveLayoutSettings();
    expect(stored()).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, tagsView: false, theme: '#11a983' });

    changeSetting('fixedHeader', true);
    reloadLayoutSettings();
    expect(useLayoutSettings.getState()).toMatchObject({ tagsView: false, theme: '#11a983', fixedHeader: false });

    clearLayoutSettings();
    expect(window.localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
    reloadLayoutSettings();
    expect(useLayoutSettings.getState()).toMatchObject(DEFAULT_LAYOUT_SETTINGS);
  });

  it("remembers the size at once, without the drawer's unsaved changes", () => {
    changeSetting('dynamicTitle', true);
    changeSize('mini');
    expect(useLayoutSettings.getState().size).toBe('mini');
    expect(stored()).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, size: 'mini' });
  });

  it('keeps only valid stored fields', () => {
    expect(parseLayoutSettings('not json')).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(parseLayoutSettings('[1]')).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(
      parseLayoutSettings(
        JSON.stringify({ tagsView: 'no', sideTheme: 'theme-light', theme: 'red', size: 'huge', fixedHeader: true }),
      ),
    ).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, sideTheme: 'theme-light', fixedHeader: true });
  });
});
