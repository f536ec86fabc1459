import { Tooltip } from 'antd';
import type { ReactElement } from 'react';

/** docs/web-client.md section 9: titles longer than 5 characters get a hover tooltip. */
export const TOOLTIP_TITLE_LENGTH = 5;

/**
 * The title's tooltip around the element that receives the pointer: for a page that is its link
 * (antd stretches a menu link over the whole item), for a submenu the title itself.
 */
export function withTitleTooltip(title: string, element: ReactElement): ReactElement {
  if (title.length <= TOOLTIP_TITLE_LENGTH) return element;
  return (
    <Tooltip title={title} placement="right">
      {element}
    </Tooltip>
  );
}
