import { useEffect } from 'react';
import type { DictOption } from './dict-api';
import { ensureDict, useDictStore } from './dict-store';

const NONE: DictOption[] = [];

export interface DictResult {
  options: DictOption[];
  loading: boolean;
}

/**
 * The entries of one dictionary type, loaded on first use and cached per type for the session;
 * every component using the same type shares one call. No type gives no entries.
 */
export function useDict(dictType: string | undefined): DictResult {
  const options = useDictStore((state) => (dictType ? state.entries[dictType] : undefined));
  // A drop while the type was loading leaves `options` unchanged: the epoch asks again.
  const epoch = useDictStore((state) => state.epoch);
  // biome-ignore lint/correctness/useExhaustiveDependencies: epoch re-runs the load after a drop.
  useEffect(() => {
    // The request client has already shown a failure; the list simply stays empty.
    if (dictType && !options) ensureDict(dictType).catch(() => undefined);
  }, [dictType, options, epoch]);
  return { options: options ?? NONE, loading: Boolean(dictType) && !options };
}
