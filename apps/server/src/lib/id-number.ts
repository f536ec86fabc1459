// Resident ID numbers (GB 11643-1999): 18 characters, the 7th to 14th the birth date
// (yyyyMMdd) and the last a check character over the first 17; legacy 15-digit numbers carry
// yyMMdd (all born in the 1900s) and no check character.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

export type IdNumberProblem = 'format' | 'checkDigit' | 'birthDate';

export interface ParsedIdNumber {
  /** yyyy-MM-dd. */
  birthDate: string;
  /** 'm' or 'f' from the sequence number's parity. */
  sex: 'm' | 'f';
}

/** The check character (0-9 or X) of the first 17 digits. */
export function checkCharOf(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The birth date and sex of an ID number, or why it is not one. */
export function parseIdNumber(input: string): ParsedIdNumber | { problem: IdNumberProblem } {
  const text = input.trim().toUpperCase();
  let year: number;
  let monthDay: string;
  let sexDigit: number;
  if (/^\d{17}[\dX]$/.test(text)) {
    if (checkCharOf(text.slice(0, 17)) !== text[17]) return { problem: 'checkDigit' };
    year = Number(text.slice(6, 10));
    monthDay = text.slice(10, 14);
    sexDigit = Number(text[16]);
  } else if (/^\d{15}$/.test(text)) {
    year = 1900 + Number(text.slice(6, 8));
    monthDay = text.slice(8, 12);
    sexDigit = Number(text[14]);
  } else {
    return { problem: 'format' };
  }
  const month = Number(monthDay.slice(0, 2));
  const day = Number(monthDay.slice(2, 4));
  if (year < 1900 || !isRealDate(year, month, day)) return { problem: 'birthDate' };
  return {
    birthDate: `${year}-${monthDay.slice(0, 2)}-${monthDay.slice(2, 4)}`,
    sex: sexDigit % 2 === 1 ? 'm' : 'f',
  };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Whole years (周岁) between a birth date and a reference date, both yyyy-MM-dd. A year is
 * complete on the birthday; someone born on 29 February completes it on 1 March in a year without
 * a 29 February (they have not lived a full year on the 28th). Negative when born after the date.
 */
export function ageOn(birthDate: string, onDate: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = onDate.split('-').map(Number);
  let age = y - by;
  // This year's birthday: 29 February becomes 1 March outside leap years.
  const [birthdayMonth, birthdayDay] = bm === 2 && bd === 29 && !isLeapYear(y) ? [3, 1] : [bm, bd];
  if (m < birthdayMonth || (m === birthdayMonth && d < birthdayDay)) age -= 1;
  return age;
}
