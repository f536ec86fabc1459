import { dataAnswer, defineEndpoint } from '@cbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, loginAs } from '../../test/auth-helpers';
import { entrantToken } from '../../test/entrant-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

// The caller a handler receives follows the descriptor's access mode (docs/architecture.md#handler-context).
const staff = defineEndpoint({
  method: 'GET',
  path: '/test/caller/staff',
  access: 'system:user:list',
  answer: dataAnswer(z.object({ userName: z.string(), deptId: z.number().nullable(), subjectUserId: z.number() })),
});
const byRole = defineEndpoint({
  method: 'GET',
  path: '/test/caller/role',
  access: { anyRole: ['auditor'] },
  answer: dataAnswer(z.object({ userName: z.string() })),
});
const portal = defineEndpoint({
  method: 'GET',
  path: '/test/caller/entrant',
  access: 'entrant',
  answer: dataAnswer(z.object({ userName: z.string() })),
});
const open = defineEndpoint({
  method: 'GET',
  path: '/test/caller/public',
  access: 'public',
  answer: dataAnswer(z.object({ callers: z.array(z.string()) })),
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { APP_CAPTCHA: 'off' },
    extraModules: [
      (app) => {
        app.bindEndpoint(staff, async ({ actor }) => ({
          data: { userName: actor.userName, deptId: actor.deptId, subjectUserId: actor.subject.userId },
        }));
        app.bindEndpoint(byRole, async (ctx) => {
          // @ts-expect-error a staff route has no entrant
          expect(ctx.entrant).toBeUndefined();
          return { data: { userName: ctx.actor.userName } };
        });
        app.bindEndpoint(portal, async (ctx) => {
          // @ts-expect-error an entrant route has no staff actor
          expect(ctx.actor).toBeUndefined();
          return { data: { userName: ctx.entrant.userName } };
        });
        app.bindEndpoint(open, async (ctx) => {
          // @ts-expect-error a public route has no caller
          const actor: unknown = ctx.actor;
          return { data: { callers: [actor, (ctx as { entrant?: unknown }).entrant].filter(Boolean).map(String) } };
        });
      },
    ],
  });
});
afterAll(() => t.close());

const get = async (url: string, token?: string) =>
  (await t.app.inject({ url: `/prod-api${url}`, headers: token ? bearer(token) : {} })).json();

describe('the caller a handler receives', () => {
  it('is the staff session with its data-scope subject on permission and role routes', async () => {
    const admin = await loginAs(t.app, 'admin');
    expect((await get('/test/caller/staff', admin)).data).toEqual({ userName: 'admin', deptId: 100, subjectUserId: 1 });
    const auditor = await loginAs(t.app, 'auditor');
    expect((await get('/test/caller/role', auditor)).data).toEqual({ userName: 'auditor' });
  });

  it('is the entrant on entrant routes, and nobody on public routes', async () => {
    const entrant = await entrantToken(t.app);
    expect((await get('/test/caller/entrant', entrant)).data).toEqual({ userName: 'entrant' });
    const admin = await loginAs(t.app, 'admin');
    expect((await get('/test/caller/public', admin)).data).toEqual({ callers: [] });
    expect((await get('/test/caller/public')).data).toEqual({ callers: [] });
  });

  it('never reaches a handler without the caller its mode promises', async () => {
    expect((await get('/test/caller/staff')).code).toBe(401);
    expect((await get('/test/caller/entrant', await loginAs(t.app, 'admin'))).code).toBe(401);
  });
});
