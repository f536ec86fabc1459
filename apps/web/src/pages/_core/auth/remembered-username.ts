/** localStorage key of the remembered username; the password is never stored. */
export const REMEMBERED_USERNAME_KEY = 'login-username';

export function readRememberedUsername(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(REMEMBERED_USERNAME_KEY) || undefined;
  } catch {
    return undefined;
  }
}

export function rememberUsername(username: string | undefined): void {
  try {
    if (username) globalThis.localStorage?.setItem(REMEMBERED_USERNAME_KEY, username);
    else globalThis.localStorage?.removeItem(REMEMBERED_USERNAME_KEY);
  } catch {
    // Storage unavailable: the form simply starts empty next time.
  }
}
