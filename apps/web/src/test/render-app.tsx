import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { ROUTER_BASENAME, routes } from '../app/router';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

/**
 * Renders the real providers and routes, under the real base path, at `path` (an app path such as
 * `/index`), the way main.tsx does with the browser router.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, {
    basename: ROUTER_BASENAME,
    initialEntries: [`${ROUTER_BASENAME}${path}`],
  });
  const view = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
