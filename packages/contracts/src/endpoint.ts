import { z } from 'zod';
import type { AccessMode } from './access';
import type { BusinessTypeValue } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const MB = 1024 * 1024;
/**
 * Named request body limits larger than the default (configuration BODY_LIMIT_MB, 1 MB): a route
 * opts into one on its descriptor. `upload` is the configured upload limit and also lets the route
 * read multipart bodies; no other route does.
 */
export const BODY_LIMITS = { form: 2 * MB, richText: 4 * MB, bpmn: 4 * MB } as const;
export type BodyLimit = keyof typeof BODY_LIMITS | 'upload';
export type ScopeKind = 'system' | 'competition';

/**
 * One endpoint of the API, shared by server and web. `answer` describes the body beside `code`
 * and `msg` (for example `{ data }`, `{ total, rows }` or the reference's top-level `token`).
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
  M extends HttpMethod = HttpMethod,
  Path extends string = string,
  Access extends AccessMode = AccessMode,
> {
  method: M;
  /**
   * Path under the API prefix, Fastify style (`/system/user/:userIds`). Kept as its literal type so
   * that a type-only route on the web (docs/web-client.md, typed client) breaks when it changes.
   */
  path: Path;
  /** Kept as its literal type: the server gives handlers of non-public routes a non-null caller from it. */
  access: Access;
  /** Scoped data: the generic scope tests send out-of-scope ids to these routes. */
  scope?: ScopeKind;
  params?: P;
  query?: Q;
  body?: B;
  answer: A;
  /**
   * The handler writes the reply itself (a file, a stream, a document): no envelope is added and
   * `answer` only documents the body.
   */
  raw?: boolean;
  /**
   * Answered for a session whose initial password is still to be changed; every other logged-in
   * route refuses such a session until the password is changed.
   */
  beforePasswordChange?: boolean;
  /** A body larger than the default limit: rich text, a process model, a form schema, an upload. */
  bodyLimit?: BodyLimit;
  /** Operation log entry written for this endpoint. */
  log?: { title: string; businessType: BusinessTypeValue };
  summary?: string;
}

export function defineEndpoint<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  A extends z.ZodType = z.ZodObject,
  M extends HttpMethod = HttpMethod,
  Path extends string = string,
  const Access extends AccessMode = AccessMode,
>(endpoint: Endpoint<P, Q, B, A, M, Path, Access>): Endpoint<P, Q, B, A, M, Path, Access> {
  return endpoint;
}

/** Answer helpers for the reference's two envelopes. */
export const dataAnswer = <T extends z.ZodType>(data: T) => z.object({ data });
export const tableAnswer = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int(), rows: z.array(row) });
export const emptyAnswer = z.object({});

/** Wire paging (docs/wire-contract.md 1.2): pageNum/pageSize, whitelisted ordering. */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  orderByColumn: z.string().max(64).optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
});

/** `params[beginTime]` / `params[endTime]` as the reference's date-range filter sends them. */
export const dateRangeParams = z
  .object({
    beginTime: z.iso.date().optional().or(z.literal('')),
    endTime: z.iso.date().optional().or(z.literal('')),
  })
  .optional();

/**
 * Whether the `yyyy-MM-dd` that a text starts with names a real day (2026-02-30 does not). Never
 * throws, whatever the text: schemas call it after a pattern check that does not stop on failure.
 */
export function isCalendarDay(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/**
 * Comma-joined ids in a path segment (`3,4,5`), each a positive integer a JavaScript number holds
 * exactly (at most 15 digits): a longer one would reach the database as a rounded or
 * out-of-range value.
 */
export const idListParam = z
  .string()
  .max(2000)
  .regex(/^\d{1,15}(,\d{1,15})*$/, 'ids must be comma-separated positive integers of at most 15 digits');

/** The access mode a descriptor declares, as its literal type (`'login'`, `'system:user:list'`, ...). */
export type EndpointAccess<E> = E extends { access: infer M extends AccessMode } ? M : never;
export type EndpointParams<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.output<P> : never;
export type EndpointQuery<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.output<B> : never;
/** What a handler returns: the answer's fields, and optionally `msg` (an empty answer has only `msg`). */
export type EndpointAnswer<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer A>
    ? string extends keyof z.input<A>
      ? { msg?: string }
      : z.input<A> & { msg?: string }
    : never;

/** Any descriptor, whatever its schemas, method and path. */
export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType, HttpMethod, string>;
/** What a caller sends: the schemas' input types (defaults may be left out). */
export type EndpointQueryInput<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type EndpointBodyInput<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
/** What a caller receives: the envelope's `code` and `msg` beside the answer's fields. */
export type EndpointReply<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer A> ? { code: number; msg: string } & z.output<A> : never;
