import { TOKEN_COOKIE } from '@cbo/contracts';
import Cookies from 'js-cookie';

/**
 * The token cookie is sent only by this site's own pages (SameSite=Strict: no other site can make
 * the browser carry it), and only over TLS when the app is served over HTTPS. It is not HttpOnly:
 * docs/web-client.md section 4 has the page read it to send the Bearer header.
 */
export function tokenCookieAttributes(protocol: string): Cookies.CookieAttributes {
  return { sameSite: 'Strict', secure: protocol === 'https:', path: '/' };
}

/** docs/web-client.md section 4: the session token lives in the cookie Admin-Token. */
export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, tokenCookieAttributes(window.location.protocol));
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, tokenCookieAttributes(window.location.protocol));
}
