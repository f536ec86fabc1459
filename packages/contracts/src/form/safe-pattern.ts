// Patterns of a form's `pattern` rules are typed by form builders and run by the server on every
// answer, so a pattern that can backtrack catastrophically would let one answer stall the server.
// This is a small, conservative checker of the expression's source (docs/form-schema.md, "Rules"):
// it refuses what can blow up, exponentially or polynomially, and some harmless expressions with
// it; the builder says which.

/** Longest pattern source accepted. */
export const PATTERN_MAX_LENGTH = 200;
/** Longest text a pattern is ever run against (a longer answer breaks the rule, unmatched): even an accepted pattern may take time quadratic in the text when it is not anchored. */
export const PATTERN_SUBJECT_MAX = 2000;

export type PatternProblem = 'invalid' | 'unsafe';

/** A character, a class, an escape or `.`; `assert` for the zero-width ^ $ \b \B. */
interface Atom {
  kind: 'atom' | 'assert';
  source: string;
  /** The one character it stands for, when it is a plain character. */
  literal: string | null;
}
interface Group {
  kind: 'group';
  alternatives: Piece[][];
  /** A lookahead: matches no text. */
  lookahead: boolean;
}
interface Piece {
  node: Atom | Group;
  min: number;
  max: number;
}

class Unsafe extends Error {}

/** Parses a source that compiles with the `u` flag; refuses backreferences and lookbehinds. */
function parse(source: string): Piece[][] {
  let index = 0;
  const quantifier = (): { min: number; max: number } => {
    let range = { min: 1, max: 1 };
    const char = source[index];
    if (char === '*') range = { min: 0, max: Number.POSITIVE_INFINITY };
    else if (char === '+') range = { min: 1, max: Number.POSITIVE_INFINITY };
    else if (char === '?') range = { min: 0, max: 1 };
    else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(index));
      if (!match) return range;
      const min = Number(match[1]);
      const max = match[2] === undefined ? min : match[3] === '' ? Number.POSITIVE_INFINITY : Number(match[3]);
      index += match[0].length - 1;
      range = { min, max };
    } else return range;
    index += 1;
    if (source[index] === '?') index += 1;
    return range;
  };
  const escaped = (): Atom => {
    const next = source[index + 1];
    if (/[1-9]/.test(next) || (next === 'k' && source[index + 2] === '<')) throw new Unsafe();
    let length = 2;
    if ((next === 'p' || next === 'P' || next === 'u') && source[index + 2] === '{') {
      length = source.indexOf('}', index + 3) - index + 1;
    } else if (next === 'u') length = 6;
    else if (next === 'x') length = 4;
    else if (next === 'c') length = 3;
    const text = source.slice(index, index + length);
    index += length;
    if (next === 'b' || next === 'B') return { kind: 'assert', source: text, literal: null };
    const literal = /^\\[^dDwWsSpPkuxc0-9]$/.test(text) ? text.slice(1) : null;
    return { kind: 'atom', source: text, literal };
  };
  const atom = (): Atom | Group => {
    const char = source[index];
    if (char === '\\') return escaped();
    if (char === '[') {
      let end = index + 1;
      if (source[end] === '^') end += 1;
      while (source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
      const text = source.slice(index, end + 1);
      index = end + 1;
      return { kind: 'atom', source: text, literal: null };
    }
    if (char === '(') {
      if (source.startsWith('(?<=', index) || source.startsWith('(?<!', index)) throw new Unsafe();
      const lookahead = source.startsWith('(?=', index) || source.startsWith('(?!', index);
      if (lookahead || source.startsWith('(?:', index)) index += 3;
      else if (source.startsWith('(?<', index)) index = source.indexOf('>', index) + 1;
      else index += 1;
      const alternatives = alternation();
      index += 1; // ')'
      return { kind: 'group', alternatives, lookahead };
    }
    index += 1;
    if (char === '^' || char === '$') return { kind: 'assert', source: char, literal: null };
    return { kind: 'atom', source: char, literal: char === '.' ? null : char };
  };
  const sequence = (): Piece[] => {
    const pieces: Piece[] = [];
    while (index < source.length && source[index] !== '|' && source[index] !== ')') {
      const node = atom();
      pieces.push({ node, ...quantifier() });
    }
    return pieces;
  };
  const alternation = (): Piece[][] => {
    const alternatives = [sequence()];
    while (source[index] === '|') {
      index += 1;
      alternatives.push(sequence());
    }
    return alternatives;
  };
  return alternation();
}

/** Characters a piece's character set is tried on: common ones, and every character of the source. */
const BASE_SAMPLES = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...'\t\n\r\u00a0\u3000éßΩяعあ한中张年，（１😀',
];

/** Analyses a parsed pattern; throws Unsafe at the first dangerous shape. */
function analyse(tree: Piece[][], samples: readonly string[]): void {
  const charsets = new Map<Atom | Group, Set<number>>();
  /** The samples a node can match (at any position); an atom matching no sample matches all. */
  const charset = (node: Atom | Group): Set<number> => {
    const known = charsets.get(node);
    if (known) return known;
    let set = new Set<number>();
    if (node.kind === 'atom') {
      const pattern = new RegExp(`^(?:${node.source})$`, 'u');
      samples.forEach((sample, i) => {
        if (pattern.test(sample)) set.add(i);
      });
      if (set.size === 0) set = new Set(samples.map((_, i) => i));
    } else if (node.kind === 'group' && !node.lookahead) {
      for (const pieces of node.alternatives)
        for (const piece of pieces) for (const i of charset(piece.node)) set.add(i);
    }
    charsets.set(node, set);
    return set;
  };
  const overlap = (a: Set<number>, b: Set<number>) => [...a].some((i) => b.has(i));
  const some = (node: Atom | Group, test: (piece: Piece) => boolean): boolean =>
    node.kind === 'group' &&
    node.alternatives.some((pieces) => pieces.some((piece) => test(piece) || some(piece.node, test)));
  const canBeEmpty = (piece: Piece): boolean =>
    piece.min === 0 ||
    piece.node.kind === 'assert' ||
    (piece.node.kind === 'group' &&
      (piece.node.lookahead || piece.node.alternatives.some((pieces) => pieces.every(canBeEmpty))));
  /** It may take a varying number of characters (a quantifier of varying count, in it or inside). */
  const variable = (piece: Piece) => piece.min !== piece.max || some(piece.node, (p) => p.min !== p.max);
  /** The samples a sequence can start with. */
  const firstOfSequence = (pieces: Piece[], of: (node: Atom | Group) => Set<number> = first): Set<number> => {
    const set = new Set<number>();
    for (const piece of pieces) {
      for (const i of of(piece.node)) set.add(i);
      if (!canBeEmpty(piece)) break;
    }
    return set;
  };
  const first = (node: Atom | Group): Set<number> => {
    if (node.kind !== 'group') return node.kind === 'assert' ? new Set() : charset(node);
    if (node.lookahead) return new Set();
    const set = new Set<number>();
    for (const pieces of node.alternatives) for (const i of firstOfSequence(pieces)) set.add(i);
    return set;
  };

  const lastOfSequence = (pieces: Piece[]): Set<number> => firstOfSequence([...pieces].reverse(), last);
  const last = (node: Atom | Group): Set<number> => {
    if (node.kind !== 'group') return first(node);
    if (node.lookahead) return new Set();
    const set = new Set<number>();
    for (const pieces of node.alternatives) for (const i of lastOfSequence(pieces)) set.add(i);
    return set;
  };
  /** Whether a piece takes at most a bounded number of characters. */
  const bounded = (piece: Piece) =>
    piece.max !== Number.POSITIVE_INFINITY && !some(piece.node, (p) => p.max === Number.POSITIVE_INFINITY);
  /**
   * Whether an earlier piece of varying length and a later piece can share text: a bounded one by
   * its last characters against the later one's first, one whose end is pinned inside (([a-z]+-)*)
   * by its last characters against any the later one takes, any other by all it takes.
   */
  const conflicts = (earlier: Piece, later: Piece): boolean => {
    if (bounded(earlier)) return overlap(last(earlier.node), first(later.node));
    if (pinnedInside(earlier)) return overlap(last(earlier.node), charset(later.node));
    return overlap(charset(earlier.node), first(later.node));
  };
  const pinnedInside = (piece: Piece): boolean =>
    piece.node.kind === 'group' &&
    !piece.node.lookahead &&
    piece.node.alternatives.every((pieces) => pieces.length > 0 && checkPinned(pieces).length === 0);

  // A piece of varying length followed, with nothing pinning its end, by another of varying
  // length that can take a character the first can: the text between them splits in many ways
  // (a+a+, a?a?a?aaa, \d+.\d+, [a-z]+x[a-z]+ are refused). A piece that always takes a first
  // character the earlier one cannot pins the earlier one's end (^\d+\.\d+$, ^\d{1,3}(,\d{3})*$).
  // Answers the pieces left unpinned at the end.
  const checkPinned = (pieces: Piece[]): Piece[] => {
    const open: Piece[] = [];
    for (const piece of pieces) {
      if (piece.node.kind === 'group' && piece.node.lookahead) continue;
      if (variable(piece) && open.some((earlier) => conflicts(earlier, piece))) throw new Unsafe();
      if (!canBeEmpty(piece)) {
        for (let i = open.length - 1; i >= 0; i -= 1) {
          if (!conflicts(open[i], piece)) open.splice(i, 1);
        }
      }
      if (variable(piece)) open.push(piece);
    }
    return open;
  };

  // A group repeated more than once must not split the same text in several ways: each choice
  // between alternatives (its own and nested ones) is decided by the next character, no
  // alternative can be empty, and one round followed by the next is pinned as above
  // (([a-z]+-)* is fine, (a+)+, (a|aa)*, (a[ab]*b)+ are not).
  const checkRepeated = (group: Group) => {
    const choices = [group, ...collectGroups(group)];
    for (const choice of choices) {
      if (choice.alternatives.length < 2) continue;
      if (choice.alternatives.some((pieces) => pieces.every(canBeEmpty))) throw new Unsafe();
      const starts = choice.alternatives.map((pieces) => firstOfSequence(pieces));
      if (starts.some((one, i) => starts.some((other, j) => i < j && overlap(one, other)))) throw new Unsafe();
    }
    for (const one of group.alternatives) {
      if (one.every(canBeEmpty)) throw new Unsafe();
      for (const next of group.alternatives) checkPinned([...one, ...next]);
    }
  };
  const collectGroups = (group: Group): Group[] =>
    group.alternatives.flatMap((pieces) =>
      pieces.flatMap((piece) => (piece.node.kind === 'group' ? [piece.node, ...collectGroups(piece.node)] : [])),
    );

  const checkSequence = (pieces: Piece[]) => {
    for (const piece of pieces) {
      if (piece.node.kind !== 'group') continue;
      piece.node.alternatives.forEach(checkSequence);
      if (piece.max > 1) checkRepeated(piece.node);
    }
    checkPinned(pieces);
  };
  tree.forEach(checkSequence);
}

/**
 * Why a pattern may not be used, or undefined when it may. It must compile with the `u` flag, be at
 * most 200 characters, and hold no backreference and no lookbehind. A group repeated more than
 * once must not be able to split the same text in several ways: no quantifier of varying count
 * inside ((a+)+, (a*){3}, (a?b)*; fixed counts as in (\d{3}-)+ are fine), no nested alternation,
 * and alternatives that are plain literals, none empty or a prefix of another ((ab|cd)+ is fine,
 * (a|aa)*, (\d|-)* are not). And a piece of varying length (a+, \d{1,3}, x?) must not be followed,
 * with nothing pinning its end, by another that can start with a character it can take: a piece
 * that always takes a first character the earlier one cannot pins it (^\d+\.\d+$ and
 * ^\d{1,3}(,\d{3})*$ are fine, a+a+, a?a?aa, \d+.\d+ and .+@.+ are not).
 */
export function patternProblem(source: string): PatternProblem | undefined {
  if (source.length > PATTERN_MAX_LENGTH) return 'unsafe';
  try {
    new RegExp(source, 'u');
  } catch {
    return 'invalid';
  }
  try {
    const samples = [...new Set([...BASE_SAMPLES, ...source])];
    analyse(parse(source), samples);
    return undefined;
  } catch (error) {
    if (error instanceof Unsafe) return 'unsafe';
    throw error;
  }
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
