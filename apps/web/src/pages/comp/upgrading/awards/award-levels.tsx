import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type AwardLevel, listAwardLevels, removeAwardLevels } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { HasPermi } from '../../../../core/access/access';
import { useAccess } from '../../../../core/access/use-access';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';
import { AwardLevelModal, type TrackOption } from './award-level-modal';

const AWARD = 'comp:upgrading:award';

/** The edition's award levels (ranked by order, then special ones), a track's and the edition-wide ones. */
export function useAwardLevels(competitionId: number, trackId: number | null) {
  const query = trackId === null ? { competitionId } : { competitionId, trackId };
  return useQuery({
    queryKey: queryKeyOf(listAwardLevels, query),
    queryFn: async () => (await api(listAwardLevels, { query })).data,
  });
}

/** 奖项设置: a compact table of the award levels with a modal form; add, edit and remove need comp:upgrading:award. */
export function AwardLevels({
  competitionId,
  trackId,
  tracks,
}: {
  competitionId: number;
  trackId: number | null;
  tracks: readonly TrackOption[];
}) {
  const t = useT();
  const { message } = App.useApp();
  const { hasPermi } = useAccess();
  const levels = useAwardLevels(competitionId, trackId);
  const [editing, setEditing] = useState<{ level: AwardLevel | null } | null>(null);
  const canEdit = hasPermi(AWARD);

  const remove = async (level: AwardLevel) => {
    try {
      await api(removeAwardLevels, { params: { levelIds: [level.levelId] } });
      message.success(t('awardsPage.level.removed'));
      await levels.refetch();
    } catch (error) {
      if (!isRequestError(error)) throw error;
    }
  };

  return (
    <div className="cbo-crud__panel cbo-awards__levels">
      <HasPermi value={[AWARD]}>
        <div className="cbo-awards__toolbar">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ level: null })}>
            {t('awardsPage.level.add')}
          </Button>
        </div>
      </HasPermi>
      <Table<AwardLevel>
        size="small"
        rowKey="levelId"
        loading={levels.isLoading}
        dataSource={levels.data ?? []}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: <Empty description={t('awardsPage.level.empty')} /> }}
        columns={[
          { key: 'name', title: t('awardsPage.level.name'), dataIndex: 'name', width: 140, ellipsis: true },
          {
            key: 'track',
            title: t('awardsPage.level.track'),
            width: 110,
            ellipsis: true,
            render: (_value, row) => row.trackName ?? t('awardsPage.allTracks'),
          },
          {
            key: 'kind',
            title: t('awardsPage.level.kind'),
            width: 90,
            render: (_value, row) => (
              <Tag color={row.kind === 'special' ? 'purple' : 'gold'}>{t(`awardsPage.kind.${row.kind}`)}</Tag>
            ),
          },
          {
            key: 'rankOrder',
            title: t('awardsPage.level.rankOrder'),
            width: 90,
            render: (_value, row) => (row.kind === 'ranked' ? row.rankOrder : '—'),
          },
          {
            key: 'countOrScore',
            title: t('awardsPage.level.countOrScore'),
            width: 130,
            render: (_value, row) =>
              [
                row.count === null ? null : t('awardsPage.level.countValue', { count: row.count }),
                row.minScore === null ? null : t('awardsPage.level.minScoreValue', { score: row.minScore }),
              ]
                .filter(Boolean)
                .join(' · ') || '—',
          },
          {
            key: 'sponsor',
            title: t('awardsPage.level.sponsor'),
            width: 140,
            ellipsis: true,
            render: (_value, row) => row.sponsorName ?? '—',
          },
          { key: 'awarded', title: t('awardsPage.level.awarded'), dataIndex: 'awarded', width: 80 },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('crud.actions'),
                  width: 150,
                  render: (_value: unknown, row: AwardLevel) => (
                    <Space size={0}>
                      <Button
                        type="link"
                        size="small"
                        icon={<EditOutlined />}
                        onClick={() => setEditing({ level: row })}
                      >
                        {t('crud.edit')}
                      </Button>
                      <Popconfirm
                        title={t('awardsPage.level.removeConfirm', { name: row.name })}
                        okText={t('awardsPage.ok')}
                        cancelText={t('crud.cancel')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => remove(row)}
                      >
                        <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                          {t('crud.delete')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <AwardLevelModal
        competitionId={competitionId}
        tracks={tracks}
        level={editing?.level ?? null}
        defaultTrackId={trackId}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void levels.refetch();
        }}
      />
    </div>
  );
}
