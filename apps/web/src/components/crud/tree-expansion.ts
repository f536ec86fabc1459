import { type Key, useState } from 'react';
import type { CrudResource } from './types';

type Expansion = readonly Key[] | 'all';

function branchKeys<Row extends object>(resource: CrudResource<Row>, rows: readonly Row[], into: Key[] = []): Key[] {
  for (const row of rows) {
    const children = (row as { children?: Row[] }).children;
    if (!children?.length) continue;
    into.push(row[resource.rowKey] as Key);
    branchKeys(resource, children, into);
  }
  return into;
}

/**
 * The open branches of a tree table: all of them at first (unless the resource says otherwise),
 * then as the person opens and closes them; `toggle` closes everything or opens everything.
 */
export function useTreeExpansion<Row extends object>(resource: CrudResource<Row>, rows: readonly Row[] | undefined) {
  const [expansion, setExpansion] = useState<Expansion>(resource.tree?.expandAll === false ? [] : 'all');
  const expanded = expansion === 'all' ? branchKeys(resource, rows ?? []) : [...expansion];
  return {
    expanded,
    setExpanded: (keys: readonly Key[]) => setExpansion([...keys]),
    toggle: () => setExpansion(expanded.length > 0 ? [] : 'all'),
  };
}
