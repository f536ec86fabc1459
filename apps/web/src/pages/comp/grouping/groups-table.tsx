import { LockOutlined } from '@ant-design/icons';
import {
  addReviewGroup,
  editReviewGroup,
  getReviewGroup,
  listReviewGroups,
  type ReviewGroup,
  removeReviewGroups,
  reviewGroupEdit,
  reviewGroupForm,
} from '@cbo/contracts';
import { Button, Tag } from 'antd';
import { useMemo } from 'react';
import { type CrudColumn, type CrudForm, CrudTable, defineResource } from '../../../components/crud';
import { dictLabel, useDict } from '../../../core/dict';
import { useT } from '../../../core/i18n';
import { useStageExpertGroups } from './grouping-api';

const resource = defineResource<ReviewGroup>({
  name: 'comp/grouping',
  entity: 'grouping.entity',
  rowKey: 'reviewGroupId',
  endpoints: {
    list: listReviewGroups,
    get: getReviewGroup,
    add: addReviewGroup,
    edit: editReviewGroup,
    remove: removeReviewGroups,
  },
  permission: 'comp:grouping',
  actions: ['add', 'edit', 'remove'],
});

/** The group category over what the group was built from: its industry or region (a hand-made group has neither). */
function BasisCell({ row }: { row: ReviewGroup }) {
  const industries = useDict('comp_industry');
  const part = row.basis.industry
    ? dictLabel(industries.options, row.basis.industry)
    : row.basis.regionCode
      ? (row.regionName ?? row.basis.regionCode)
      : null;
  return (
    <div className="cbo-grouping__basis">
      <div>{row.categoryName ?? '-'}</div>
      {part && <div className="cbo-grouping__basis-part">{part}</div>}
    </div>
  );
}

function LockCell({ task }: { task: number | null }) {
  const t = useT();
  if (task === null) return <>{t('grouping.unlocked')}</>;
  return (
    <Tag icon={<LockOutlined />} color="orange">
      {t('grouping.lockedBy', { task })}
    </Tag>
  );
}

function RegionCell({ row }: { row: ReviewGroup }) {
  const t = useT();
  return <>{row.regionName ?? t('grouping.acrossRegions')}</>;
}

function ExpertGroupCell({ row }: { row: ReviewGroup }) {
  const t = useT();
  return row.expertGroupName ?? <Tag>{t('grouping.unbound')}</Tag>;
}

interface Props {
  stageId: number;
  onDetail(reviewGroupId: number): void;
}

/** The stage's groups: counts, basis, region, bound expert group and lock; add, edit (name, binding), remove. */
export function GroupsTable({ stageId, onDetail }: Props) {
  const expertGroups = useStageExpertGroups(stageId);
  const columns = useMemo<CrudColumn<ReviewGroup>[]>(
    () => [
      {
        key: 'groupName',
        title: 'grouping.groupName',
        width: 180,
        ellipsis: true,
        sorter: true,
        // The name opens the group's detail (its bound panel and applications).
        render: (_value, row) => (
          <Button type="link" size="small" className="cbo-grouping__name" onClick={() => onDetail(row.reviewGroupId)}>
            {row.groupName}
          </Button>
        ),
      },
      {
        key: 'basis',
        title: 'grouping.basis',
        hideInSearch: true,
        width: 130,
        render: (_value, row) => <BasisCell row={row} />,
      },
      {
        key: 'regionName',
        title: 'grouping.region',
        hideInSearch: true,
        width: 90,
        render: (_value, row) => <RegionCell row={row} />,
      },
      { key: 'entryCount', title: 'grouping.count', hideInSearch: true, width: 80 },
      {
        key: 'expertGroupName',
        title: 'grouping.expertGroup',
        hideInSearch: true,
        width: 120,
        ellipsis: true,
        render: (_value, row) => <ExpertGroupCell row={row} />,
      },
      {
        key: 'lockedByTaskId',
        title: 'grouping.lock',
        hideInSearch: true,
        width: 100,
        render: (_value, row) => <LockCell task={row.lockedByTaskId} />,
      },
    ],
    [onDetail],
  );
  const form = useMemo<CrudForm<Record<string, unknown>>>(
    () => ({
      schema: reviewGroupForm,
      editSchema: reviewGroupEdit,
      initialValues: { stageId },
      fields: [
        { name: 'groupName', label: 'grouping.groupName' },
        {
          name: 'expertGroupId',
          label: 'grouping.expertGroup',
          type: 'select',
          options: (expertGroups.data ?? []).map((group) => ({
            value: group.expertGroupId,
            label: `${group.groupName} (${group.memberCount}/${group.capacity})`,
          })),
        },
      ],
    }),
    [stageId, expertGroups.data],
  );
  return (
    <CrudTable<ReviewGroup, Record<string, unknown>>
      className="cbo-grouping__groups"
      resource={resource}
      columns={columns}
      form={form}
      filters={{ stageId }}
      emptyText="grouping.empty"
      rowAllowed={(row) => row.lockedByTaskId === null}
    />
  );
}
