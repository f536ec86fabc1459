import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyDevice,
  closeSidebar,
  deviceFor,
  resetAppStore,
  SIDEBAR_STATUS_KEY,
  setSidebarHide,
  toggleSidebar,
  useAppStore,
} from './app-store';

beforeEach(() => {
  resetAppStore();
  useAppStore.setState({ device: 'desktop', sidebar: { opened: true, withoutAnimation: false, hide: false } });
});

describe('device rule', () => {
  it('is mobile when the body width minus 1 is under 992 px', () => {
    expect(deviceFor(375)).toBe('mobile');
    expect(deviceFor(991)).toBe('mobile');
    expect(deviceFor(992)).toBe('mobile');
    expect(deviceFor(993)).toBe('desktop');
    expect(deviceFor(1440)).toBe('desktop');
  });

  it('closes the sidebar without animation on becoming mobile, and restores the desktop choice after', () => {
    applyDevice('mobile');
    expect(useAppStore.getState()).toMatchObject({
      device: 'mobile',
      sidebar: { opened: false, withoutAnimation: true },
    });

    // Opened as a drawer, a resize that stays mobile leaves it open.
    toggleSidebar();
    expect(useAppStore.getState().sidebar).toMatchObject({ opened: true, withoutAnimation: false });
    applyDevice('mobile');
    expect(useAppStore.getState().sidebar.opened).toBe(true);

    applyDevice('desktop');
    expect(useAppStore.getState()).toMatchObject({ device: 'desktop', sidebar: { opened: true } });
  });

  it('remembers a collapsed desktop sidebar, not the drawer', () => {
    toggleSidebar();
    expect(useAppStore.getState().sidebar.opened).toBe(false);
    expect(window.localStorage.getItem(SIDEBAR_STATUS_KEY)).toBe('0');
    applyDevice('mobile');
    toggleSidebar();
    expect(window.localStorage.getItem(SIDEBAR_STATUS_KEY)).toBe('0');
    applyDevice('desktop');
    expect(useAppStore.getState().sidebar.opened).toBe(false);
  });

  it('ignores the toggle while the sidebar is hidden', () => {
    setSidebarHide(true);
    toggleSidebar();
    expect(useAppStore.getState().sidebar).toMatchObject({ opened: true, hide: true });
    setSidebarHide(false);
    toggleSidebar();
    expect(useAppStore.getState().sidebar.opened).toBe(false);
  });

  it('closes with animation when asked (a navigation on mobile)', () => {
    closeSidebar(false);
    expect(useAppStore.getState().sidebar).toMatchObject({ opened: false, withoutAnimation: false });
  });
});
