import { Menu, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { menuIcon } from '../../components/icon-select/menu-icon';
import { useT } from '../../core/i18n';
import type { MenuNode } from '../sidebar/menu-nodes';
import { splitTopItems, visibleTopCount } from './top-items';
import { chooseTop, forgetChosenTop, useTopNav } from './use-top-nav';

type Items = NonNullable<MenuProps['items']>;

const MORE_KEY = 'cbo-top-more';

function bodyWidth(): number | undefined {
  return typeof document === 'undefined' ? undefined : document.body?.getBoundingClientRect().width;
}

/** The count follows the window's width. */
function useVisibleCount(): number {
  const [count, setCount] = useState(() => visibleTopCount(bodyWidth()));
  useEffect(() => {
    const update = () => setCount(visibleTopCount(bodyWidth()));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return count;
}

function search(query: Record<string, string> | undefined): string {
  return query ? `?${new URLSearchParams(query)}` : '';
}

/** A page is a link (an external one opens in a new tab); a directory only fills the sidebar. */
function label(node: MenuNode) {
  if (node.children || !node.path) return node.title;
  if (node.external) {
    return (
      <a href={node.path} target="_blank" rel="noopener noreferrer">
        {node.title}
      </a>
    );
  }
  return <Link to={{ pathname: node.path, search: search(node.query) }}>{node.title}</Link>;
}

function item(node: MenuNode) {
  return { key: node.key, icon: menuIcon(node.icon), label: label(node) };
}

/**
 * docs/web-client.md section 2 "Navbar": with top navigation on, the first menu level in the navbar, as many
 * items as fit in a third of the window (85 px each), the rest under 'more menu'.
 */
export function TopNav() {
  const t = useT();
  const { pathname } = useLocation();
  const { tops, active } = useTopNav();
  const count = useVisibleCount();
  const { shown, more } = splitTopItems(tops, count);
  const items: Items = shown.map(item);
  if (more.length > 0) items.push({ key: MORE_KEY, label: t('shell.moreMenu'), children: more.map(item) });
  return (
    <nav className="cbo-top-nav" aria-label={t('topNav.label')}>
      <Menu
        mode="horizontal"
        disabledOverflow
        items={items}
        selectedKeys={active ? [active.key] : []}
        onClick={({ key }) => {
          const node = tops.find((top) => top.key === key);
          if (node?.children) chooseTop(node.key, pathname);
          else forgetChosenTop();
        }}
      />
    </nav>
  );
}
