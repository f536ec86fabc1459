import { useState } from 'react';
import { rowIdOf } from './crud-api';
import type { BatchTarget } from './slots';
import type { CrudResource, RowId } from './types';

interface Chosen<Row> {
  /** The filters the choice was made under: another filter forgets it. */
  key: string;
  rows: Row[];
  /** Every row matching the filters, not only the chosen ones. */
  all: boolean;
}

/**
 * The rows chosen in a list, or "all rows that match the filter". A choice belongs to the filters it
 * was made under, so a new search, tab or tree node starts with nothing chosen.
 */
export function useSelection<Row>(resource: CrudResource<Row>, filters: Record<string, unknown>, total: number) {
  const key = JSON.stringify(filters);
  const [chosen, setChosen] = useState<Chosen<Row>>({ key, rows: [], all: false });
  const current = chosen.key === key ? chosen : { key, rows: [], all: false };
  const rows = current.rows;
  const ids: RowId[] = rows.map((row) => rowIdOf(resource, row));

  const target = (): BatchTarget<Row> =>
    current.all ? { kind: 'filter', filters, count: total } : { kind: 'ids', ids, rows };

  return {
    rows,
    ids,
    all: current.all,
    /** How many rows an action would act on. */
    count: current.all ? total : rows.length,
    target,
    choose: (next: Row[]) => setChosen({ key, rows: next, all: false }),
    chooseAll: (pageRows: Row[]) => setChosen({ key, rows: pageRows, all: true }),
    clear: () => setChosen({ key, rows: [], all: false }),
  };
}

export type Selection<Row> = ReturnType<typeof useSelection<Row>>;
