import { LockOutlined, SwapOutlined } from '@ant-design/icons';
import { listStageEntries, type StageEntry } from '@cbo/contracts';
import { Segmented, Tag } from 'antd';
import { useState } from 'react';
import { type BatchAction, type CrudColumn, CrudTable, defineResource } from '../../../components/crud';
import { useT } from '../../../core/i18n';
import type { MoveTarget } from './move-modal';

const resource = defineResource<StageEntry>({
  name: 'comp/grouping/entries',
  entity: 'grouping.entryEntity',
  rowKey: 'entryId',
  endpoints: { list: listStageEntries },
  permission: 'comp:grouping',
  // Entries are moved, never added or removed here.
  actions: [],
});

function GroupCell({ row }: { row: StageEntry }) {
  const t = useT();
  if (row.groupName === null) return <Tag>{t('grouping.ungrouped')}</Tag>;
  return (
    <span>
      {row.lockedByTaskId !== null && <LockOutlined aria-label={t('grouping.lock')} />} {row.groupName}
    </span>
  );
}

const COLUMNS: CrudColumn<StageEntry>[] = [
  { key: 'code', title: 'grouping.code', width: 120, sorter: true },
  { key: 'projectName', title: 'grouping.projectName', width: 200, ellipsis: true, sorter: true },
  { key: 'categoryName', title: 'grouping.category', hideInSearch: true, width: 100 },
  { key: 'industry', title: 'grouping.industry', dict: 'comp_industry', width: 130 },
  { key: 'regionName', title: 'grouping.region', hideInSearch: true, width: 100, ellipsis: true },
  { key: 'orgName', title: 'grouping.orgName', hideInSearch: true, width: 160, ellipsis: true, defaultHidden: true },
  {
    key: 'groupName',
    title: 'grouping.group',
    hideInSearch: true,
    width: 200,
    ellipsis: true,
    sorter: true,
    render: (_value, row) => <GroupCell row={row} />,
  },
];

/** The stage's entries in scope, ungrouped ones on their own if wished; chosen rows move to another group. */
export function EntriesTable({ stageId, onMove }: { stageId: number; onMove(target: MoveTarget): void }) {
  const t = useT();
  const [ungrouped, setUngrouped] = useState<'0' | '1'>('0');
  const move: BatchAction<StageEntry> = {
    key: 'move',
    label: 'grouping.move',
    icon: <SwapOutlined />,
    color: 'primary',
    permission: 'comp:grouping:edit',
    // A locked group's applications stay where they are (the server refuses anyway).
    allowed: (rows) => rows.every((row) => row.lockedByTaskId === null),
    run: (target, context) => {
      if (target.kind !== 'ids') return;
      onMove({ entryIds: target.rows.map((row) => row.entryId), done: () => context.clearSelection() });
    },
  };
  return (
    <CrudTable<StageEntry, never>
      className="cbo-grouping__entries"
      resource={resource}
      columns={COLUMNS}
      filters={{ stageId, ...(ungrouped === '1' ? { ungrouped: '1' } : {}) }}
      header={
        <Segmented
          className="cbo-grouping__only"
          value={ungrouped}
          onChange={(value) => setUngrouped(value as '0' | '1')}
          options={[
            { value: '0', label: t('grouping.allEntries') },
            { value: '1', label: t('grouping.ungroupedOnly') },
          ]}
        />
      }
      emptyText="grouping.entriesEmpty"
      selectable
      batchActions={[move]}
    />
  );
}
