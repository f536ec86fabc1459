import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import screenfull from 'screenfull';
import { useT } from '../../core/i18n';

/** Whether the page is full screen, its label, and a toggle that warns where the browser cannot. */
export function useFullscreen() {
  const t = useT();
  const { message } = App.useApp();
  const [full, setFull] = useState(() => screenfull.isEnabled && screenfull.isFullscreen);
  useEffect(() => {
    if (!screenfull.isEnabled) return;
    const onChange = () => setFull(screenfull.isFullscreen);
    screenfull.on('change', onChange);
    return () => screenfull.off('change', onChange);
  }, []);
  const label = t(full ? 'shell.fullscreen.exit' : 'shell.fullscreen.enter');
  const toggle = () => {
    if (!screenfull.isEnabled) {
      message.warning(t('client.fullscreenUnsupported'));
      return;
    }
    void screenfull.toggle();
  };
  return { full, label, toggle };
}

/** Full screen on and off; a browser without the API gets the spec's warning. */
export function FullscreenButton() {
  const { full, label, toggle } = useFullscreen();
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className="cbo-navbar__button"
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        aria-pressed={full}
        onClick={toggle}
      />
    </Tooltip>
  );
}
