import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isAccessMode, permissionsNamedBy } from '../access';
import { catalogPermissions } from '../catalogue';
import { BusinessType } from '../constants';
import { BODY_LIMITS, type Endpoint } from '../endpoint';
import * as contracts from '../index';

// Every descriptor the package exports, found the way the server's binder and the web see them:
// as exported values. A loose shape test, so a malformed descriptor is checked, not skipped.
const endpoints = Object.entries(contracts)
  .filter(([, value]) => typeof value === 'object' && value !== null && 'method' in value && 'path' in value)
  .map(([name, value]) => ({ name, endpoint: value as Endpoint }));

const METHODS_WITH_BODY = ['POST', 'PUT'];
const NAMED_LIMITS = [...Object.keys(BODY_LIMITS), 'upload'];

const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
/** Fastify treats `/a/:id` and `/a/:ids` as the same route, so parameter names are dropped. */
const routeKey = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path.replace(/:\w+/g, ':')}`;

/** Names of the descriptors for which `problem` returns a text, with that text. */
function offenders(problem: (endpoint: Endpoint) => string | undefined): string[] {
  return endpoints.flatMap(({ name, endpoint }) => {
    const found = problem(endpoint);
    return found ? [`${name} (${endpoint.method} ${endpoint.path}): ${found}`] : [];
  });
}

describe('endpoint descriptors', () => {
  it('are found among the exports', () => {
    expect(endpoints.length).toBeGreaterThan(200);
    expect(endpoints.map(({ name }) => name)).toContain('getInfo');
  });

  it('use a known method and a path under the API prefix without the prefix itself', () => {
    expect(
      offenders((e) => {
        if (!['GET', 'POST', 'PUT', 'DELETE'].includes(e.method)) return `method ${e.method}`;
        // A trailing slash is the reference's own (`GET /system/user/` answers the new-user form).
        if (!/^(\/:?[\w.-]+)*\/?$/.test(e.path)) return 'malformed path';
        if (e.path.startsWith('/prod-api')) return 'path repeats the API prefix';
        return undefined;
      }),
    ).toEqual([]);
  });

  it('each declare a valid access mode', () => {
    expect(offenders((e) => (isAccessMode(e.access) ? undefined : `access ${JSON.stringify(e.access)}`))).toEqual([]);
  });

  it('never share a method and path (parameter names aside)', () => {
    const seen = new Map<string, string[]>();
    for (const { name, endpoint } of endpoints)
      seen.set(routeKey(endpoint), [...(seen.get(routeKey(endpoint)) ?? []), name]);
    const shared = [...seen]
      .filter(([, names]) => names.length > 1)
      .map(([key, names]) => `${key}: ${names.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('each have an answer schema; an enveloped answer is an object that leaves code to the envelope', () => {
    expect(
      offenders((e) => {
        if (!(e.answer instanceof z.ZodType)) return 'no answer schema';
        if (e.raw) return undefined;
        if (!(e.answer instanceof z.ZodObject)) return 'answer is not an object schema';
        return 'code' in e.answer.shape ? 'answer declares code' : undefined;
      }),
    ).toEqual([]);
  });

  it('have a params schema naming exactly the parameters of the path', () => {
    expect(
      offenders((e) => {
        const inPath = pathParams(e.path);
        if (!e.params) return inPath.length ? `no params schema for ${inPath.join(', ')}` : undefined;
        if (!(e.params instanceof z.ZodObject)) return 'params is not an object schema';
        const declared = Object.keys(e.params.shape).sort();
        return JSON.stringify(declared) === JSON.stringify(inPath)
          ? undefined
          : `params declare ${declared.join(', ') || 'nothing'}, the path has ${inPath.join(', ') || 'nothing'}`;
      }),
    ).toEqual([]);
  });

  it('take a body only on methods that carry one', () => {
    expect(
      offenders((e) => (e.body && !METHODS_WITH_BODY.includes(e.method) ? `body on ${e.method}` : undefined)),
    ).toEqual([]);
    expect(offenders((e) => (e.body && !(e.body instanceof z.ZodType) ? 'body is not a schema' : undefined))).toEqual(
      [],
    );
  });

  it('raise the body limit only to a named limit, on a method with a body; only uploads go without a body schema', () => {
    expect(
      offenders((e) => {
        if (e.bodyLimit === undefined) return undefined;
        if (!NAMED_LIMITS.includes(e.bodyLimit)) return `unknown body limit ${e.bodyLimit}`;
        if (!METHODS_WITH_BODY.includes(e.method)) return `body limit on ${e.method}`;
        return e.bodyLimit !== 'upload' && !e.body ? `body limit ${e.bodyLimit} without a body` : undefined;
      }),
    ).toEqual([]);
  });

  it('name only permissions that the menu catalogue grants', () => {
    const known = new Set(catalogPermissions());
    expect(
      offenders((e) => {
        const unknown = permissionsNamedBy(e.access).filter((permission) => !known.has(permission));
        return unknown.length ? `unknown permission ${unknown.join(', ')}` : undefined;
      }),
    ).toEqual([]);
  });

  it('log a known business type under a title', () => {
    const types: number[] = Object.values(BusinessType);
    expect(
      offenders((e) =>
        e.log && (!e.log.title.trim() || !types.includes(e.log.businessType))
          ? `log ${JSON.stringify(e.log)}`
          : undefined,
      ),
    ).toEqual([]);
  });
});
