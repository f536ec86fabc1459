import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after the last change a draft is saved (docs/scoring.md, autosave). */
export const AUTOSAVE_DELAY_MS = 2000;

export type AutosaveState =
  | { kind: 'clean' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed' }
  | { kind: 'invalid' };

export interface AutosaveOptions {
  /** Sends the current draft with the seconds spent since the last save; resolves true when saved. */
  send(timeSpent: number): Promise<boolean>;
  /** Whether the current draft passes the draft checks (it is not sent otherwise). */
  valid(): boolean;
  /** Whether saving is possible at all (statement confirmed, not locked, task open). */
  enabled: boolean;
  /** When the sheet was last saved before the page opened (shown until the next save). */
  savedAt?: Date | null;
}

export interface Autosave {
  state: AutosaveState;
  /** A change was made: save about two seconds after the last one. */
  touch(): void;
  /** Saves now if anything changed (leaving the page, previous/next); true when nothing is left unsaved. */
  flush(): Promise<boolean>;
  /** Cancels a pending save and waits for one under way (before a submit, which sends everything). */
  settle(): Promise<void>;
  /** Seconds since the last save (or the page's opening), restarting the count: for a submit. */
  takeTimeSpent(): number;
  /** After a submit: nothing is pending. */
  markClean(at?: Date): void;
}

/**
 * Debounced draft saving: one save at a time, never while nothing changed; a change made while a
 * save is under way is saved after it. The time spent is counted from the page's opening and then
 * from each save, so the server adds up what the expert spent (it bounds each report).
 */
export function useAutosave({ send, valid, enabled, savedAt }: AutosaveOptions): Autosave {
  const [state, setState] = useState<AutosaveState>(savedAt ? { kind: 'saved', at: savedAt } : { kind: 'clean' });
  const dirty = useRef(false);
  const version = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<Promise<boolean> | null>(null);
  const mark = useRef(Date.now());
  const live = useRef({ send, valid, enabled });
  live.current = { send, valid, enabled };

  const takeTimeSpent = useCallback(() => {
    const now = Date.now();
    const seconds = Math.max(0, Math.round((now - mark.current) / 1000));
    mark.current = now;
    return seconds;
  }, []);

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    while (inflight.current) await inflight.current;
    if (!dirty.current) return true;
    if (!live.current.enabled) return true;
    if (!live.current.valid()) {
      setState({ kind: 'invalid' });
      return false;
    }
    const sent = version.current;
    setState({ kind: 'saving' });
    const saving = (async () => {
      const before = mark.current;
      const saved = await live.current.send(takeTimeSpent()).catch(() => false);
      if (!saved) {
        // Not saved: the seconds count toward the next save.
        mark.current = before;
        setState({ kind: 'failed' });
        return false;
      }
      if (version.current === sent) {
        dirty.current = false;
        setState({ kind: 'saved', at: new Date() });
      }
      return true;
    })();
    inflight.current = saving;
    try {
      return await saving;
    } finally {
      inflight.current = null;
    }
  }, [takeTimeSpent]);

  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    while (inflight.current) await inflight.current;
  }, []);

  const touch = useCallback(() => {
    dirty.current = true;
    version.current += 1;
    setState({ kind: 'dirty' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [flush]);

  const markClean = useCallback((at = new Date()) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    dirty.current = false;
    setState({ kind: 'saved', at });
  }, []);

  // Leaving the page (another route, closing the tab, hiding it) saves what is pending.
  useEffect(() => {
    const leave = () => void flush();
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      leave();
    };
  }, [flush]);

  return { state, touch, flush, settle, takeTimeSpent, markClean };
}
