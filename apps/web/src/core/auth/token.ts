import { TOKEN_COOKIE } from '@cbo/contracts';
import Cookies from 'js-cookie';

/** Spec section 4: the session token lives in the cookie Admin-Token. */
export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { sameSite: 'Lax' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}
