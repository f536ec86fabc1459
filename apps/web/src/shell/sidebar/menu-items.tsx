import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import { menuIcon } from '../../components/icon-select/menu-icon';
import type { MenuNode } from './menu-nodes';
import { withTitleTooltip } from './menu-title';

type Items = NonNullable<MenuProps['items']>;

function search(query: Record<string, string> | undefined): string {
  return query ? `?${new URLSearchParams(query)}` : '';
}

function label(node: MenuNode, collapsed: boolean) {
  const text = <span className="cbo-menu-title">{node.title}</span>;
  let element = text;
  if (!node.children && node.path) {
    element = node.external ? (
      <a href={node.path} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : (
      <Link to={{ pathname: node.path, search: search(node.query) }}>{text}</Link>
    );
  }
  // Collapsed, antd shows the item's `title` in its own tooltip; ours would only repeat it.
  return collapsed ? element : withTitleTooltip(node.title, element);
}

/** The sidebar's nodes as antd Menu items: pages are real links, external ones open in a new tab. */
export function menuItems(nodes: readonly MenuNode[], collapsed: boolean): Items {
  return nodes.map((node) => {
    const icon = menuIcon(node.icon);
    if (node.children) {
      return { key: node.key, icon, label: label(node, collapsed), children: menuItems(node.children, collapsed) };
    }
    return { key: node.key, icon, label: label(node, collapsed), title: collapsed ? node.title : undefined };
  });
}
