import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  EllipsisOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@cbo/contracts';
import { Button, InputNumber, Select } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useIsMobile } from '../../core/device/use-is-mobile';
import { useT } from '../../core/i18n';
import { pageCountOf, pagerCountFor, pagerItems } from './pager-items';
import { animateScroll, scrollParentOf } from './scroll-to';

export const DEFAULT_PAGER_LAYOUT = 'total, sizes, prev, pager, next, jumper';
const SCROLL_MS = 800;

export interface PageChange {
  page: number;
  limit: number;
}

export interface PaginationProps {
  total: number;
  /** The current page (pageNum on the wire). */
  page?: number;
  /** The page size (pageSize on the wire). */
  limit?: number;
  onPagination(change: PageChange): void;
  pageSizes?: readonly number[];
  /** Page buttons shown at most; by default 5 under 992 px wide, otherwise 7. */
  pagerCount?: number;
  layout?: string;
  /** Scrolls back to the top over 800 ms after a change. */
  autoScroll?: boolean;
  hidden?: boolean;
  disabled?: boolean;
}

function MoreButton({ direction, count, onJump }: { direction: 'prev' | 'next'; count: number; onJump(): void }) {
  const t = useT();
  const [hover, setHover] = useState(false);
  const icon = hover ? direction === 'prev' ? <DoubleLeftOutlined /> : <DoubleRightOutlined /> : <EllipsisOutlined />;
  return (
    <Button
      size="small"
      type="text"
      className="cbo-pager__more"
      aria-label={t(direction === 'prev' ? 'crud.pager.prevMore' : 'crud.pager.nextMore', { count })}
      icon={icon}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
      onClick={onJump}
    />
  );
}

/**
 * docs/web-client.md section 9's pager: sizes 10/20/30/50 (default 20), the layout "total, sizes, prev, pager,
 * next, jumper", 5 page buttons under 992 px else 7, and a scroll to the top over 800 ms after a
 * change. `page`/`limit` map onto pageNum/pageSize.
 */
export function Pagination({
  total,
  page = 1,
  limit = DEFAULT_PAGE_SIZE,
  onPagination,
  pageSizes = PAGE_SIZES,
  pagerCount,
  layout = DEFAULT_PAGER_LAYOUT,
  autoScroll = true,
  hidden = false,
  disabled = false,
}: PaginationProps) {
  const t = useT();
  const mobile = useIsMobile();
  const ref = useRef<HTMLElement>(null);
  const [jump, setJump] = useState<number | null>(null);
  if (hidden) return null;
  const count = pagerCount ?? pagerCountFor(mobile);
  const pageCount = pageCountOf(total, limit);
  const current = Math.min(Math.max(1, page), pageCount);

  const emit = (change: PageChange) => {
    onPagination(change);
    if (autoScroll) animateScroll(scrollParentOf(ref.current), 0, SCROLL_MS);
  };
  const goTo = (target: number) => {
    const next = Math.min(Math.max(1, Math.trunc(target)), pageCount);
    if (next !== current) emit({ page: next, limit });
  };
  const changeSize = (size: number) => {
    // The reference's rule: a page beyond the end with the new size starts again at the first.
    emit({ page: current * size > total ? 1 : current, limit: size });
  };
  const jumpBy = count - 2;

  const parts: Record<string, ReactNode> = {
    total: (
      <span key="total" className="cbo-pager__total">
        {t('crud.pager.total', { total })}
      </span>
    ),
    sizes: (
      <Select
        key="sizes"
        size="small"
        className="cbo-pager__sizes"
        aria-label={t('crud.pager.sizeLabel')}
        value={limit}
        disabled={disabled}
        popupMatchSelectWidth={false}
        options={pageSizes.map((size) => ({ value: size, label: t('crud.pager.size', { size }) }))}
        onChange={changeSize}
      />
    ),
    prev: (
      <Button
        key="prev"
        size="small"
        aria-label={t('crud.pager.prev')}
        icon={<LeftOutlined />}
        disabled={disabled || current <= 1}
        onClick={() => goTo(current - 1)}
      />
    ),
    pager: (
      <ul key="pager" className="cbo-pager__pages">
        {pagerItems(current, pageCount, count).map((item) => (
          <li key={item}>
            {item === 'prev-more' || item === 'next-more' ? (
              <MoreButton
                direction={item === 'prev-more' ? 'prev' : 'next'}
                count={jumpBy}
                onJump={() => goTo(item === 'prev-more' ? current - jumpBy : current + jumpBy)}
              />
            ) : (
              <Button
                size="small"
                className="cbo-pager__page"
                color={item === current ? 'primary' : 'default'}
                variant={item === current ? 'solid' : 'filled'}
                aria-label={t('crud.pager.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => goTo(item)}
              >
                {item}
              </Button>
            )}
          </li>
        ))}
      </ul>
    ),
    next: (
      <Button
        key="next"
        size="small"
        aria-label={t('crud.pager.next')}
        icon={<RightOutlined />}
        disabled={disabled || current >= pageCount}
        onClick={() => goTo(current + 1)}
      />
    ),
    jumper: (
      <span key="jumper" className="cbo-pager__jumper">
        {t('crud.pager.goto')}
        <InputNumber
          size="small"
          precision={0}
          controls={false}
          disabled={disabled}
          aria-label={t('crud.pager.gotoLabel')}
          value={jump ?? current}
          onChange={(value) => setJump(typeof value === 'number' ? value : null)}
          onPressEnter={() => {
            if (jump !== null) goTo(jump);
            setJump(null);
          }}
          onBlur={() => {
            if (jump !== null) goTo(jump);
            setJump(null);
          }}
        />
        {t('crud.pager.gotoSuffix')}
      </span>
    ),
  };

  return (
    <nav ref={ref} className="cbo-pager" aria-label={t('crud.pager.label')}>
      {layout.split(',').map((name) => parts[name.trim()] ?? null)}
    </nav>
  );
}
