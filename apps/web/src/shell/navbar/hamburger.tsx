import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useT } from '../../core/i18n';
import { toggleSidebar, useAppStore } from '../app-store';

/** Opens or collapses the sidebar; does nothing while the sidebar is hidden. */
export function Hamburger() {
  const t = useT();
  const opened = useAppStore((state) => state.sidebar.opened);
  return (
    <Button
      type="text"
      className="cbo-navbar__button"
      icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      aria-label={t(opened ? 'shell.sidebar.collapse' : 'shell.sidebar.expand')}
      aria-expanded={opened}
      onClick={toggleSidebar}
    />
  );
}
