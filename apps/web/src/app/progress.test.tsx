import { act } from '@testing-library/react';
import NProgress from 'nprogress';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { trackNavigationProgress } from './progress';

describe('route change progress bar', () => {
  it('runs while the next page loads and has no spinner', async () => {
    let finish: () => void = () => {};
    const router = createMemoryRouter([
      { path: '/', element: null },
      { path: '/slow', loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))), element: null },
    ]);
    const stop = trackNavigationProgress(router);

    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/slow');
    });
    expect(NProgress.isStarted()).toBe(true);
    expect(document.getElementById('nprogress')).toBeTruthy();
    expect(document.querySelector('#nprogress .spinner')).toBeNull();

    await act(async () => {
      finish();
      await navigation;
    });
    expect(NProgress.isStarted()).toBe(false);
    stop();
    router.dispose();
  });
});
