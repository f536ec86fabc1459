import { callRoute } from '../../core/http/api';
import { resourceKeyOf } from '../../core/http/query-keys';
import { buildTree } from '../../core/tree';
import type { CrudResource, CrudRoute, RowId } from './types';

export interface TablePage<Row> {
  total: number;
  rows: Row[];
}

/** The one path parameter of a detail or remove call (`/system/post/:postIds` → postIds). */
function onlyParam(route: CrudRoute, value: RowId | readonly RowId[]): Record<string, RowId | readonly RowId[]> {
  const name = /:(\w+)/.exec(route.path)?.[1];
  if (!name) throw new Error(`${route.path} has no path parameter`);
  return { [name]: value };
}

export function fetchPage<Row>(resource: CrudResource<Row>, params: Record<string, unknown>): Promise<TablePage<Row>> {
  return callRoute<TablePage<Row>>(resource.api.list, { query: params });
}

/** A tree resource's list: the flat `data` answer built into a tree (rows whose parent is absent are roots). */
export async function fetchTree<Row extends object>(
  resource: CrudResource<Row>,
  params: Record<string, unknown>,
): Promise<TablePage<Row>> {
  const answer = await callRoute<{ data: Row[] }>(resource.api.list, { query: params });
  const rows = answer.data ?? [];
  const keys = { id: resource.rowKey, parentId: resource.tree?.parentKey };
  return { total: rows.length, rows: buildTree(rows, keys) };
}

/** One row as the edit form starts from it: the detail call when there is one, else the list row. */
export async function fetchDetail<Row>(resource: CrudResource<Row>, row: Row): Promise<Row> {
  const detail = resource.api.detail;
  if (!detail) return row;
  const answer = await callRoute<{ data: Row }>(detail, { params: onlyParam(detail, rowIdOf(resource, row)) });
  return answer.data;
}

export function createRow<Row>(resource: CrudResource<Row>, body: unknown): Promise<unknown> {
  if (!resource.api.create) throw new Error(`${resource.name} has no create call`);
  return callRoute(resource.api.create, { body });
}

export function updateRow<Row>(resource: CrudResource<Row>, body: unknown): Promise<unknown> {
  if (!resource.api.update) throw new Error(`${resource.name} has no update call`);
  return callRoute(resource.api.update, { body });
}

export function removeRows<Row>(resource: CrudResource<Row>, ids: readonly RowId[]): Promise<unknown> {
  const remove = resource.api.remove;
  if (!remove) throw new Error(`${resource.name} has no remove call`);
  return callRoute(remove, { params: onlyParam(remove, ids) });
}

export function rowIdOf<Row>(resource: CrudResource<Row>, row: Row): RowId {
  return row[resource.rowKey] as RowId;
}

/**
 * The react-query key prefix of everything cached for a resource: the resource of its list path
 * (`/system/post`), as `queryKeyOf` derives it; every change invalidates it.
 */
export const resourceKey = (resource: { api: { list: { path: string } } }) => resourceKeyOf(resource.api.list.path);
