import { createHmac, randomBytes } from 'node:crypto';

/**
 * Reproducible randomness for draws, assignments and presentation orders (docs/review.md section 8):
 * the n-th number of a seed is the first 48 bits of HMAC-SHA256(seed, n) over 2^48, so the same seed
 * gives the same numbers on any machine and engine. Callers sort their candidates by id first; the
 * seed and the sorted candidate list, stored together, prove the outcome.
 */

/** A new seed: 128 random bits as 32 hex digits. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

/** The numbers of a seed in [0, 1), in order. */
export function seededNumbers(seed: string): () => number {
  let counter = 0;
  return () => {
    const digest = createHmac('sha256', seed).update(String(counter++)).digest();
    return digest.readUIntBE(0, 6) / 2 ** 48;
  };
}

/** A Fisher-Yates shuffle of a copy of `items` driven by the seed. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const next = seededNumbers(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** `count` of `items` drawn without replacement, in draw order (all of them when fewer). */
export function seededDraw<T>(items: readonly T[], count: number, seed: string): T[] {
  return seededShuffle(items, seed).slice(0, Math.max(0, count));
}
