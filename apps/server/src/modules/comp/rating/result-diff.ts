import type { ResultChange } from '@cbo/contracts';

// What changed between two versions' results, by application (docs/rating.md, Diff): a score
// compared with !== (results are unrounded: a recompute from the same inputs is bit-for-bit equal),
// the rank, and the flags.

export interface DiffRow {
  applicationId: number;
  code: string;
  score: number | null;
  rank: number | null;
  flags: readonly string[];
}

const side = (row: DiffRow) => ({ score: row.score, rank: row.rank, flags: [...row.flags] });

/** The changes from `before` to `after`, in application-code order. */
export function diffResults(before: readonly DiffRow[], after: readonly DiffRow[]): ResultChange[] {
  const old = new Map(before.map((row) => [row.applicationId, row]));
  const seen = new Set<number>();
  const changes: ResultChange[] = [];
  for (const row of after) {
    seen.add(row.applicationId);
    const previous = old.get(row.applicationId);
    if (!previous) {
      changes.push({ applicationId: row.applicationId, code: row.code, kind: 'added', before: null, after: side(row) });
    } else if (
      previous.score !== row.score ||
      previous.rank !== row.rank ||
      previous.flags.join(',') !== row.flags.join(',')
    ) {
      changes.push({
        applicationId: row.applicationId,
        code: row.code,
        kind: 'changed',
        before: side(previous),
        after: side(row),
      });
    }
  }
  for (const row of before) {
    if (!seen.has(row.applicationId)) {
      changes.push({
        applicationId: row.applicationId,
        code: row.code,
        kind: 'removed',
        before: side(row),
        after: null,
      });
    }
  }
  return changes.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.applicationId - b.applicationId));
}

export function diffCounts(changes: readonly ResultChange[]) {
  return {
    changed: changes.filter((change) => change.kind === 'changed').length,
    added: changes.filter((change) => change.kind === 'added').length,
    removed: changes.filter((change) => change.kind === 'removed').length,
  };
}
