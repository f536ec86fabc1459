import type {
  AnyEndpoint,
  EndpointBodyInput,
  EndpointParams,
  EndpointQueryInput,
  EndpointReply,
  HttpMethod,
} from '@cbo/contracts';
import { http, type RequestConfig, type RequestFlags } from './http-client';

/**
 * A descriptor's method and path without its schemas, typed against the descriptor
 * (`route<typeof postLogin>('POST', '/login')`): the login path calls through it so that no zod
 * schema is bundled there (docs/adr/0007), yet a changed contract is still a type error.
 */
export interface Route<E extends AnyEndpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Types only: never set. */
  readonly endpoint?: E;
}

export const route = <E extends AnyEndpoint>(method: E['method'], path: E['path']): Route<E> => ({ method, path });

/** What a call can name: a descriptor from packages/contracts, or a type-only route to one. */
export type Callable<E extends AnyEndpoint> = E | Route<E>;

export type PathValue = string | number | readonly (string | number)[];
type Absent<T> = [T] extends [never] ? true : false;
/** A part the endpoint does not have is absent; one whose fields are all optional may be left out. */
type Named<K extends string, T> =
  Absent<T> extends true ? { [P in K]?: never } : object extends T ? { [P in K]?: T } : { [P in K]: T };

type PathParams<E> = Absent<EndpointParams<E>> extends true ? never : { [K in keyof EndpointParams<E>]: PathValue };

/** The call's input, typed from the descriptor: `params` fill the path, `query` and `body` as sent. */
export type ApiInput<E extends AnyEndpoint> = Named<'params', PathParams<E>> &
  Named<'query', EndpointQueryInput<E>> &
  Named<'body', EndpointBodyInput<E>> &
  ApiOptions;

export interface ApiOptions extends RequestFlags {
  /** Axios options the client passes on (a time-out, a blob answer, multipart headers). */
  config?: Omit<RequestConfig, 'url' | 'method' | 'params' | 'data'>;
  /** A body sent as is, where the schema does not describe it (multipart form data, a form-encoded export). */
  form?: FormData | string;
  /**
   * Whether the call changes data, so the resource's query keys are invalidated after it: by
   * default every call but GET; a file export (a POST) says false.
   */
  change?: boolean;
}

/** Whether `input` may be left out: no params, query or body is required. */
type InputArgs<E extends AnyEndpoint> = object extends ApiInput<E> ? [input?: ApiInput<E>] : [input: ApiInput<E>];

/** `/system/user/:userIds` with `{ userIds: [3, 4] }` is `/system/user/3,4`; each value is URL-encoded. */
export function fillPath(path: string, params: Record<string, PathValue> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    const parts = Array.isArray(value) ? value : [value];
    return parts.map((part) => encodeURIComponent(String(part))).join(',');
  });
}

/**
 * A descriptor bound to its path parameters (`/comp/rating/:taskId/results` for one task): what a
 * list kit resource over one parent's rows names as its list and export calls. The filled path
 * keys the cache, so each parent's rows are cached apart.
 */
export function boundRoute<E extends AnyEndpoint>(endpoint: E, params: Record<string, PathValue>): Route<E> {
  return { method: endpoint.method, path: fillPath(endpoint.path, params) as E['path'] };
}

type ChangeHook = (path: string) => void;
let changed: ChangeHook = () => {};

/** The app's query client registers what follows a change: invalidating the resource's keys. */
export function onApiChange(hook: ChangeHook): void {
  changed = hook;
}

const READ: ReadonlySet<HttpMethod> = new Set(['GET']);

interface LooseInput extends ApiOptions {
  params?: Record<string, PathValue>;
  query?: unknown;
  body?: unknown;
}

/**
 * The untyped call under `api`, for generic code (the CRUD kit) that holds descriptors of any
 * shape. A successful change (see `ApiOptions.change`) invalidates the resource's query keys.
 */
export async function callRoute<T>(endpoint: { method: HttpMethod; path: string }, input: LooseInput = {}): Promise<T> {
  const { isToken, repeatSubmit, quiet, config, form, change = !READ.has(endpoint.method) } = input;
  const headers = {
    ...(config?.headers ?? {}),
    ...(isToken === false ? { isToken: false } : {}),
    ...(repeatSubmit === false ? { repeatSubmit: false } : {}),
    ...(quiet ? { quiet: true } : {}),
  };
  const answer = await http.request<T>({
    ...config,
    headers,
    method: endpoint.method,
    url: fillPath(endpoint.path, input.params),
    ...(input.query === undefined ? {} : { params: input.query }),
    ...(form === undefined && input.body === undefined ? {} : { data: form ?? input.body }),
  });
  if (change) changed(endpoint.path);
  return answer;
}

/**
 * One call of an endpoint described in packages/contracts, through the app's client (envelope,
 * 401 dialog, duplicate-submit guard). Types only: the browser never parses with the schemas.
 */
export function api<E extends AnyEndpoint>(endpoint: Callable<E>, ...[input]: InputArgs<E>): Promise<EndpointReply<E>> {
  return callRoute<EndpointReply<E>>(endpoint, input as LooseInput | undefined);
}
