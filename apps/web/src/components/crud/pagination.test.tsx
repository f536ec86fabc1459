import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { setLocale } from '../../core/i18n';
import { pageCountOf, pagerItems } from './pager-items';
import { type PageChange, Pagination, type PaginationProps } from './pagination';

function setBodyWidth(width: number) {
  vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPager(props: Partial<PaginationProps> & { total: number }) {
  const changes: PageChange[] = [];
  const view = render(
    <AppProviders>
      <Pagination autoScroll={false} onPagination={(change) => changes.push(change)} {...props} />
    </AppProviders>,
  );
  return { changes, ...view };
}

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: '分页' }))
    .getAllByRole('button')
    .filter((button) => /^第 \d+ 页$/.test(button.getAttribute('aria-label') ?? ''))
    .map((button) => Number(button.textContent));

describe('pager page-count rule (spec section 9)', () => {
  it('shows every page up to the pager count, then the first, a window and the last', () => {
    expect(pagerItems(1, 7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(1, 50, 7)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 50]);
    expect(pagerItems(25, 50, 7)).toEqual([1, 'prev-more', 23, 24, 25, 26, 27, 'next-more', 50]);
    expect(pagerItems(50, 50, 7)).toEqual([1, 'prev-more', 45, 46, 47, 48, 49, 50]);
    expect(pagerItems(25, 50, 5)).toEqual([1, 'prev-more', 24, 25, 26, 'next-more', 50]);
    expect(pagerItems(2, 50, 5)).toEqual([1, 2, 3, 4, 'next-more', 50]);
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(41, 20)).toBe(3);
  });

  it('shows 7 page buttons when body width - 1 reaches 992 px, else 5, re-evaluated on resize', () => {
    setBodyWidth(1440);
    const { rerender } = renderPager({ total: 1000, page: 25, limit: 20 });
    expect(pageButtons()).toEqual([1, 23, 24, 25, 26, 27, 50]);

    setBodyWidth(992);
    rerender(
      <AppProviders>
        <Pagination autoScroll={false} onPagination={() => {}} total={1000} page={25} limit={20} />
      </AppProviders>,
    );
    expect(pageButtons()).toHaveLength(5);
    expect(pageButtons()).toEqual([1, 24, 25, 26, 50]);

    setBodyWidth(993);
    expect(pageButtons()).toEqual([1, 23, 24, 25, 26, 27, 50]);
  });

  it('marks the current page and moves with prev, next, a page button and the more jump', () => {
    setBodyWidth(1440);
    const { changes } = renderPager({ total: 1000, page: 25, limit: 20 });
    expect(screen.getByRole('button', { name: '第 25 页' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    fireEvent.click(screen.getByRole('button', { name: '第 50 页' }));
    fireEvent.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(changes).toEqual([
      { page: 24, limit: 20 },
      { page: 26, limit: 20 },
      { page: 50, limit: 20 },
      { page: 30, limit: 20 },
    ]);
  });
});

describe('pager sizes and layout (spec section 9)', () => {
  it('offers 10, 20, 30 and 50 per page, 20 by default, with the total', async () => {
    renderPager({ total: 95 });
    expect(screen.getByText('共 95 条')).toBeTruthy();
    const sizes = screen.getByRole('combobox', { name: '每页条数' });
    expect(screen.getByText('20条/页')).toBeTruthy();
    fireEvent.mouseDown(sizes);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-label') ?? option.textContent)).toEqual([
      '10条/页',
      '20条/页',
      '30条/页',
      '50条/页',
    ]);
  });

  it('lays out total, sizes, prev, pager, next and jumper in that order', () => {
    setBodyWidth(1440);
    renderPager({ total: 95, page: 1, limit: 20 });
    const nav = screen.getByRole('navigation', { name: '分页' });
    const order = Array.from(nav.children).map((child) => child.className.split(' ')[0]);
    expect(order[0]).toBe('cbo-pager__total');
    expect(nav.textContent).toMatch(/^共 95 条20条\/页12345前往页$/);
  });

  it('keeps the page on a size change unless the page would pass the end', async () => {
    const { changes } = renderPager({ total: 95, page: 3, limit: 20 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '每页条数' }));
    fireEvent.click(await screen.findByTitle('30条/页'));
    expect(changes.at(-1)).toEqual({ page: 3, limit: 30 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '每页条数' }));
    fireEvent.click(await screen.findByTitle('50条/页'));
    expect(changes.at(-1)).toEqual({ page: 1, limit: 50 });
  });

  it('jumps to a typed page, clamped to the last', () => {
    const { changes } = renderPager({ total: 95, page: 1, limit: 20 });
    const jumper = screen.getByRole('spinbutton', { name: '前往页码' });
    fireEvent.change(jumper, { target: { value: '9' } });
    fireEvent.keyDown(jumper, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(changes).toEqual([{ page: 5, limit: 20 }]);
  });

  it('speaks English', () => {
    setLocale('en-US');
    renderPager({ total: 95 });
    expect(screen.getByText('Total 95')).toBeTruthy();
    expect(screen.getByText('20 / page')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  });
});
