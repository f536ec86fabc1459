export type PagerItem = number | 'prev-more' | 'next-more';

/** docs/web-client.md section 9: 5 page buttons under 992 px wide, otherwise 7. */
export function pagerCountFor(mobile: boolean): number {
  return mobile ? 5 : 7;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/**
 * The page buttons of a pager showing at most `pagerCount` numbers (odd, 5 or more): the first
 * and last page always, a window around the current one, and a "more" jump where pages are left
 * out (the reference's pager).
 */
export function pagerItems(current: number, pageCount: number, pagerCount: number): PagerItem[] {
  if (pageCount <= pagerCount) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const half = (pagerCount - 1) / 2;
  const prevMore = current > pagerCount - half;
  const nextMore = current < pageCount - half;
  const middle: number[] = [];
  if (prevMore && !nextMore) {
    for (let page = pageCount - (pagerCount - 2); page < pageCount; page++) middle.push(page);
  } else if (!prevMore && nextMore) {
    for (let page = 2; page < pagerCount; page++) middle.push(page);
  } else {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let page = current - offset; page <= current + offset; page++) middle.push(page);
  }
  return [
    1,
    ...(prevMore ? ['prev-more' as const] : []),
    ...middle,
    ...(nextMore ? ['next-more' as const] : []),
    pageCount,
  ];
}
