import type { TranslationKey } from '../../core/i18n';
import type { CrudApi, CrudPermissions, CrudResource, RowId, SortOrder, TreeOptions } from './types';

export type CrudAction = 'add' | 'edit' | 'remove' | 'export' | 'import';

export interface ResourceInput<Row> {
  name: string;
  entity: TranslationKey;
  rowKey: keyof Row & string;
  /** URL base under /prod-api: list at `{base}/list`, one row at `{base}/{id}`, add POST and edit PUT at `{base}`, delete at `{base}/{ids}`, `{base}/export`, `{base}/importTemplate`, `{base}/importData`. */
  base: string;
  /** Permission prefix: `{permission}:add`, `:edit`, `:remove`, `:export`, `:import`. */
  permission: string;
  /** The actions the resource offers (default add, edit, remove, export). */
  actions?: readonly CrudAction[];
  fileName?: string;
  defaultSort?: { column: keyof Row & string; order: SortOrder };
  /** False for a list the server answers whole: no paging parameters, no pager. */
  paged?: boolean;
  /** A tree table (the list answers `data` flat; no paging, no batch selection). */
  tree?: TreeOptions<Row>;
  /** The react-query key prefix, when other queries of the page share it (counts, details). */
  queryKey?: readonly unknown[];
  /** Overrides of the conventional calls and permissions. */
  api?: Partial<CrudApi>;
  permissions?: Partial<CrudPermissions>;
}

const DEFAULT_ACTIONS: readonly CrudAction[] = ['add', 'edit', 'remove', 'export'];

/** A resource following the reference's URL and permission conventions, with overrides. */
export function defineResource<Row>(input: ResourceInput<Row>): CrudResource<Row> {
  const { base, permission } = input;
  const actions = new Set(input.actions ?? DEFAULT_ACTIONS);
  const has = (action: CrudAction) => actions.has(action);
  const api: CrudApi = {
    list: `${base}/list`,
    detail: (id: RowId) => `${base}/${id}`,
    create: has('add') ? base : undefined,
    update: has('edit') ? base : undefined,
    remove: has('remove') ? (ids: readonly RowId[]) => `${base}/${ids.join(',')}` : undefined,
    export: has('export') ? `${base}/export` : undefined,
    importData: has('import') ? `${base}/importData` : undefined,
    importTemplate: has('import') ? `${base}/importTemplate` : undefined,
    ...input.api,
  };
  const permissions: CrudPermissions = {
    add: has('add') ? `${permission}:add` : undefined,
    edit: has('edit') ? `${permission}:edit` : undefined,
    remove: has('remove') ? `${permission}:remove` : undefined,
    export: has('export') ? `${permission}:export` : undefined,
    import: has('import') ? `${permission}:import` : undefined,
    ...input.permissions,
  };
  return {
    name: input.name,
    entity: input.entity,
    rowKey: input.rowKey,
    api,
    permissions,
    fileName: input.fileName ?? input.name.split('/').pop() ?? input.name,
    defaultSort: input.defaultSort,
    paged: input.paged,
    tree: input.tree,
    queryKey: input.queryKey,
  };
}
