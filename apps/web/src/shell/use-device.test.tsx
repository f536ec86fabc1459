import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStore, toggleSidebar, useAppStore } from './app-store';
import { useDevice } from './use-device';

let bodyWidth = 1440;

function Probe() {
  useDevice();
  return null;
}

function resizeTo(width: number) {
  bodyWidth = width;
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
}

beforeEach(() => {
  bodyWidth = 1440;
  vi.spyOn(document.body, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, 0, bodyWidth, 800));
  setHidden(false);
  resetAppStore();
});

afterEach(() => {
  vi.restoreAllMocks();
  setHidden(false);
});

function renderProbe() {
  const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: ['/index'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useDevice', () => {
  it('follows the body width on resize: 992 px is mobile, 993 px desktop', () => {
    renderProbe();
    expect(useAppStore.getState().device).toBe('desktop');
    resizeTo(992);
    expect(useAppStore.getState()).toMatchObject({
      device: 'mobile',
      sidebar: { opened: false, withoutAnimation: true },
    });
    resizeTo(993);
    expect(useAppStore.getState().device).toBe('desktop');
  });

  it('does not re-evaluate while the page is hidden', () => {
    renderProbe();
    setHidden(true);
    resizeTo(600);
    expect(useAppStore.getState().device).toBe('desktop');
    setHidden(false);
    resizeTo(600);
    expect(useAppStore.getState().device).toBe('mobile');
  });

  it('closes an open sidebar on a route change in mobile mode, not on the desktop', async () => {
    const router = renderProbe();
    await act(() => router.navigate('/system/user'));
    expect(useAppStore.getState().sidebar.opened).toBe(true);

    resizeTo(390);
    act(() => toggleSidebar());
    expect(useAppStore.getState().sidebar.opened).toBe(true);
    await act(() => router.navigate('/system/role'));
    expect(useAppStore.getState().sidebar).toMatchObject({ opened: false, withoutAnimation: false });
  });
});
