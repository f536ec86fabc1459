import { PlusOutlined } from '@ant-design/icons';
import { addRegion, editRegion, getRegion, listRegions, type Region, regionForm, removeRegion } from '@cbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo } from 'react';
import { regionOptions, useRegions } from '../../../components/comp/use-regions';
import { type CrudColumn, type CrudForm, CrudTable, defineResource } from '../../../components/crud';
import { useAccess } from '../../../core/access';
import { api } from '../../../core/http/api';
import { invalidateResource } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

const resource = defineResource<Region>({
  name: 'comp/region',
  entity: 'region.entity',
  rowKey: 'regionCode',
  endpoints: { list: listRegions, get: getRegion, add: addRegion, edit: editRegion, remove: removeRegion },
  permission: 'comp:region',
  actions: ['add', 'edit', 'remove'],
  tree: { parentKey: 'parentCode' },
});

const columns: CrudColumn<Region>[] = [
  { key: 'regionName', title: 'region.regionName', width: 220, ellipsis: true },
  { key: 'regionCode', title: 'region.regionCode', hideInSearch: true, width: 90 },
  { key: 'level', title: 'region.level', dict: 'comp_region_level', hideInSearch: true, width: 90 },
  { key: 'orderNum', title: 'region.orderNum', hideInSearch: true, width: 80 },
  { key: 'status', title: 'region.status', dict: 'sys_normal_disable', width: 90 },
  {
    key: 'createTime',
    title: 'field.createTime',
    valueType: 'dateTime',
    hideInSearch: true,
    width: 160,
    defaultHidden: true,
  },
];

/** Regions (province > city > district) as a tree table; code, level and parent are fixed once added. */
function RegionPage() {
  const t = useT();
  const canAdd = useAccess().hasPermi('comp:region:add');
  const regions = useRegions();
  const queryClient = useQueryClient();
  const parents = useMemo(() => regionOptions(regions.data ?? [], 2), [regions.data]);

  const form = useMemo<CrudForm<Record<string, unknown>>>(
    () => ({
      schema: regionForm,
      initialValues: { orderNum: 0, status: '0', level: '1' },
      width: 640,
      load: async (target) => {
        // A region added here is a parent choice next time.
        await invalidateResource(queryClient, listRegions.path);
        if (target.mode === 'add') return {};
        return (await api(getRegion, { params: { regionCode: target.id } })).data;
      },
      fields: [
        { name: 'parentCode', label: 'region.parentCode', type: 'treeSelect', treeData: parents, lockedOnEdit: true },
        { name: 'regionCode', label: 'region.regionCode', half: true, lockedOnEdit: true },
        { name: 'regionName', label: 'region.regionName', half: true },
        { name: 'level', label: 'region.level', type: 'dictRadio', dict: 'comp_region_level', lockedOnEdit: true },
        { name: 'orderNum', label: 'region.orderNum', type: 'number', half: true },
        { name: 'status', label: 'region.status', type: 'dictRadio', dict: 'sys_normal_disable', half: true },
      ],
    }),
    [parents, queryClient],
  );

  return (
    <CrudTable
      resource={resource}
      columns={columns}
      form={form}
      rowActions={(row, context) =>
        canAdd &&
        row.level !== '3' && (
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => context.openAdd({ parentCode: row.regionCode, level: String(Number(row.level) + 1) })}
          >
            {t('region.addChild')}
          </Button>
        )
      }
    />
  );
}

export { RegionPage as Component };
