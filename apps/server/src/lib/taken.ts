import type { MessageKey, MessageParams } from '@cbo/contracts';
import { AppError } from './app-error';
import { isUniqueViolation } from './db-errors';

/** One unique field of a form: whether another row already uses its value, and the message naming it. */
export type TakenCheck = readonly [taken: boolean, key: MessageKey];

/**
 * The "already used by another row" rule of the services: refuses with the catalogue message of
 * the first taken field, in the order given (the order the reference reports them). The probes
 * themselves are repository reads built on `isTaken` (lib/crud/taken.ts).
 */
export function refuseTaken(checks: readonly TakenCheck[], params?: MessageParams): void {
  const first = checks.find(([taken]) => taken);
  if (first) throw AppError.rule(first[1], params);
}

/**
 * Runs a write that a unique index guards: two people saving the same value at once pass the
 * probe together, and the index refuses the second; that refusal answers `key` like the probe.
 */
export async function writeUnique<T>(key: MessageKey, params: MessageParams, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.rule(key, params);
    throw error;
  }
}
