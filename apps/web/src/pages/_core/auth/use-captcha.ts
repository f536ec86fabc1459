import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '../../../core/auth/session-api';

export interface CaptchaState {
  /** 'off' when the server has the captcha switched off: the field is hidden. */
  status: 'loading' | 'ready' | 'failed' | 'off';
  /**
   * Whether the server has the captcha on; undefined until its first answer. The field shows
   * meanwhile (the usual case) but is not required, so a quick submit is never blocked by a field
   * that may not exist: the server tells if an answer was needed.
   */
  enabled?: boolean;
  /** data: URL of the SVG image. */
  src?: string;
  uuid?: string;
  type?: 'math' | 'char';
}

/** The captcha of the login and register forms: fetched on mount and on every `refresh()`. */
export function useCaptcha(): CaptchaState & { refresh: () => void } {
  const [state, setState] = useState<CaptchaState>({ status: 'loading' });
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const request = ++latest.current;
    setState((current) => ({ ...current, status: current.status === 'off' ? 'off' : 'loading' }));
    fetchCaptcha().then(
      (answer) => {
        if (request !== latest.current) return;
        // The reference treats a missing switch as on.
        if (answer.captchaEnabled === false) setState({ status: 'off', enabled: false });
        else
          setState({
            status: 'ready',
            enabled: true,
            src: `data:image/svg+xml;base64,${answer.img ?? ''}`,
            uuid: answer.uuid,
            type: answer.captchaType,
          });
      },
      () => {
        if (request === latest.current) setState((current) => ({ ...current, status: 'failed' }));
      },
    );
  }, []);
  useEffect(refresh, [refresh]);
  return { ...state, refresh };
}
