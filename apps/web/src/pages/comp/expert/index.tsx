import {
  addExpert,
  addExpertBody,
  type Expert,
  editExpert,
  editExpertBody,
  expertImportTemplate,
  exportExperts,
  getExpert,
  importExperts,
  listExperts,
  removeExperts,
} from '@cbo/contracts';
import { Form } from 'antd';
import { useMemo, useState } from 'react';
import { regionOptions, useRegions } from '../../../components/comp/use-regions';
import { type CrudColumn, type CrudForm, CrudTable, defineResource, RowMore } from '../../../components/crud';
import { ClippedText } from '../../../components/monitor/clipped-text';
import { useAccess } from '../../../core/access';
import { useDict } from '../../../core/dict/use-dict';
import { AccountInput, LinkUserSelect, OrgNameInput } from './expert-inputs';
import { EXPERT_DICTS, useLabels, useTrackOptions } from './expert-options';
import { ExpertSearch, type ExpertSearchValues, expertFiltersOf } from './expert-search';
import { RelationsInput } from './relations-input';
import { useStatusMoves } from './use-status-moves';
import './expert.css';

const resource = defineResource<Expert>({
  name: 'comp/expert',
  entity: 'expert.entity',
  rowKey: 'expertId',
  endpoints: {
    list: listExperts,
    get: getExpert,
    add: addExpert,
    edit: editExpert,
    remove: removeExperts,
    export: exportExperts,
    importData: importExperts,
    importTemplate: expertImportTemplate,
  },
  permission: 'comp:expert',
  actions: ['add', 'edit', 'remove', 'export', 'import'],
});

function useColumns(): CrudColumn<Expert>[] {
  const fields = useLabels(EXPERT_DICTS.fields);
  const industries = useLabels(EXPERT_DICTS.industries);
  const tracks = useTrackOptions();
  return [
    {
      key: 'nickName',
      title: 'expert.nickName',
      sorter: true,
      width: 100,
      render: (_value, row) => (
        <div className="cbo-expert__name">
          <span>{row.nickName}</span>
          <span className="cbo-expert__account">{row.userName}</span>
        </div>
      ),
    },
    { key: 'phonenumber', title: 'expert.contact', width: 120, defaultHidden: true },
    { key: 'orgName', title: 'expert.org', render: (value) => <ClippedText value={value} width={130} /> },
    { key: 'title', title: 'expert.title', dict: EXPERT_DICTS.title, width: 70 },
    {
      key: 'fields',
      title: 'expert.fields',
      render: (value) => <ClippedText value={fields(value as string[])} width={130} />,
    },
    {
      key: 'industries',
      title: 'expert.industries',
      defaultHidden: true,
      render: (value) => <ClippedText value={industries(value as string[])} width={130} />,
    },
    { key: 'regionName', title: 'expert.region', width: 70 },
    {
      key: 'tracks',
      title: 'expert.tracks',
      width: 100,
      render: (value) =>
        (value as string[]).map((track) => tracks.find((option) => option.value === track)?.label ?? track).join('、'),
    },
    { key: 'maxLoad', title: 'expert.maxLoad', sorter: true, width: 90, defaultHidden: true },
    { key: 'status', title: 'expert.status', dict: EXPERT_DICTS.status, sorter: true, width: 80 },
    {
      key: 'rating',
      title: 'expert.rating',
      sorter: true,
      width: 70,
      defaultHidden: true,
      render: (value) => (value === null ? '' : Number(value).toFixed(2)),
    },
    { key: 'email', title: 'expert.email', width: 160, defaultHidden: true, ellipsis: true },
    {
      key: 'createTime',
      title: 'field.createTime',
      valueType: 'dateTime',
      stacked: true,
      sorter: true,
      width: 100,
      defaultHidden: true,
    },
  ];
}

function useExpertForm(): CrudForm<Record<string, unknown>> {
  const regions = useRegions();
  const tree = useMemo(() => regionOptions(regions.data ?? []), [regions.data]);
  const tracks = useTrackOptions();
  const statuses = useDict(EXPERT_DICTS.status);
  const initial = useMemo(
    () =>
      statuses.options
        .filter((option) => option.value === 'active' || option.value === 'applied')
        .map((option) => ({ value: option.value, label: option.label })),
    [statuses.options],
  );
  return useMemo(
    () => ({
      schema: addExpertBody,
      editSchema: editExpertBody,
      container: 'drawer',
      width: 720,
      initialValues: { gender: '2', status: 'active', fields: [], industries: [], tracks: [], relations: [] },
      fields: [
        { name: 'userId', label: 'expert.linkUser', only: 'add', render: () => <LinkUserSelect /> },
        { name: 'userName', label: 'expert.userName', only: 'add', half: true, render: () => <AccountInput /> },
        { name: 'password', label: 'expert.password', only: 'add', half: true, render: () => <AccountInput secret /> },
        { name: 'nickName', label: 'expert.nickName', half: true },
        { name: 'gender', label: 'expert.gender', type: 'dictRadio', dict: 'sys_user_sex', half: true },
        { name: 'phonenumber', label: 'expert.phonenumber', half: true },
        { name: 'email', label: 'expert.email', half: true },
        { name: 'orgName', label: 'expert.org', render: () => <OrgNameInput idField={['orgId']} /> },
        { name: 'title', label: 'expert.title', type: 'dictSelect', dict: EXPERT_DICTS.title, half: true },
        { name: 'regionCode', label: 'expert.region', type: 'treeSelect', treeData: tree, half: true },
        { name: 'fields', label: 'expert.fields', type: 'dictSelect', dict: EXPERT_DICTS.fields, multiple: true },
        {
          name: 'industries',
          label: 'expert.industries',
          type: 'dictSelect',
          dict: EXPERT_DICTS.industries,
          multiple: true,
        },
        { name: 'tracks', label: 'expert.tracks', type: 'select', options: tracks, multiple: true, half: true },
        { name: 'maxLoad', label: 'expert.maxLoad', type: 'number', half: true },
        { name: 'status', label: 'expert.initialStatus', type: 'radio', options: initial, only: 'add' },
        { name: 'relations', label: 'expert.relations', render: () => <RelationsInput /> },
        { name: 'remark', label: 'field.remark', type: 'textarea' },
      ],
    }),
    [tree, tracks, initial],
  );
}

/** The expert pool (专家库): every holder of comp:expert:list sees the whole pool (docs/experts.md). */
function ExpertPage() {
  const access = useAccess();
  const [searchForm] = Form.useForm<ExpertSearchValues>();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const columns = useColumns();
  const form = useExpertForm();
  const moves = useStatusMoves();
  const canMove = access.hasPermi('comp:expert:edit');
  return (
    <CrudTable<Expert, Record<string, unknown>>
      className="cbo-expert"
      resource={resource}
      columns={columns}
      form={form}
      controlledFilters={{ value: filters, onChange: setFilters }}
      search={(slot) => (
        <ExpertSearch
          form={searchForm}
          onSearch={(values) => slot.search(expertFiltersOf(values))}
          onReset={slot.reset}
        />
      )}
      onReset={() => searchForm.resetFields()}
      rowActions={canMove ? (row, context) => <RowMore items={moves(row, context)} /> : undefined}
      importOptions={{ updateSupport: false, flags: [{ name: 'dryRun', label: 'expert.import.dryRun' }] }}
      emptyText="expert.empty"
    />
  );
}

export { ExpertPage as Component };
