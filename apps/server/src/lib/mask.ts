/**
 * Masks what must never reach a log: secrets by key name, mobile and ID numbers by key name or by
 * their shape wherever they appear in a string.
 */
const SECRET_KEY =
  /pass(word)?|passwd|pwd|token|secret|credential|api[-_]?key|access[-_]?key|signature|captcha|sms[-_]?code/i;
const MOBILE_KEY = /mobile|phone/i;
const ID_KEY = /id[-_]?card|id[-_]?number|cert(ificate)?[-_]?no/i;
const MOBILE_IN_TEXT = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
const ID_IN_TEXT = /(?<![\dXx])(\d{6})\d{8}(\d{3}[\dXx])(?![\dXx])/g;

export const MASK = '******';

export function maskText(text: string): string {
  return text.replace(ID_IN_TEXT, '$1********$2').replace(MOBILE_IN_TEXT, '$1****$2');
}

function maskValue(key: string, value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return value;
  if (SECRET_KEY.test(key)) return MASK;
  if (typeof value === 'string') {
    const masked = maskText(value);
    if (masked !== value || !(MOBILE_KEY.test(key) || ID_KEY.test(key))) return masked;
    // A number-ish field in an unexpected shape: keep only its first three characters.
    return value.length > 3 ? `${value.slice(0, 3)}${MASK}` : MASK;
  }
  if (typeof value === 'number' && (MOBILE_KEY.test(key) || ID_KEY.test(key))) return MASK;
  if (typeof value !== 'object') return value;
  if (depth > 8) return '[…]';
  if (Array.isArray(value)) return value.map((item) => maskValue(key, item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = maskValue(k, v, depth + 1);
  return out;
}

/** A masked deep copy of a JSON-like value. */
export function maskSecrets<T>(value: T): T {
  return maskValue('', value, 0) as T;
}

/** At most `max` UTF-16 units, ending in '…' when cut; never through a surrogate pair (half an emoji is not valid UTF-8). */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 2]) ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}

/** Masked JSON capped at `max` characters (the log columns hold 2000). */
export function maskedJson(value: unknown, max = 2000): string {
  if (value === undefined) return '';
  let text: string;
  try {
    text = JSON.stringify(maskSecrets(value)) ?? '';
  } catch {
    text = '[unserialisable]';
  }
  return capText(text, max);
}
