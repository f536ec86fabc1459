import type { AnyEndpoint } from '@cbo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Callable } from './api';

/**
 * The resource a path belongs to: its first two segments (`/system/user/list` → `/system/user`),
 * or the path itself when it has one (`/getInfo`). Every query of a resource starts with it, so a
 * change invalidates them all (docs/web-client.md, query keys).
 */
export function resourceOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return `/${segments.slice(0, 2).join('/')}`;
}

/** `[resource, path, input]`: `['/system/user', '/system/user/list', { query }]`. */
export function queryKeyOf<E extends AnyEndpoint>(endpoint: Callable<E>, input?: unknown): readonly unknown[] {
  const key: unknown[] = [resourceOf(endpoint.path), endpoint.path];
  if (input !== undefined) key.push(input);
  return key;
}

/** The key prefix of everything cached for a resource (`/system/user` or any path under it). */
export const resourceKeyOf = (path: string): readonly unknown[] => [resourceOf(path)];

/** Invalidates every query of the resource the path belongs to. */
export function invalidateResource(client: QueryClient, path: string): Promise<void> {
  return client.invalidateQueries({ queryKey: resourceKeyOf(path) });
}
