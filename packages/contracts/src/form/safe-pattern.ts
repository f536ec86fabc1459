// Patterns of a form's `pattern` rules are typed by form builders and run by the server on every
// answer, so a pattern that can backtrack catastrophically would let one answer stall the server.
// This is a small, conservative checker of the expression's source (docs/form-schema.md, "Rules"):
// it refuses what can blow up and some harmless expressions with it; the builder says which.

/** Longest pattern source accepted. */
export const PATTERN_MAX_LENGTH = 200;
/** Longest text a pattern is ever run against (longer answers are refused, never matched). */
export const PATTERN_SUBJECT_MAX = 10_000;

export type PatternProblem = 'invalid' | 'unsafe';

/** What a group (or the whole expression) holds, as far as backtracking goes. */
interface Frame {
  /** Each alternative's literal text, or null when it holds more than plain characters. */
  alternatives: (string | null)[];
  /** Some quantifier inside. */
  quantified: boolean;
  /** Some unbounded quantifier (*, +, {n,}) inside. */
  unbounded: boolean;
  /** Some alternation inside a nested group. */
  nestedAlternation: boolean;
}

const newFrame = (): Frame => ({ alternatives: [''], quantified: false, unbounded: false, nestedAlternation: false });

interface Quantifier {
  length: number;
  unbounded: boolean;
  /** `?` and `{0,1}`: at most once, so alternatives cannot repeat into each other. */
  optionalOnly: boolean;
}

/** The quantifier at `index` (with its lazy `?`), if any. */
function quantifierAt(source: string, index: number): Quantifier | undefined {
  const char = source[index];
  let length = 0;
  let unbounded = false;
  let optionalOnly = false;
  if (char === '*' || char === '+') {
    length = 1;
    unbounded = true;
  } else if (char === '?') {
    length = 1;
    optionalOnly = true;
  } else if (char === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(index));
    if (!match) return undefined;
    length = match[0].length;
    unbounded = match[2] !== undefined && match[3] === '';
    optionalOnly = !unbounded && Number(match[3] ?? match[1]) <= 1;
  } else {
    return undefined;
  }
  if (source[index + length] === '?') length += 1;
  return { length, unbounded, optionalOnly };
}

/** Whether some alternative is empty, equal to or a prefix of another (they could match the same text). */
function alternativesOverlap(alternatives: readonly string[]): boolean {
  return alternatives.some((one, i) => one === '' || alternatives.some((other, j) => i !== j && other.startsWith(one)));
}

/** The length of the escape at `index` (a backslash), or -1 for a backreference. */
function escapeLength(source: string, index: number): number {
  const next = source[index + 1];
  if (next !== undefined && /[1-9]/.test(next)) return -1;
  if (next === 'k' && source[index + 2] === '<') return -1;
  if ((next === 'p' || next === 'P' || next === 'u') && source[index + 2] === '{') {
    const close = source.indexOf('}', index + 3);
    return close < 0 ? 2 : close - index + 1;
  }
  if (next === 'u') return 6;
  if (next === 'x') return 4;
  if (next === 'c') return 3;
  return 2;
}

/** Escapes that stand for one literal character (the rest are classes or assertions). */
const LITERAL_ESCAPE = /^\\[^dDwWsSbBpPkuxc0-9]$/;

/**
 * Why a pattern may not be used, or undefined when it may: it must compile with the `u` flag, be
 * at most 200 characters, and hold no backreference, no lookbehind, no quantified group that holds
 * an unbounded quantifier ((a+)+, (a*){3}), no unboundedly quantified group holding any quantifier
 * ((a?b)*) or nested alternation, and no repeated group whose alternatives could match the same
 * text ((a|aa)*, (|a)+, (\d|-)*).
 */
export function patternProblem(source: string): PatternProblem | undefined {
  if (source.length > PATTERN_MAX_LENGTH) return 'unsafe';
  try {
    new RegExp(source, 'u');
  } catch {
    return 'invalid';
  }
  const stack: Frame[] = [newFrame()];
  const top = () => stack[stack.length - 1];
  const setLiteral = (frame: Frame, text: string | null) => {
    const last = frame.alternatives.length - 1;
    const current = frame.alternatives[last];
    frame.alternatives[last] = current === null || text === null ? null : current + text;
  };
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    let atomLength = 1;
    let literal: string | null = null;
    let closed: Frame | undefined;
    if (char === '\\') {
      atomLength = escapeLength(source, index);
      if (atomLength < 0) return 'unsafe';
      const escaped = source.slice(index, index + atomLength);
      literal = LITERAL_ESCAPE.test(escaped) ? escaped.slice(1) : null;
    } else if (char === '[') {
      let end = index + 1;
      if (source[end] === '^') end += 1;
      while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
      atomLength = end - index + 1;
    } else if (char === '(') {
      if (source.startsWith('(?<=', index) || source.startsWith('(?<!', index)) return 'unsafe';
      stack.push(newFrame());
      if (source.startsWith('(?:', index) || source.startsWith('(?=', index) || source.startsWith('(?!', index)) {
        index += 3;
      } else if (source.startsWith('(?<', index)) {
        index = source.indexOf('>', index) + 1;
      } else {
        index += 1;
      }
      continue;
    } else if (char === ')') {
      closed = stack.pop();
      if (!closed || stack.length === 0) return 'invalid';
    } else if (char === '|') {
      top().alternatives.push('');
      index += 1;
      continue;
    } else if (char === '.' || char === '^' || char === '$') {
      literal = null;
    } else {
      literal = char;
    }
    const quantifier = quantifierAt(source, index + atomLength);
    const frame = top();
    if (closed) {
      if (quantifier) {
        // The dangerous shapes: a repeated group that can split the same text in many ways.
        if (closed.unbounded) return 'unsafe';
        if (quantifier.unbounded && (closed.quantified || closed.nestedAlternation)) return 'unsafe';
        if (!quantifier.optionalOnly && closed.nestedAlternation) return 'unsafe';
        if (!quantifier.optionalOnly && closed.alternatives.length > 1) {
          if (closed.alternatives.some((alternative) => alternative === null)) return 'unsafe';
          if (alternativesOverlap(closed.alternatives as string[])) return 'unsafe';
        }
      }
      frame.quantified ||= closed.quantified || quantifier !== undefined;
      frame.unbounded ||= closed.unbounded || quantifier?.unbounded === true;
      frame.nestedAlternation ||= closed.nestedAlternation || closed.alternatives.length > 1;
      setLiteral(frame, !quantifier && closed.alternatives.length === 1 ? closed.alternatives[0] : null);
    } else {
      if (quantifier) {
        frame.quantified = true;
        frame.unbounded ||= quantifier.unbounded;
      }
      setLiteral(frame, quantifier ? null : literal);
    }
    index += atomLength + (quantifier?.length ?? 0);
  }
  return stack.length === 1 ? undefined : 'invalid';
}

const compiled = new Map<string, RegExp | null>();

/** The pattern compiled (`u` flag), or null when it is invalid or unsafe (then it is never run). */
export function safePattern(source: string): RegExp | null {
  const known = compiled.get(source);
  if (known !== undefined) return known;
  const pattern = patternProblem(source) === undefined ? new RegExp(source, 'u') : null;
  if (compiled.size > 500) compiled.clear();
  compiled.set(source, pattern);
  return pattern;
}
