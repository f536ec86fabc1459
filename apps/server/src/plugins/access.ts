import { type AccessMode, allows, isAccessMode } from '@cbo/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** One enabled role of a session with its own rights, for data-scope filtering (docs/wire-contract.md 8.6). */
export interface SessionRole {
  roleId: number;
  roleKey: string;
  /** '1' all, '2' custom departments, '3' own department, '4' own and below, '5' self. */
  dataScope: '1' | '2' | '3' | '4' | '5';
  /**
   * Competition scope (docs/competition-scope.md): '1' all, '2' region subtree, '3' organisation,
   * '4' own. Sessions always set it; left out (in system data-scope fixtures) it reads as '4'.
   */
  compScope?: '1' | '2' | '3' | '4';
  /** '0' enabled, '1' disabled. */
  status: '0' | '1';
  /** The permission strings this role grants on its own (not the union over the user's roles). */
  permissions: string[];
}

export interface SessionUser {
  /** Hash of the token: names the session in indexes and logs; the token itself is never stored. */
  tokenId: string;
  userId: number;
  userName: string;
  deptId: number | null;
  roles: string[];
  permissions: string[];
  scopeRoles: SessionRole[];
  /**
   * The widest competition scope of the enabled roles ('1' all .. '4' own; '4' without a role),
   * read by the competition modules (docs/competition-scope.md).
   */
  compScope: NonNullable<SessionRole['compScope']>;
  /** Changes whenever the user's roles, menus or scopes change; sent as header x-perm-version. */
  permVersion: string;
  /** The initial (or reset) password must be changed before anything else. */
  pwdChangeRequired?: boolean;
}

/** The data-scope subject of a session: its user, department and enabled roles (modules/system/data-scope). */
export interface ScopeSubject {
  userId: number;
  deptId: number | null;
  roles: SessionRole[];
}

/**
 * The staff user a route runs for, as its handler receives it: the session the access hook
 * resolved, with its data-scope subject beside it. Handlers of every route whose access mode is
 * neither `public` nor `entrant` get one, never null (plugins/endpoint.ts).
 */
export interface Actor extends SessionUser {
  subject: ScopeSubject;
}

/** Sessions are immutable records, re-read when they change: each gets its actor once. */
const actors = new WeakMap<SessionUser, Actor>();

export function actorOf(session: SessionUser): Actor {
  let actor = actors.get(session);
  if (!actor) {
    actor = { ...session, subject: { userId: session.userId, deptId: session.deptId, roles: session.scopeRoles } };
    actors.set(session, actor);
  }
  return actor;
}

/** Turns a Bearer token into the session it belongs to (the session store implements this). */
export interface SessionResolver {
  resolve(token: string, request: FastifyRequest): Promise<SessionUser | null>;
}

/** An entrant's portal session (modules/portal/entrant-sessions.ts). */
export interface EntrantUser {
  tokenId: string;
  userId: number;
  userName: string;
  /** The initial (or reset) password must be changed before anything else. */
  pwdChangeRequired?: boolean;
}

/** Turns a portal Bearer token into its entrant session; staff tokens never resolve here. */
export interface EntrantResolver {
  resolve(token: string): Promise<EntrantUser | null>;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: AccessMode;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its access mode, for the generic security tests and the API explorer. */
    routeAccess: RouteAccess[];
  }
  interface FastifyRequest {
    session: SessionUser | null;
    /** Set on routes of access mode `entrant` (under /portal/). */
    entrant: EntrantUser | null;
  }
  interface FastifyContextConfig {
    access?: AccessMode;
    /** Answered while the session's password is still to be changed (endpoint descriptor flag). */
    beforePasswordChange?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * Secure by default (house rule 1, docs/architecture.md#security-rules): a route that declares no access mode stops start-up, and
 * every request is checked against its route's mode before its body is read.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { sessions?: SessionResolver; entrants?: EntrantResolver }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('entrant', null);
    const table: RouteAccess[] = [];
    app.decorate('routeAccess', table);

    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (!isAccessMode(access)) {
        const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
        throw new Error(
          `Route ${method} ${route.url} declares no access mode: set config.access to 'public', 'login', 'entrant', a permission string or an any-of/all-of rule`,
        );
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') table.push({ method, url: route.url, access });
      }
      // The check is bound to each route with its mode: no per-request look-up of the route's
      // options, and public routes carry no check at all. It runs on request, before the body is
      // read, so a caller without a valid token never makes the server parse what it sent.
      if (access === 'public') return;
      const check =
        access === 'entrant'
          ? entrantCheck(opts.entrants, route.config?.beforePasswordChange === true)
          : accessCheck(access, route.config?.beforePasswordChange === true, opts.sessions);
      route.onRequest = route.onRequest ? [check, ...[route.onRequest].flat()] : check;
    });
  },
);

/** Portal routes: an entrant's token only (a staff token is not one). */
function entrantCheck(entrants: EntrantResolver | undefined, beforePasswordChange: boolean): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const entrant = token && entrants ? await entrants.resolve(token) : null;
    if (!entrant) throw AppError.unauthenticated(pathOf(request));
    request.entrant = entrant;
    if (entrant.pwdChangeRequired && !beforePasswordChange) throw AppError.rule('auth.passwordChangeRequired');
  };
}

function accessCheck(
  access: Exclude<AccessMode, 'public' | 'entrant'>,
  beforePasswordChange: boolean,
  sessions: SessionResolver | undefined,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const token = bearerToken(request);
    const session = token && sessions ? await sessions.resolve(token, request) : null;
    if (!session) throw AppError.unauthenticated(pathOf(request));
    request.session = session;
    reply.header('x-perm-version', session.permVersion);
    if (session.pwdChangeRequired && !beforePasswordChange) throw AppError.rule('auth.passwordChangeRequired');
    if (!allows(session, access)) throw AppError.forbidden();
  };
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0];
}
