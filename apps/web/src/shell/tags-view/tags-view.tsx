import { CloseOutlined } from '@ant-design/icons';
import { type MouseEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../core/i18n';
import { HOME_PATH } from '../../core/routing/paths';
import { type TagAction, TagsContextMenu } from './tags-context-menu';
import { contextMenuLeft, menuVisibility, scrollTarget, targetAfterClose } from './tags-rules';
import {
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  dropCached,
  useTagsStore,
} from './tags-store';
import { useVisitedViews } from './use-visited-views';
import type { VisitedView } from './visited-view';
import './tags-view.css';

interface OpenMenu {
  view: VisitedView;
  left: number;
  top: number;
}

function useViewTitle() {
  const t = useT();
  return (view: VisitedView) => view.title || (view.meta.titleKey ? t(view.meta.titleKey) : view.path);
}

/** Keeps the active tab and its neighbours in view (4 px from the edge); the wheel scrolls sideways. */
function useStripScroll(activePath: string, count: number, onWheel: () => void) {
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || count === 0) return;
    const tabs = [...element.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabs.findIndex((tab) => tab.dataset.path === activePath);
    const boxes = tabs.map((tab) => ({ left: tab.offsetLeft, width: tab.offsetWidth }));
    element.scrollLeft = scrollTarget(boxes, index, element.scrollLeft, element.clientWidth, element.scrollWidth);
  }, [activePath, count]);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const wheel = (event: WheelEvent) => {
      onWheel();
      if (element.scrollWidth <= element.clientWidth) return;
      event.preventDefault();
      element.scrollLeft += event.deltaY || event.deltaX;
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, [onWheel]);
  return scroller;
}

/**
 * docs/web-client.md section 2 "Tab strip": one tab per visited page, the affixed ones first and without a close
 * button; a right-click opens the tab's menu, a middle click closes it. The active tab takes the
 * theme colour.
 */
export function TagsView() {
  const t = useT();
  const titleOf = useViewTitle();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useVisitedViews();
  const views = useTagsStore((state) => state.views);
  const bar = useRef<HTMLElement>(null);
  const [menu, setMenu] = useState<OpenMenu>();
  const closeMenu = useCallback(() => setMenu(undefined), []);
  // A scroll of the strip (or the wheel over it) closes the menu, as a scroll of the page does.
  const scroller = useStripScroll(pathname, views.length, closeMenu);

  const leave = (remaining: readonly VisitedView[], closed: VisitedView) => {
    const target = targetAfterClose(remaining, closed, pathname, HOME_PATH);
    if (target) navigate(target, { replace: target.startsWith('/redirect') });
  };

  const act = (action: TagAction, view: VisitedView) => {
    setMenu(undefined);
    switch (action) {
      case 'refresh':
        dropCached(view);
        navigate(`/redirect${view.fullPath}`, { replace: true });
        return;
      case 'closeCurrent':
        leave(closeTab(view), view);
        return;
      case 'closeOthers':
        closeOtherTabs(view);
        if (view.path !== pathname) navigate(view.fullPath);
        return;
      case 'closeLeft':
        leave(closeLeftTabs(view), view);
        return;
      case 'closeRight':
        leave(closeRightTabs(view), view);
        return;
      case 'closeAll':
        leave(closeAllTabs(), view);
        return;
    }
  };

  const openMenu = (event: MouseEvent, view: VisitedView) => {
    event.preventDefault();
    const box = bar.current?.getBoundingClientRect();
    if (!box) return;
    setMenu({ view, left: contextMenuLeft(event.clientX, box.left, box.width), top: event.clientY - box.top });
  };

  return (
    <nav ref={bar} className="cbo-tags-view" aria-label={t('shell.tagsView')}>
      <div ref={scroller} className="cbo-tags-view__scroller" onScroll={closeMenu}>
        <div className="cbo-tags-view__list" role="tablist" aria-label={t('shell.tagsView')}>
          {views.map((view) => {
            const active = view.path === pathname;
            const title = titleOf(view);
            return (
              <div
                key={view.path}
                role="tab"
                tabIndex={active ? 0 : -1}
                aria-selected={active}
                aria-label={title}
                data-path={view.path}
                className={active ? 'cbo-tags-view__tag cbo-tags-view__tag--active' : 'cbo-tags-view__tag'}
                title={title}
                onClick={() => {
                  if (view.fullPath !== `${pathname}${search}`) navigate(view.fullPath);
                }}
                onMouseDown={(event) => {
                  // The middle button would start the browser's autoscroll.
                  if (event.button === 1) event.preventDefault();
                }}
                onAuxClick={(event) => {
                  if (event.button !== 1) return;
                  event.preventDefault();
                  if (!view.meta.affix) act('closeCurrent', view);
                }}
                onContextMenu={(event) => openMenu(event, view)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') navigate(view.fullPath);
                  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                    event.preventDefault();
                    const sibling =
                      event.key === 'ArrowRight'
                        ? event.currentTarget.nextElementSibling
                        : event.currentTarget.previousElementSibling;
                    (sibling as HTMLElement | null)?.focus();
                  }
                  if (event.key === 'Delete' && !view.meta.affix) act('closeCurrent', view);
                  if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
                    event.preventDefault();
                    const box = event.currentTarget.getBoundingClientRect();
                    const barBox = bar.current?.getBoundingClientRect();
                    if (barBox) {
                      setMenu({
                        view,
                        left: contextMenuLeft(box.left, barBox.left, barBox.width),
                        top: box.bottom - barBox.top,
                      });
                    }
                  }
                }}
              >
                <span className="cbo-tags-view__title">{title}</span>
                {!view.meta.affix && (
                  <button
                    type="button"
                    className="cbo-tags-view__close"
                    aria-label={t('tags.close', { title })}
                    tabIndex={-1}
                    onClick={(event) => {
                      event.stopPropagation();
                      act('closeCurrent', view);
                    }}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </div>
            );
          })}
        </div>
      </div>
      {menu && (
        <TagsContextMenu
          title={titleOf(menu.view)}
          left={menu.left}
          top={menu.top}
          visibility={menuVisibility(views, menu.view)}
          onChoose={(action) => act(action, menu.view)}
          onClose={closeMenu}
        />
      )}
    </nav>
  );
}
