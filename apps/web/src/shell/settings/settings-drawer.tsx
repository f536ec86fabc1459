import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { App, Button, Divider, Drawer, Flex, Typography } from 'antd';
import { useT } from '../../core/i18n';
import {
  clearLayoutSettings,
  saveLayoutSettings,
  showSettings,
  useLayoutSettings,
} from '../../core/layout/layout-settings';
import { LayoutSwitches } from './layout-switches';
import { pageReload } from './page-reload';
import { SideThemePicker } from './side-theme-picker';
import { ThemeColorPicker } from './theme-color-picker';

/** docs/web-client.md section 9: the settings drawer is 280px wide. */
export const SETTINGS_DRAWER_WIDTH = 280;
/** docs/web-client.md section 9: the page reloads 1 second after 重置配置. */
export const RESET_RELOAD_DELAY_MS = 1000;

/** 主题风格设置: changes apply at once; 保存配置 keeps them in this browser, 重置配置 forgets them. */
export function SettingsDrawer() {
  const t = useT();
  const { message } = App.useApp();
  const open = useLayoutSettings((state) => state.showSettings);
  const save = () => {
    message.loading(t('shell.settings.saving'), 1);
    saveLayoutSettings();
  };
  const reset = () => {
    message.loading(t('shell.settings.resetting'), 0);
    clearLayoutSettings();
    setTimeout(() => pageReload.reload(), RESET_RELOAD_DELAY_MS);
  };
  return (
    <Drawer
      className="cbo-settings"
      title={t('shell.settings.title')}
      placement="right"
      size={SETTINGS_DRAWER_WIDTH}
      open={open}
      onClose={() => showSettings(false)}
      footer={
        <Flex gap="small">
          <Button type="primary" icon={<SaveOutlined />} onClick={save} block>
            {t('shell.settings.save')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={reset} block>
            {t('shell.settings.reset')}
          </Button>
        </Flex>
      }
    >
      <Typography.Title level={5}>{t('shell.settings.sideTheme')}</Typography.Title>
      <SideThemePicker />
      <Typography.Title level={5}>{t('shell.settings.themeColor')}</Typography.Title>
      <ThemeColorPicker />
      <Divider />
      <Typography.Title level={5}>{t('shell.settings.layout')}</Typography.Title>
      <LayoutSwitches />
    </Drawer>
  );
}
