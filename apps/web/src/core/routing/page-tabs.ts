/**
 * The tabs of the visited pages as a page may use them: a page closes its own tab without importing
 * the shell, which provides the tabs when it loads (docs/web-client.md, layers). Without the shell
 * (no tabs) closing does nothing.
 */
export interface PageTabs {
  /** Closes the tab of the page at this path, if one is open. */
  close(path: string): void;
}

let provided: PageTabs = { close() {} };

/** The shell's tabs (called once by shell/tags-view/tags-store.ts). */
export function providePageTabs(tabs: PageTabs): void {
  provided = tabs;
}

/** Closes the tab of the page at this path, if one is open. */
export function closePageTab(path: string): void {
  provided.close(path);
}
