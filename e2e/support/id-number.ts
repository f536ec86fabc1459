// Resident ID numbers for test data (GB 11643-1999), the same algorithm as
// apps/server/src/lib/id-number.ts checkCharOf: the last character checks the first 17.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

export function checkCharOf(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

/** A valid 18-character ID number: region (6 digits), birth date (yyyyMMdd), sequence (3 digits). */
export function idNumber(region: string, birth: string, sequence: number): string {
  const first17 = `${region}${birth}${String(sequence).padStart(3, '0')}`;
  return `${first17}${checkCharOf(first17)}`;
}

/** The same number with a wrong check character (a typo a dry run must catch). */
export function withWrongCheck(id: string): string {
  const right = id.slice(-1);
  return `${id.slice(0, 17)}${right === '0' ? '1' : '0'}`;
}
