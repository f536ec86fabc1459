import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from './auth-helpers';
import { entrantToken } from './entrant-helpers';
import { createTestApp, type TestApp } from './test-app';

// Malformed input of every kind, sent to every route of the OpenAPI document, never answers an
// HTTP 5xx nor leaves the envelope (issue 26 items 8, 10 and 11).

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** Routes left out, and why: each would end the test's own sessions. */
const SKIPPED = new Set([
  'POST /prod-api/logout',
  'POST /prod-api/portal/logout',
  'DELETE /prod-api/monitor/cache/clearCacheAll',
]);

const NUL = 'a\u0000b';
const HUGE_ID = '99999999999999999999';

type Variant = 'nul' | 'hugeId' | 'wrongType';

function typesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const own = schema.type ? [schema.type].flat() : [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(typesOf);
  return [...own, ...nested];
}

/** The value of one field for a variant: a NUL byte in text, an id past bigint, a value of the wrong type. */
function bodyValue(schema: JsonSchema | undefined, variant: Variant): unknown {
  const types = typesOf(schema);
  if (variant === 'nul') {
    if (types.includes('string')) return NUL;
    if (types.includes('array'))
      return [bodyValue(schema?.items ?? schema?.anyOf?.find((s) => s.items)?.items, variant)];
    if (types.includes('object') && schema?.properties) return bodyOf(schema, variant);
    return NUL;
  }
  if (variant === 'hugeId') {
    if (types.includes('array')) return [Number(HUGE_ID)];
    return types.includes('integer') || types.includes('number') ? Number(HUGE_ID) : HUGE_ID;
  }
  if (types.includes('string')) return { not: 'text' };
  if (types.includes('array')) return 'not-a-list';
  return 'abc';
}

function bodyOf(schema: JsonSchema | undefined, variant: Variant): Record<string, unknown> {
  const properties = schema?.properties ?? schema?.allOf?.find((s) => s.properties)?.properties ?? {};
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) body[name] = bodyValue(property, variant);
  if (Object.keys(body).length === 0) body.anything = variant === 'nul' ? NUL : HUGE_ID;
  return body;
}

function pathValue(variant: Variant): string {
  if (variant === 'nul') return '1%00';
  if (variant === 'hugeId') return HUGE_ID;
  return 'abc';
}

function queryValue(variant: Variant): string {
  if (variant === 'nul') return 'a%00b';
  if (variant === 'hugeId') return HUGE_ID;
  return 'abc';
}

interface Call {
  method: string;
  url: string;
  body?: Record<string, unknown>;
  hasInput: boolean;
  /** The field holding the NUL byte: the answer must name it. */
  nulField?: string;
}

/** One call per input field with a NUL byte in that field alone (the shared validation names it). */
function nulCalls(
  path: string,
  method: string,
  pathNames: string[],
  queryNames: string[],
  bodyNames: string[],
): Call[] {
  const withPath = (nul?: string) => path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === nul ? 'a%00b' : '1'));
  return [
    ...pathNames.map((name) => ({ method, url: withPath(name), hasInput: true, nulField: name })),
    ...queryNames.map((name) => ({
      method,
      url: `${withPath()}?${encodeURIComponent(name)}=a%00b`,
      hasInput: true,
      nulField: name,
    })),
    ...bodyNames.map((name) => ({ method, url: withPath(), body: { [name]: NUL }, hasInput: true, nulField: name })),
  ];
}

function callsFor(path: string, method: string, operation: Operation): Call[] {
  const params = operation.parameters ?? [];
  const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = params.filter((p) => p.in === 'query').map((p) => p.name);
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const hasInput = pathNames.length + queryNames.length > 0 || bodySchema !== undefined;
  const bodyNames = Object.keys(bodySchema?.properties ?? {});
  const calls: Call[] = nulCalls(path, method, pathNames, queryNames, bodyNames);
  for (const variant of ['nul', 'hugeId', 'wrongType'] as const) {
    // Malformed path parameters alone, then well-formed ones with a malformed query and body.
    const withPath = (value: (name: string) => string) =>
      path.replace(/\{([^}]+)\}/g, (_m, name: string) => value(name));
    const query = queryNames.map((name) => `${encodeURIComponent(name)}=${queryValue(variant)}`).join('&');
    const body = bodySchema || method !== 'GET' ? bodyOf(bodySchema, variant) : undefined;
    if (pathNames.length > 0) calls.push({ method, url: withPath(() => pathValue(variant)), hasInput });
    calls.push({ method, url: `${withPath(() => '1')}${query ? `?${query}` : ''}`, body, hasInput });
  }
  return calls;
}

let t: TestApp;
let admin: Record<string, string>;
let entrant: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = bearer(await loginAs(t.app, 'admin'));
  entrant = bearer(await entrantToken(t.app));
});
afterAll(() => t.close());

describe('malformed input on every route', () => {
  it('answers the envelope and never an HTTP 5xx for a NUL byte, an oversized id or a wrong-typed value', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/prod-api/tool/swagger/api-docs', headers: admin });
    const document = res.json() as Document;
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [lower, operation] of Object.entries(operations)) {
        const method = lower.toUpperCase();
        if (SKIPPED.has(`${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`)) continue;
        const headers = path.startsWith('/prod-api/portal/') ? entrant : admin;
        for (const call of callsFor(path, method, operation)) {
          sent += 1;
          const answer = await t.app.inject({
            method: call.method as 'GET',
            url: call.url,
            headers,
            ...(call.body ? { payload: call.body } : {}),
          });
          const envelope = answer.headers['content-type']?.toString().startsWith('application/json')
            ? (answer.json() as { code?: unknown; msg?: unknown })
            : undefined;
          const enveloped = typeof envelope?.code === 'number' && typeof envelope.msg === 'string';
          const named =
            call.nulField === undefined || (envelope?.code === 500 && String(envelope.msg).includes(call.nulField));
          if (answer.statusCode >= 500 || (call.hasInput && !enveloped) || !named) {
            failures.push(
              `${call.method} ${call.url} ${JSON.stringify(call.body ?? '')} -> ${answer.statusCode} ${answer.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });
});
