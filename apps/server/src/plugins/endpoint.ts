import {
  type AccessMode,
  BODY_LIMITS,
  describeAccess,
  type Endpoint,
  type EndpointAccess,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  isMessageKey,
  type MessageParams,
} from '@cbo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { type Actor, actorOf, type EntrantUser } from './access';
import { translate } from './request-context';

/**
 * Who a route runs for, from its descriptor's access mode: a staff route (`login`, a permission,
 * a rule) gets a non-null `actor`, an `entrant` route the entrant's session, a `public` route
 * nobody. A descriptor whose mode is not known literally (typed `AccessMode`) gets nobody either,
 * so a handler never reads a caller the access hook did not guarantee.
 */
export type CallerContext<M> = [M] extends ['entrant']
  ? { entrant: EntrantUser }
  : 'public' extends M
    ? unknown
    : 'entrant' extends M
      ? unknown
      : { actor: Actor };

export type HandlerContext<E extends Endpoint> = {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  request: FastifyRequest;
  reply: FastifyReply;
} & CallerContext<EndpointAccess<E>>;

export type Handler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<EndpointAnswer<E> | SerializedAnswer>;

/** What the operation log needs to know about one call of a logged endpoint. */
export interface OperationEvent {
  request: FastifyRequest;
  endpoint: Endpoint;
  /** Parameters as received (validated when validation passed). */
  input: { params: unknown; query: unknown; body: unknown };
  result?: unknown;
  error?: unknown;
  costMs: number;
}

/** Receives every call of an endpoint that declares `log`; must not block or throw. */
export type OperationRecorder = (event: OperationEvent) => void;

/** A whole envelope, already checked against its answer schema and serialised: sent as it is. */
export class SerializedAnswer {
  /** Encoded once: answers with Chinese text are two-byte strings, slow to measure and encode per send. */
  readonly body: Buffer;
  constructor(json: string) {
    this.body = Buffer.from(json, 'utf8');
  }
}

/**
 * Envelopes for answers that are a pure function of a key (such as a content hash) and the
 * request language: checked and serialised once, then sent as stored text. Bounded, oldest out.
 */
export function answerMemo<E extends Endpoint>(endpoint: E, max = 1_000) {
  const memo = new Map<string, SerializedAnswer>();
  return (request: FastifyRequest, key: string, build: () => EndpointAnswer<E>): SerializedAnswer => {
    const memoKey = `${request.locale}:${key}`;
    let hit = memo.get(memoKey);
    if (!hit) {
      const answer = endpoint.answer.parse(build()) as Record<string, unknown>;
      hit = new SerializedAnswer(JSON.stringify({ code: 200, msg: translate(request, 'common.ok'), ...answer }));
      if (memo.size >= max) memo.delete(memo.keys().next().value as string);
      memo.set(memoKey, hit);
    }
    return hit;
  };
}

const errorMaps = { 'zh-CN': z.locales.zhCN().localeError, 'en-US': z.locales.en().localeError } as const;

/** `params.beginTime` is written the way the client sent it: `params[beginTime]`. */
function fieldName(location: string, path: PropertyKey[]): string {
  if (path.length === 0) return location;
  const [head, ...rest] = path.map(String);
  return head + rest.map((part) => `[${part}]`).join('');
}

/**
 * The first place in a raw input that holds a NUL byte (a value or a key, at any depth), as the
 * client would name it. PostgreSQL text cannot hold NUL, so it is refused here once for every route
 * instead of failing in the database.
 */
export function nulBytePath(value: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Buffers (raw bodies) are bytes, not text: no walk over every byte of an upload.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, key];
    if (key.includes('\u0000')) return at;
    const found = nulBytePath(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function refuseNulBytes(value: unknown, location: string): void {
  const path = nulBytePath(value);
  if (!path) return;
  // A key may hold the NUL itself: it is shown escaped, never sent back raw.
  const field = fieldName(location, path).replaceAll('\u0000', '\\0');
  throw AppError.invalid(field, 'validation.nulByte');
}

function validate<T extends z.ZodType>(
  schema: T | undefined,
  value: unknown,
  location: string,
  request: FastifyRequest,
): z.output<T> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (location === 'body' ? undefined : {}), {
    error: errorMaps[request.locale],
  });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = fieldName(location, issue.path);
  // Shared schemas name catalogue keys as custom messages (a refinement's issue may carry the key's
  // params, e.g. the form document's problems); zod's own come from the request language's error map.
  if (isMessageKey(issue.message)) {
    throw AppError.invalid(field, issue.message, issue.code === 'custom' ? (issue.params as MessageParams) : undefined);
  }
  throw AppError.rule('error.invalidField', { field, problem: issue.message });
}

/**
 * Binds an endpoint descriptor to its handler: validates params, query and body with the shared
 * zod schemas (the first problem answers code 500 naming the field), runs the access mode through
 * the route config, and serialises the answer through its schema so unknown keys never leave.
 */
export function bindEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  {
    recordOperation,
    limits = { bodyLimitBytes: app.initialConfig.bodyLimit ?? 1024 * 1024, uploadLimitBytes: 0 },
  }: { recordOperation?: OperationRecorder; limits?: BodyLimits } = {},
): void {
  const uploads = endpoint.bodyLimit === 'upload';
  const caller = callerOf(endpoint.access);
  const respond = async (request: FastifyRequest, reply: FastifyReply) => {
    // Only upload routes read multipart bodies; elsewhere one would pass unread and unchecked.
    if (!uploads && request.isMultipart?.()) {
      throw AppError.rule('error.unsupportedMediaType', { type: 'multipart/form-data' });
    }
    refuseNulBytes(request.params, 'path');
    refuseNulBytes(request.query, 'query');
    refuseNulBytes(request.body, 'body');
    const params = validate(endpoint.params, request.params, 'path', request);
    const query = validate(endpoint.query, request.query, 'query', request);
    const body = validate(endpoint.body, request.body, 'body', request);
    const ctx = { params, query, body, request, reply, ...caller(request) } as HandlerContext<E>;
    const outcome = await handler(ctx);
    if (outcome instanceof SerializedAnswer) return reply.type('application/json; charset=utf-8').send(outcome.body);
    const result = outcome as Record<string, unknown> & { msg?: string };
    if (endpoint.raw || reply.sent) return reply;
    const answer = endpoint.answer.parse(result) as Record<string, unknown>;
    const msg = result.msg ?? translate(request, 'rows' in answer ? 'common.queryOk' : 'common.ok');
    return { code: 200, msg, ...answer };
  };
  const logged =
    endpoint.log && recordOperation
      ? async (request: FastifyRequest, reply: FastifyReply) => {
          const started = performance.now();
          const input = { params: request.params, query: request.query, body: request.body };
          try {
            const result = await respond(request, reply);
            // Streamed and pre-serialised answers are not kept in the log.
            const logged = (result as unknown) === reply ? undefined : result;
            recordOperation({ request, endpoint, input, result: logged, costMs: performance.now() - started });
            return result;
          } catch (error) {
            recordOperation({ request, endpoint, input, error, costMs: performance.now() - started });
            throw error;
          }
        }
      : respond;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, beforePasswordChange: endpoint.beforePasswordChange === true },
    bodyLimit: bodyLimitOf(endpoint, limits),
    schema: documentation(endpoint),
    handler: logged,
  });
}

type Caller = { actor: Actor } | { entrant: EntrantUser } | Record<never, never>;

/**
 * The caller a handler receives. The access hook (plugins/access.ts) has already refused a request
 * without a valid session, so the checks here only make that guarantee visible to the types.
 */
function callerOf(access: AccessMode): (request: FastifyRequest) => Caller {
  if (access === 'public') return () => ({});
  if (access === 'entrant') {
    return (request) => {
      if (!request.entrant) throw AppError.unauthenticated(request.url.split('?')[0]);
      return { entrant: request.entrant };
    };
  }
  return (request) => {
    if (!request.session) throw AppError.unauthenticated(request.url.split('?')[0]);
    return { actor: actorOf(request.session) };
  };
}

export interface BodyLimits {
  /** The default limit of a request body (configuration BODY_LIMIT_MB). */
  bodyLimitBytes: number;
  /** The limit of one uploaded file (configuration UPLOAD_LIMIT_MB). */
  uploadLimitBytes: number;
}

/** The route's body limit in bytes: the default, a named larger one, never below the default. */
export function bodyLimitOf(endpoint: Endpoint, limits: BodyLimits): number {
  const named = endpoint.bodyLimit;
  if (!named) return limits.bodyLimitBytes;
  const bytes = named === 'upload' ? limits.uploadLimitBytes : BODY_LIMITS[named];
  return Math.max(bytes, limits.bodyLimitBytes);
}

const envelopeHead = z.object({ code: z.number().int(), msg: z.string() });

/** Route schema for the OpenAPI document only: validation and serialisation happen above. */
function documentation(endpoint: Endpoint) {
  const answer = endpoint.answer;
  const response = endpoint.raw
    ? answer
    : answer instanceof z.ZodObject
      ? envelopeHead.extend(answer.shape)
      : envelopeHead.and(answer);
  return {
    summary: endpoint.summary,
    description: `Access: ${describeAccess(endpoint.access)}`,
    tags: [endpoint.path.split('/')[1] ?? 'api'],
    ...(endpoint.access === 'public'
      ? {}
      : { security: [{ [endpoint.access === 'entrant' ? 'entrantBearer' : 'bearerAuth']: [] }] }),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: { 200: response },
  };
}
