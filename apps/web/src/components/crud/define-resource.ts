import type { TranslationKey } from '../../core/i18n';
import type { CrudApi, CrudPermissions, CrudResource, CrudRoute, SortOrder, TreeOptions } from './types';

export type CrudAction = 'add' | 'edit' | 'remove' | 'export' | 'import';

/** A resource's calls, named by the descriptors of packages/contracts (docs/web-client.md, typed client). */
export interface ResourceEndpoints {
  list: CrudRoute;
  /** One row, path parameter = the row's id. */
  get?: CrudRoute;
  add?: CrudRoute;
  edit?: CrudRoute;
  /** Path parameter = the ids, comma-joined. */
  remove?: CrudRoute;
  export?: CrudRoute;
  importData?: CrudRoute;
  importTemplate?: CrudRoute;
}

export interface ResourceInput<Row> {
  name: string;
  entity: TranslationKey;
  rowKey: keyof Row & string;
  /** The calls; the actions offered are those with a call, unless `actions` narrows them. */
  endpoints: ResourceEndpoints;
  /** Permission prefix: `{permission}:add`, `:edit`, `:remove`, `:export`, `:import`. */
  permission: string;
  /** The actions the resource offers (default: those it has endpoints for). */
  actions?: readonly CrudAction[];
  fileName?: string;
  defaultSort?: { column: keyof Row & string; order: SortOrder };
  /** False for a list the server answers whole: no paging parameters, no pager. */
  paged?: boolean;
  /** A tree table (the list answers `data` flat; no paging, no batch selection). */
  tree?: TreeOptions<Row>;
  /** Overrides of the calls and permissions. */
  api?: Partial<CrudApi>;
  permissions?: Partial<CrudPermissions>;
}

function offeredActions(input: ResourceInput<unknown>, endpoints: ResourceEndpoints): Set<CrudAction> {
  if (input.actions) return new Set(input.actions);
  const named: Array<[CrudAction, CrudRoute | undefined]> = [
    ['add', endpoints.add],
    ['edit', endpoints.edit],
    ['remove', endpoints.remove],
    ['export', endpoints.export],
    ['import', endpoints.importData],
  ];
  return new Set(named.filter(([, route]) => route !== undefined).map(([action]) => action));
}

/** A resource from its descriptors, with the reference's permission conventions and overrides. */
export function defineResource<Row>(input: ResourceInput<Row>): CrudResource<Row> {
  const { permission, endpoints } = input;
  const actions = offeredActions(input as ResourceInput<unknown>, endpoints);
  const has = (action: CrudAction) => actions.has(action);
  const api: CrudApi = {
    list: endpoints.list,
    detail: endpoints.get,
    create: has('add') ? endpoints.add : undefined,
    update: has('edit') ? endpoints.edit : undefined,
    remove: has('remove') ? endpoints.remove : undefined,
    export: has('export') ? endpoints.export : undefined,
    importData: has('import') ? endpoints.importData : undefined,
    importTemplate: has('import') ? endpoints.importTemplate : undefined,
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
  };
}
