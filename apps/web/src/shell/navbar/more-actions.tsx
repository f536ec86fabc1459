import { EllipsisOutlined, FullscreenOutlined, GithubOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useT } from '../../core/i18n';
import { changeSize, SIZE_SETTINGS, type SizeSetting, useLayoutSettings } from '../../core/layout/layout-settings';
import { DOCS_URL, SOURCE_URL } from '../shell-config';
import { useFullscreen } from './fullscreen-button';

const SIZE_PREFIX = 'size:';

/**
 * On a phone the navbar has no room for full screen, size and the two links: they sit under one
 * "more" button, so every navbar action stays in reach (the menu search keeps its own icon).
 */
export function MoreActions() {
  const t = useT();
  const size = useLayoutSettings((state) => state.size);
  const fullscreen = useFullscreen();
  const open = (href: string) => window.open(href, '_blank', 'noopener,noreferrer');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectedKeys: [`${SIZE_PREFIX}${size}`],
        items: [
          { key: 'fullscreen', icon: <FullscreenOutlined />, label: fullscreen.label },
          {
            key: 'size',
            label: t('shell.size'),
            children: SIZE_SETTINGS.map((key) => ({ key: `${SIZE_PREFIX}${key}`, label: t(`shell.size.${key}`) })),
          },
          { key: 'source', icon: <GithubOutlined />, label: t('shell.sourceCode') },
          { key: 'docs', icon: <QuestionCircleOutlined />, label: t('shell.docs') },
        ],
        onClick: ({ key }) => {
          if (key === 'fullscreen') fullscreen.toggle();
          else if (key === 'source') open(SOURCE_URL);
          else if (key === 'docs') open(DOCS_URL);
          else if (key.startsWith(SIZE_PREFIX)) changeSize(key.slice(SIZE_PREFIX.length) as SizeSetting);
        },
      }}
    >
      <Button
        type="text"
        className="cbo-navbar__button"
        icon={<EllipsisOutlined />}
        aria-label={t('shell.moreActions')}
      />
    </Dropdown>
  );
}
