/** What APP_SECRET must at least have; random hex of 32 characters (128 bits) stays well above both. */
export const SECRET_MIN_DISTINCT = 8;
export const SECRET_MIN_BITS = 80;

/**
 * Estimated bits of a secret: its length times the Shannon entropy of its character frequencies.
 * It cannot see structure (a repeated phrase with ten different characters passes), but it
 * refuses the usual mistakes: one character repeated, a short pattern, a short word list.
 */
export function estimatedBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...secret].length;
  let perChar = 0;
  for (const count of counts.values()) perChar -= (count / length) * Math.log2(count / length);
  return perChar * length;
}

/** Why a secret is too predictable to sign and encrypt with, or undefined when it is fine. */
export function weakSecretProblem(secret: string): string | undefined {
  const distinct = new Set(secret).size;
  const bits = Math.floor(estimatedBits(secret));
  if (distinct >= SECRET_MIN_DISTINCT && bits >= SECRET_MIN_BITS) return undefined;
  return (
    `too predictable (${distinct} distinct characters, about ${bits} bits; needs at least ` +
    `${SECRET_MIN_DISTINCT} and ${SECRET_MIN_BITS}): use a random value such as \`openssl rand -base64 48\``
  );
}
