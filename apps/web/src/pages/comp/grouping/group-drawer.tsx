import { LockOutlined, SwapOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReviewGroupDetail, StageEntry } from '@cbo/contracts';
import { Button, Card, Descriptions, Drawer, Empty, Skeleton, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { HasPermi } from '../../../core/access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useT } from '../../../core/i18n';
import { useGroupEntries, useReviewGroup } from './grouping-api';
import type { MoveTarget } from './move-modal';

interface Props {
  stageId: number;
  reviewGroupId: number | null;
  onClose(): void;
  onMove(target: MoveTarget): void;
}

/** The expert group a review group is bound to, with the way to its members page. */
function BoundPanel({ group }: { group: ReviewGroupDetail }) {
  const t = useT();
  const bound = group.bound;
  return (
    <Card size="small" title={t('grouping.bound.title')} className="cbo-grouping__bound">
      {bound ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'name', label: t('grouping.expertGroup'), children: bound.groupName },
              {
                key: 'leader',
                label: t('grouping.bound.leader'),
                children: bound.leaderName ?? t('grouping.bound.noLeader'),
              },
              {
                key: 'members',
                label: t('grouping.bound.members'),
                children: `${bound.memberCount} / ${bound.capacity}`,
              },
            ]}
          />
          <HasPermi value={['comp:grouping:edit']}>
            <Link to={`/grouping/role-auth/user/${bound.expertGroupId}`}>
              <Button icon={<TeamOutlined />}>{t('grouping.bound.manage')}</Button>
            </Link>
          </HasPermi>
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('grouping.bound.none')} />
      )}
    </Card>
  );
}

/** One group: its facts, its bound panel and its applications, which may be moved elsewhere. */
export function GroupDrawer({ stageId, reviewGroupId, onClose, onMove }: Props) {
  const t = useT();
  const mobile = useIsMobile();
  const detail = useReviewGroup(reviewGroupId);
  const entries = useGroupEntries(stageId, reviewGroupId);
  const [chosen, setChosen] = useState<number[]>([]);
  const group = detail.data;
  const locked = group?.lockedByTaskId != null;

  const columns: TableColumnsType<StageEntry> = [
    { key: 'code', dataIndex: 'code', title: t('grouping.code'), width: 120 },
    { key: 'projectName', dataIndex: 'projectName', title: t('grouping.projectName'), ellipsis: true },
    { key: 'regionName', dataIndex: 'regionName', title: t('grouping.region'), width: 100, ellipsis: true },
  ];

  return (
    <Drawer
      open={reviewGroupId !== null}
      onClose={() => {
        setChosen([]);
        onClose();
      }}
      size={mobile ? '100%' : 640}
      destroyOnHidden
      title={group?.groupName ?? t('grouping.detail')}
      className="cbo-grouping__drawer"
    >
      {!group ? (
        <Skeleton active />
      ) : (
        <div className="cbo-grouping__detail">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'category', label: t('grouping.category'), children: group.categoryName ?? '-' },
              { key: 'region', label: t('grouping.region'), children: group.regionName ?? t('grouping.acrossRegions') },
              { key: 'count', label: t('grouping.count'), children: group.entryCount },
              {
                key: 'lock',
                label: t('grouping.lock'),
                children: locked ? (
                  <Tag icon={<LockOutlined />} color="orange">
                    {t('grouping.lockedBy', { task: group.lockedByTaskId ?? '' })}
                  </Tag>
                ) : (
                  t('grouping.unlocked')
                ),
              },
            ]}
          />
          <BoundPanel group={group} />
          <Card
            size="small"
            title={t('grouping.groupEntries')}
            extra={
              <HasPermi value={['comp:grouping:edit']}>
                <Button
                  size="small"
                  icon={<SwapOutlined />}
                  disabled={locked || chosen.length === 0}
                  onClick={() =>
                    onMove({ entryIds: chosen, fromGroupId: group.reviewGroupId, done: () => setChosen([]) })
                  }
                >
                  {t('grouping.move')}
                </Button>
              </HasPermi>
            }
          >
            <Table<StageEntry>
              size="small"
              rowKey="entryId"
              loading={entries.isLoading}
              columns={columns}
              dataSource={entries.data ?? []}
              rowSelection={
                locked ? undefined : { selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }
              }
              pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
              scroll={{ x: 420 }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
            />
          </Card>
        </div>
      )}
    </Drawer>
  );
}
