import { MOBILE_BREAKPOINT_PX } from '@cbo/contracts';
import { create } from 'zustand';

export type Device = 'desktop' | 'mobile';

/** Where the desktop sidebar's open or collapsed state is remembered ('1' open, '0' collapsed). */
export const SIDEBAR_STATUS_KEY = 'sidebarStatus';

/** docs/web-client.md section 4: mobile when the body's width minus 1 is under 992 px. */
export function deviceFor(bodyWidth: number): Device {
  return bodyWidth - 1 < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

export interface SidebarState {
  opened: boolean;
  withoutAnimation: boolean;
  /** Hidden entirely (the top navigation's pages without children); the toggle does nothing then. */
  hide: boolean;
}

interface AppState {
  sidebar: SidebarState;
  device: Device;
}

function readDesktopOpened(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIDEBAR_STATUS_KEY) !== '0';
  } catch {
    return true;
  }
}

function rememberDesktopOpened(opened: boolean): void {
  try {
    globalThis.localStorage?.setItem(SIDEBAR_STATUS_KEY, opened ? '1' : '0');
  } catch {
    // Not remembering is acceptable.
  }
}

/** The device now, so a phone never renders the desktop sidebar first. */
export function currentDevice(): Device {
  return typeof document === 'undefined' || !document.body
    ? 'desktop'
    : deviceFor(document.body.getBoundingClientRect().width);
}

function initialState(): AppState {
  const device = currentDevice();
  const opened = device === 'desktop' && readDesktopOpened();
  return { sidebar: { opened, withoutAnimation: true, hide: false }, device };
}

export const useAppStore = create<AppState>()(initialState);

/** Back to the state of a fresh page (tests). */
export function resetAppStore(): void {
  useAppStore.setState(initialState(), true);
}

/** The navbar's toggle: ignored while the sidebar is hidden. */
export function toggleSidebar(): void {
  const { sidebar, device } = useAppStore.getState();
  if (sidebar.hide) return;
  const opened = !sidebar.opened;
  if (device === 'desktop') rememberDesktopOpened(opened);
  useAppStore.setState({ sidebar: { ...sidebar, opened, withoutAnimation: false } });
}

export function closeSidebar(withoutAnimation: boolean): void {
  const { sidebar } = useAppStore.getState();
  useAppStore.setState({ sidebar: { ...sidebar, opened: false, withoutAnimation } });
}

export function setSidebarHide(hide: boolean): void {
  const { sidebar } = useAppStore.getState();
  if (sidebar.hide !== hide) useAppStore.setState({ sidebar: { ...sidebar, hide } });
}

/**
 * docs/web-client.md section 4: on becoming mobile the sidebar closes without animation (later resizes while
 * mobile, such as a phone's address bar folding away, leave an open drawer alone); back on the
 * desktop it takes the state the user last chose there.
 */
export function applyDevice(device: Device): void {
  const { sidebar, device: before } = useAppStore.getState();
  if (device === before) return;
  const opened = device === 'mobile' ? false : readDesktopOpened();
  useAppStore.setState({ device, sidebar: { ...sidebar, opened, withoutAnimation: true } });
}
