import { SYSTEM_NAME } from '@cbo/contracts';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { ok, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient, setSessionToken } from '../../test/render-app';
import { http } from '../http/http-client';
import { fetchAppInfo, fetchCaptcha } from './session-api';

const api = startFakeApi();
const defaultCaptchaTimeout = http.captchaTimeout;

afterEach(() => {
  http.captchaTimeout = defaultCaptchaTimeout;
});

const slow =
  (body: Record<string, unknown>, delayMs: number): Parameters<typeof api.routes.set>[1] =>
  (request, response) => {
    setTimeout(() => ok(body)(request, response), delayMs);
  };

describe('session calls', () => {
  it('asks for the captcha without a token and with its own 20 s time-out', async () => {
    expect(defaultCaptchaTimeout).toBe(20_000);
    setSessionToken('tok-1');
    render(<AppProviders queryClient={createTestQueryClient()}>{null}</AppProviders>);
    const switches = { systemName: SYSTEM_NAME, captchaEnabled: false, registerEnabled: true, smsLoginEnabled: false };
    api.routes.set('GET /captchaImage', slow({ captchaEnabled: false }, 300));
    api.routes.set('GET /app/info', slow({ data: switches }, 300));

    http.captchaTimeout = 100;
    await expect(fetchCaptcha()).rejects.toThrow('系统接口请求超时');
    // Other calls keep the 300000 ms time-out.
    await expect(fetchAppInfo()).resolves.toEqual(switches);

    http.captchaTimeout = 1000;
    await expect(fetchCaptcha()).resolves.toMatchObject({ captchaEnabled: false });
    expect(api.calls('GET', '/captchaImage').map((r) => r.headers.authorization)).toEqual([undefined, undefined]);
  });
});
