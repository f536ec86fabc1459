import {
  addOrganisation,
  editOrganisation,
  exportOrganisations,
  getOrganisation,
  importOrganisations,
  listOrganisations,
  type Organisation,
  organisationForm,
  organisationImportTemplate,
  removeOrganisations,
} from '@cbo/contracts';
import { useMemo } from 'react';
import { OrganisationSelect } from '../../../components/comp/organisation-select';
import { regionOptions, useRegions } from '../../../components/comp/use-regions';
import { type CrudColumn, type CrudForm, CrudTable, defineResource } from '../../../components/crud';

const resource = defineResource<Organisation>({
  name: 'comp/organisation',
  entity: 'org.entity',
  rowKey: 'orgId',
  endpoints: {
    list: listOrganisations,
    get: getOrganisation,
    add: addOrganisation,
    edit: editOrganisation,
    remove: removeOrganisations,
    export: exportOrganisations,
    importData: importOrganisations,
    importTemplate: organisationImportTemplate,
  },
  permission: 'comp:organisation',
  actions: ['add', 'edit', 'remove', 'export', 'import'],
});

const columns: CrudColumn<Organisation>[] = [
  { key: 'orgId', title: 'org.orgId', hideInSearch: true, sorter: true, width: 80 },
  { key: 'orgName', title: 'org.orgName', sorter: true, width: 200, ellipsis: true },
  { key: 'orgType', title: 'org.orgType', dict: 'comp_org_type', width: 100 },
  {
    key: 'regionName',
    title: 'org.regionCode',
    hideInSearch: true,
    width: 110,
    ellipsis: true,
  },
  { key: 'parentName', title: 'org.parentId', hideInSearch: true, width: 160, ellipsis: true, defaultHidden: true },
  { key: 'creditCode', title: 'org.creditCode', hideInSearch: true, width: 190, ellipsis: true },
  { key: 'status', title: 'org.status', dict: 'sys_normal_disable', width: 90 },
  {
    key: 'createTime',
    title: 'field.createTime',
    valueType: 'dateTime',
    hideInSearch: true,
    sorter: true,
    width: 160,
    defaultHidden: true,
  },
];

/** Organisations (schools, companies, institutes) within the caller's competition scope. */
function OrganisationPage() {
  const regions = useRegions();
  const tree = useMemo(() => regionOptions(regions.data ?? []), [regions.data]);
  const form = useMemo<CrudForm<Record<string, unknown>>>(
    () => ({
      schema: organisationForm,
      initialValues: { status: '0' },
      width: 640,
      fields: [
        { name: 'orgName', label: 'org.orgName' },
        { name: 'orgType', label: 'org.orgType', type: 'dictSelect', dict: 'comp_org_type', half: true },
        { name: 'regionCode', label: 'org.regionCode', type: 'treeSelect', treeData: tree, half: true },
        { name: 'parentId', label: 'org.parentId', render: () => <OrganisationSelect /> },
        { name: 'creditCode', label: 'org.creditCode' },
        { name: 'status', label: 'org.status', type: 'dictRadio', dict: 'sys_normal_disable' },
        { name: 'remark', label: 'field.remark', type: 'textarea' },
      ],
    }),
    [tree],
  );
  return <CrudTable resource={resource} columns={columns} form={form} />;
}

export { OrganisationPage as Component };
