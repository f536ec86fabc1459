import { TOKEN_COOKIE } from '@cbo/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { invalidateOnChange } from '../app/query-client';
import { ROUTER_BASENAME, routerOptions, routes } from '../app/router';
import { useAuthStore } from '../core/auth/auth-store';

export function createTestQueryClient(): QueryClient {
  return invalidateOnChange(
    new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } }),
  );
}

/** Puts a session token in the Admin-Token cookie, as a login does. */
export function setSessionToken(token = 'test-token'): void {
  Cookies.set(TOKEN_COOKIE, token);
  useAuthStore.setState({ token });
}

/**
 * Renders the real providers, routes and route guard, under the real base path, at `path` (an app
 * path such as `/index`), the way main.tsx does with the browser router.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, {
    ...routerOptions,
    initialEntries: [`${ROUTER_BASENAME}${path}`],
  });
  const view = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** The current app path (without the base path) and query of a router. */
export function currentPath(router: { state: { location: { pathname: string; search: string } } }): string {
  const { pathname, search } = router.state.location;
  return `${pathname.slice(ROUTER_BASENAME.length) || '/'}${search}`;
}
