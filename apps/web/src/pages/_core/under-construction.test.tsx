import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { setLocale } from '../../core/i18n';
import { createTestQueryClient } from '../../test/render-app';
import { Component as UnderConstruction } from './under-construction';

describe('under construction page', () => {
  it('says the page is being built, in the current language', async () => {
    const router = createMemoryRouter([{ path: '*', Component: UnderConstruction }]);
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.getByText('页面建设中')).toBeTruthy();

    act(() => setLocale('en-US'));

    expect(await screen.findByText('This page is under construction')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });
});
