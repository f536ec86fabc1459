import { TOKEN_COOKIE } from '@cbo/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, removeToken, setToken, tokenCookieAttributes } from './token';

afterEach(() => {
  vi.restoreAllMocks();
  removeToken();
});

describe('the Admin-Token cookie', () => {
  it('is set SameSite=Strict and stays readable by the page', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    setToken('tok-1');
    const cookie = String(written.mock.calls.at(-1)?.[0]);
    expect(cookie.startsWith(`${TOKEN_COOKIE}=tok-1;`)).toBe(true);
    expect(cookie.toLowerCase()).toContain('samesite=strict');
    expect(cookie.toLowerCase()).not.toContain('httponly');
    // jsdom serves the app over http: no Secure flag, or the browser would drop the cookie there.
    expect(cookie.toLowerCase()).not.toContain('secure');
    expect(getToken()).toBe('tok-1');
  });

  it('is Secure when the app is served over HTTPS, and only then', () => {
    expect(tokenCookieAttributes('https:')).toMatchObject({ sameSite: 'Strict', secure: true });
    expect(tokenCookieAttributes('http:')).toMatchObject({ sameSite: 'Strict', secure: false });
  });

  it('is removed with the attributes it was set with', () => {
    setToken('tok-2');
    removeToken();
    expect(getToken()).toBeUndefined();
  });
});
