import { WEB_BASE } from '@cbo/contracts';
import { create } from 'zustand';
import { onPermVersion, onRelogin } from '../http/http-client';
import { pageNavigation } from '../page-navigation';
import {
  fetchInfo,
  type InfoAnswer,
  type LoginBody,
  postLogout,
  postPasswordLogin,
  postSmsCodeLogin,
  type SmsLoginBody,
} from './session-api';
import { getToken, removeToken, setToken } from './token';

/** docs/web-client.md section 4: set when getInfo names no role. */
export const DEFAULT_ROLE = 'ROLE_DEFAULT';
/** Where logout and the 401 dialog land: the index page under the base path (a full load). */
export const INDEX_URL = `${WEB_BASE}index`;

export interface AuthState {
  token: string | undefined;
  id: number | undefined;
  /** The login name (userName). */
  name: string;
  nickName: string;
  /**
   * The stored avatar path ('' for none). Uploads are private: components/avatar-crop's
   * useAvatarSrc shows it through a signed link, or the default picture.
   */
  avatar: string;
  roles: string[];
  permissions: string[];
  /** The rights' version getInfo named; a later answer naming another means the rights changed. */
  permVersion: string | undefined;
  /** Set when a logged-in answer named another version: the guard reloads the rights. */
  rightsChanged: boolean;
  pwdChangeRequired: boolean;
}

const signedOut: Omit<AuthState, 'token'> = {
  id: undefined,
  name: '',
  nickName: '',
  avatar: '',
  roles: [],
  permissions: [],
  permVersion: undefined,
  rightsChanged: false,
  pwdChangeRequired: false,
};

export const useAuthStore = create<AuthState>()(() => ({ token: getToken(), ...signedOut }));

function keepToken(token: string): void {
  setToken(token);
  useAuthStore.setState({ token });
}

/** Password login: username trimmed (docs/web-client.md section 5); stores the token in the cookie. */
export async function login(body: LoginBody): Promise<void> {
  const { token } = await postPasswordLogin({ ...body, username: body.username.trim() });
  keepToken(token);
}

/** SMS login: mobile trimmed; stores the token in the cookie. */
export async function smsLogin(body: SmsLoginBody): Promise<void> {
  const { token } = await postSmsCodeLogin({ ...body, mobile: body.mobile.trim(), smsCode: body.smsCode.trim() });
  keepToken(token);
}

export function applyInfo(info: InfoAnswer): void {
  const { user } = info;
  useAuthStore.setState({
    id: user.userId,
    name: user.userName,
    nickName: user.nickName,
    avatar: user.avatar ?? '',
    roles: info.roles.length > 0 ? [...info.roles] : [DEFAULT_ROLE],
    permissions: [...info.permissions],
    permVersion: info.permVersion,
    rightsChanged: false,
    pwdChangeRequired: info.pwdChangeRequired,
  });
}

/** GET /getInfo into the store. */
export async function loadInfo(): Promise<void> {
  applyInfo(await fetchInfo());
}

/**
 * docs/web-client.md section 4: calls the server, then clears token, roles, permissions and the cookie. The local
 * session ends even when the call fails (the server ends it on its own clock anyway).
 */
export async function logOut(): Promise<void> {
  try {
    await postLogout();
  } finally {
    removeToken();
    useAuthStore.setState({ token: undefined, ...signedOut });
  }
}

/** docs/web-client.md section 4: a forced local logout clears only the token. */
export function fedLogOut(): void {
  removeToken();
  useAuthStore.setState({ token: undefined });
}

export async function logOutAndReload(): Promise<void> {
  await logOut();
  pageNavigation.assign(INDEX_URL);
}

onRelogin(logOutAndReload);
onPermVersion((version) => {
  const { permVersion, rightsChanged } = useAuthStore.getState();
  if (permVersion && version !== permVersion && !rightsChanged) useAuthStore.setState({ rightsChanged: true });
});
