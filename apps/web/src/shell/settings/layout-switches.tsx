import { Switch } from 'antd';
import { useId } from 'react';
import { useT } from '../../core/i18n';
import { changeSetting, type LayoutSettings, useLayoutSettings } from '../../core/layout/layout-settings';
import { setSidebarHide } from '../app-store';

type SwitchKey = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';

const SWITCHES: { key: SwitchKey; label: `shell.settings.${SwitchKey}` }[] = [
  { key: 'topNav', label: 'shell.settings.topNav' },
  { key: 'tagsView', label: 'shell.settings.tagsView' },
  { key: 'fixedHeader', label: 'shell.settings.fixedHeader' },
  { key: 'sidebarLogo', label: 'shell.settings.sidebarLogo' },
  { key: 'dynamicTitle', label: 'shell.settings.dynamicTitle' },
];

function change(key: SwitchKey, value: LayoutSettings[SwitchKey]): void {
  changeSetting(key, value);
  // docs/web-client.md section 4: turning top navigation off shows the sidebar again.
  if (key === 'topNav' && !value) setSidebarHide(false);
}

function SettingSwitch({ name, label }: { name: SwitchKey; label: string }) {
  const id = useId();
  const checked = useLayoutSettings((state) => state[name]);
  return (
    <div className="cbo-settings__row">
      <label htmlFor={id}>{label}</label>
      <Switch id={id} checked={checked} onChange={(value) => change(name, value)} />
    </div>
  );
}

/** 系统布局配置: top navigation, tags view, fixed header, logo and dynamic title. */
export function LayoutSwitches() {
  const t = useT();
  return (
    <>
      {SWITCHES.map(({ key, label }) => (
        <SettingSwitch key={key} name={key} label={t(label)} />
      ))}
    </>
  );
}
