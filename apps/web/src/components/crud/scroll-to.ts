/** easeInOutQuad over [0, 1]. */
function ease(progress: number): number {
  return progress < 0.5 ? 2 * progress * progress : -1 + (4 - 2 * progress) * progress;
}

/** The element that scrolls the given one: its nearest scrolling ancestor, else the document. */
export function scrollParentOf(element: Element | null): Element {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return document.scrollingElement ?? document.documentElement;
}

/**
 * Scrolls `target` to `to` over `durationMs` (docs/web-client.md section 9: back to the top over 800 ms after a
 * page change), easing in and out.
 */
export function animateScroll(target: Element, to: number, durationMs: number): void {
  const from = target.scrollTop;
  const change = to - from;
  if (change === 0) return;
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / durationMs);
    target.scrollTop = from + change * ease(progress);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
