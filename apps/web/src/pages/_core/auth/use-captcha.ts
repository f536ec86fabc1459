import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '../../../core/auth/session-api';
import { RequestError } from '../../../core/http/request-error';
import { useT } from '../../../core/i18n';

export interface CaptchaState {
  /** 'off' when the server has the captcha switched off: the field is hidden. */
  status: 'loading' | 'ready' | 'failed' | 'off';
  /**
   * Whether the server has the captcha on; undefined until its first answer. The field shows
   * meanwhile (the usual case) but is not required, so a quick submit is never blocked by a field
   * that may not exist: the server tells if an answer was needed.
   */
  enabled?: boolean;
  /** data: URL of the image (a PNG rendered on the server). */
  src?: string;
  uuid?: string;
  type?: 'math' | 'char';
}

export interface Captcha extends CaptchaState {
  refresh: () => void;
  /**
   * After a failed request: a new captcha, and from now on one even with the switch off when the
   * server's refusal asked for it (it does so for an account being guessed at, or for an address
   * asking for many SMS codes or registrations).
   */
  afterFailure: (error: unknown) => void;
}

/**
 * The captcha of the login, SMS and register forms: fetched on mount (unless `lazy`: only once
 * the server asks for it) and on every `refresh()`.
 */
export function useCaptcha({ lazy = false }: { lazy?: boolean } = {}): Captcha {
  const t = useT();
  const [state, setState] = useState<CaptchaState>(lazy ? { status: 'off', enabled: false } : { status: 'loading' });
  const latest = useRef(0);
  const forced = useRef(false);
  const refresh = useCallback(() => {
    if (lazy && !forced.current) return;
    const request = ++latest.current;
    setState((current) => ({ ...current, status: current.status === 'off' ? 'off' : 'loading' }));
    fetchCaptcha(forced.current).then(
      (answer) => {
        if (request !== latest.current) return;
        // The reference treats a missing switch as on.
        if (answer.captchaEnabled === false) setState({ status: 'off', enabled: false });
        else
          setState({
            status: 'ready',
            enabled: true,
            src: `data:image/png;base64,${answer.img ?? ''}`,
            uuid: answer.uuid,
            type: answer.captchaType,
          });
      },
      () => {
        if (request === latest.current) setState((current) => ({ ...current, status: 'failed' }));
      },
    );
  }, [lazy]);
  useEffect(refresh, [refresh]);
  const requiredText = t('auth.captchaRequired');
  const afterFailure = useCallback(
    (error: unknown) => {
      if (error instanceof RequestError && error.message === requiredText) forced.current = true;
      refresh();
    },
    [refresh, requiredText],
  );
  return { ...state, refresh, afterFailure };
}
