import {
  CloseCircleOutlined,
  CloseOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { type TranslationKey, useT } from '../../core/i18n';
import { CONTEXT_MENU_WIDTH, type MenuVisibility } from './tags-rules';

export type TagAction = 'refresh' | 'closeCurrent' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

const ITEMS: { action: TagAction; key: TranslationKey; icon: ReactNode }[] = [
  { action: 'refresh', key: 'shell.tags.refresh', icon: <ReloadOutlined /> },
  { action: 'closeCurrent', key: 'shell.tags.closeCurrent', icon: <CloseOutlined /> },
  { action: 'closeOthers', key: 'shell.tags.closeOthers', icon: <CloseCircleOutlined /> },
  { action: 'closeLeft', key: 'shell.tags.closeLeft', icon: <VerticalRightOutlined /> },
  { action: 'closeRight', key: 'shell.tags.closeRight', icon: <VerticalLeftOutlined /> },
  { action: 'closeAll', key: 'shell.tags.closeAll', icon: <CloseCircleOutlined /> },
];

export interface TagsContextMenuProps {
  title: string;
  left: number;
  top: number;
  visibility: MenuVisibility;
  onChoose(action: TagAction): void;
  onClose(): void;
}

function shown(action: TagAction, visibility: MenuVisibility): boolean {
  if (action === 'closeCurrent') return visibility.closeCurrent;
  if (action === 'closeLeft') return visibility.closeLeft;
  if (action === 'closeRight') return visibility.closeRight;
  return true;
}

/** The tab's right-click menu: at the click, inside the bar; a click elsewhere, a scroll or Escape closes it. */
export function TagsContextMenu({ title, left, top, visibility, onChoose, onClose }: TagsContextMenuProps) {
  const t = useT();
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outside = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('click', outside, true);
    document.addEventListener('contextmenu', outside, true);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onClose, { passive: true });
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('click', outside, true);
      document.removeEventListener('contextmenu', outside, true);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onClose);
    };
  }, [onClose]);
  return (
    <div
      ref={menu}
      className="cbo-tags-menu"
      role="menu"
      aria-label={t('tags.menu', { title })}
      style={{ left, top, minWidth: CONTEXT_MENU_WIDTH }}
    >
      {ITEMS.filter((item) => shown(item.action, visibility)).map((item) => (
        <button
          type="button"
          key={item.action}
          role="menuitem"
          tabIndex={-1}
          className="cbo-tags-menu__item"
          onClick={() => onChoose(item.action)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              const sibling =
                event.key === 'ArrowDown'
                  ? event.currentTarget.nextElementSibling
                  : event.currentTarget.previousElementSibling;
              (sibling as HTMLElement | null)?.focus();
            }
          }}
        >
          {item.icon}
          <span>{t(item.key)}</span>
        </button>
      ))}
    </div>
  );
}
