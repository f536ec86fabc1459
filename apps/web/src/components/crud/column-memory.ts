import { useCallback, useState } from 'react';

const PREFIX = 'cbo-crud-columns:';

export function columnMemoryKey(pageKey: string): string {
  return `${PREFIX}${pageKey}`;
}

/** The hidden columns remembered for a page, or null when nothing was chosen there yet. */
export function readHiddenColumns(pageKey: string): string[] | null {
  try {
    const stored = globalThis.localStorage?.getItem(columnMemoryKey(pageKey));
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : null;
  } catch {
    return null;
  }
}

export function writeHiddenColumns(pageKey: string, hidden: readonly string[]): void {
  try {
    globalThis.localStorage?.setItem(columnMemoryKey(pageKey), JSON.stringify(hidden));
  } catch {
    // Storage may be unavailable; the choice still holds on this page.
  }
}

/**
 * Which columns a page hides, remembered per page in this browser. Hidden keys are stored (not
 * shown ones), so a column added to the page later shows up by default.
 */
export function useColumnMemory(pageKey: string, defaultHidden: readonly string[]) {
  const [hidden, setHidden] = useState<string[]>(() => readHiddenColumns(pageKey) ?? [...defaultHidden]);
  const change = useCallback(
    (next: string[]) => {
      setHidden(next);
      writeHiddenColumns(pageKey, next);
    },
    [pageKey],
  );
  return [hidden, change] as const;
}
