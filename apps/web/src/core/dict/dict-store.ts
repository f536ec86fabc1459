import { create } from 'zustand';
import { useAuthStore } from '../auth/auth-store';
import { type DictOption, fetchDictOptions } from './dict-api';

interface DictState {
  /** Loaded entries per dictionary type. */
  entries: Record<string, DictOption[]>;
}

export const useDictStore = create<DictState>()(() => ({ entries: {} }));

const pending = new Map<string, Promise<DictOption[]>>();
let generation = 0;

/**
 * Loads a dictionary type once per session: later calls share the first answer (or the load in
 * flight). A failed load is forgotten so the next use tries again.
 */
export function ensureDict(dictType: string): Promise<DictOption[]> {
  const loaded = useDictStore.getState().entries[dictType];
  if (loaded) return Promise.resolve(loaded);
  const inFlight = pending.get(dictType);
  if (inFlight) return inFlight;
  const started = generation;
  const load = fetchDictOptions(dictType).then(
    (options) => {
      pending.delete(dictType);
      // A load started before the session changed belongs to the previous user.
      if (started === generation) {
        useDictStore.setState((state) => ({ entries: { ...state.entries, [dictType]: options } }));
      }
      return options;
    },
    (error: unknown) => {
      pending.delete(dictType);
      throw error;
    },
  );
  pending.set(dictType, load);
  return load;
}

/** Forgets one type, e.g. after its entries were edited; the next use loads it again. */
export function removeDict(dictType: string): void {
  pending.delete(dictType);
  useDictStore.setState((state) => {
    const { [dictType]: _removed, ...rest } = state.entries;
    return { entries: rest };
  });
}

/** Forgets every type (a new session starts with fresh dictionaries). */
export function clearDicts(): void {
  generation += 1;
  pending.clear();
  useDictStore.setState({ entries: {} });
}

useAuthStore.subscribe((state, previous) => {
  if (state.token !== previous.token) clearDicts();
});
