import { http } from '../../core/http/http-client';
import { buildTree } from '../../core/tree';
import type { CrudResource, RowId } from './types';

export interface TablePage<Row> {
  total: number;
  rows: Row[];
}

export function fetchPage<Row>(resource: CrudResource<Row>, params: Record<string, unknown>): Promise<TablePage<Row>> {
  return http.get<TablePage<Row>>(resource.api.list, { params });
}

/** A tree resource's list: the flat `data` answer built into a tree (rows whose parent is absent are roots). */
export async function fetchTree<Row extends object>(
  resource: CrudResource<Row>,
  params: Record<string, unknown>,
): Promise<TablePage<Row>> {
  const answer = await http.get<{ data: Row[] }>(resource.api.list, { params });
  const rows = answer.data ?? [];
  const keys = { id: resource.rowKey, parentId: resource.tree?.parentKey };
  return { total: rows.length, rows: buildTree(rows, keys) };
}

/** One row as the edit form starts from it: the detail call when there is one, else the list row. */
export async function fetchDetail<Row>(resource: CrudResource<Row>, row: Row): Promise<Row> {
  if (!resource.api.detail) return row;
  const answer = await http.get<{ data: Row }>(resource.api.detail(rowIdOf(resource, row)));
  return answer.data;
}

export function createRow<Row>(resource: CrudResource<Row>, body: unknown): Promise<unknown> {
  if (!resource.api.create) throw new Error(`${resource.name} has no create call`);
  return http.post(resource.api.create, body);
}

export function updateRow<Row>(resource: CrudResource<Row>, body: unknown): Promise<unknown> {
  if (!resource.api.update) throw new Error(`${resource.name} has no update call`);
  return http.put(resource.api.update, body);
}

export function removeRows<Row>(resource: CrudResource<Row>, ids: readonly RowId[]): Promise<unknown> {
  if (!resource.api.remove) throw new Error(`${resource.name} has no remove call`);
  return http.delete(resource.api.remove(ids));
}

export function rowIdOf<Row>(resource: CrudResource<Row>, row: Row): RowId {
  return row[resource.rowKey] as RowId;
}

/** The react-query key of everything cached for a resource; mutations invalidate it. */
export const resourceKey = (resource: { name: string; queryKey?: readonly unknown[] }): readonly unknown[] =>
  resource.queryKey ?? ['crud', resource.name];
