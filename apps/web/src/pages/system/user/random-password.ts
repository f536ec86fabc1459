/** Letters and digits a person can read and type without confusing them (no 0/O, 1/l/I). */
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;
const LENGTH = 12;

/** A uniform index below `size` from the browser's CSPRNG (rejection sampling: no modulo bias). */
function randomIndex(size: number): number {
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0] < limit) return word[0] % size;
  }
}

/**
 * A password proposed when staff add a user or reset one (there is no shared initial password):
 * 12 characters, about 70 bits, with a letter and a digit so it meets the contracts' password rule.
 */
export function randomPassword(): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < LENGTH; i++) password += ALPHABET[randomIndex(ALPHABET.length)];
    if (/\d/.test(password) && /[A-Za-z]/.test(password)) return password;
  }
}
