import { create } from 'zustand';
import { useAuthStore } from '../auth/auth-store';
import { type DictOption, fetchDictOptions } from './dict-api';

interface DictState {
  /** Loaded entries per dictionary type. */
  entries: Record<string, DictOption[]>;
  /** Counts the drops: users of a type that was loading when it was dropped ask again. */
  epoch: number;
}

export const useDictStore = create<DictState>()(() => ({ entries: {}, epoch: 0 }));

/** The load in flight per type; an answer is kept only while its load is still the current one. */
const pending = new Map<string, Promise<DictOption[]>>();

/**
 * Loads a dictionary type once per session: later calls share the first answer (or the load in
 * flight). A failed load is forgotten so the next use tries again. A load started before the type
 * was dropped (an edit, a cache refresh, another session) is not kept: it may hold the old entries.
 */
export function ensureDict(dictType: string): Promise<DictOption[]> {
  const loaded = useDictStore.getState().entries[dictType];
  if (loaded) return Promise.resolve(loaded);
  const inFlight = pending.get(dictType);
  if (inFlight) return inFlight;
  const load: Promise<DictOption[]> = fetchDictOptions(dictType).then(
    (options) => {
      if (pending.get(dictType) === load) {
        pending.delete(dictType);
        useDictStore.setState((state) => ({ entries: { ...state.entries, [dictType]: options } }));
      }
      return options;
    },
    (error: unknown) => {
      if (pending.get(dictType) === load) pending.delete(dictType);
      throw error;
    },
  );
  pending.set(dictType, load);
  return load;
}

/** Forgets one type, e.g. after its entries were edited; its users load it again. */
export function removeDict(dictType: string): void {
  pending.delete(dictType);
  useDictStore.setState((state) => {
    const { [dictType]: _removed, ...rest } = state.entries;
    return { entries: rest, epoch: state.epoch + 1 };
  });
}

/** Forgets every type (a new session, a cache refresh); their users load them again. */
export function clearDicts(): void {
  pending.clear();
  useDictStore.setState((state) => ({ entries: {}, epoch: state.epoch + 1 }));
}

useAuthStore.subscribe((state, previous) => {
  if (state.token !== previous.token) clearDicts();
});
