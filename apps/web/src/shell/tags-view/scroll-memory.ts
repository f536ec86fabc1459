/**
 * The window's scroll position of each cached tab's page (docs/architecture.md#web-app, docs/adr/0009): the
 * navigation's scroll to the top gives way to it when a kept page shows again.
 */
const positions = new Map<string, number>();

export function rememberScroll(key: string, top: number): void {
  positions.set(key, top);
}

export function forgetScroll(key: string): void {
  positions.delete(key);
}

/** The remembered position of a kept page, or undefined (a new page starts at the top). */
export function rememberedScroll(key: string): number | undefined {
  return positions.get(key);
}
