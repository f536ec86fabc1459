import { CloseOutlined, PlusOutlined, ThunderboltOutlined, UserDeleteOutlined } from '@ant-design/icons';
import {
  type ExpertGroupMember,
  getExpertGroupSummary,
  removeExpertGroupMembers,
  setExpertGroupLeader,
} from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import { AddDialog } from './add-dialog';
import { DrawDialog } from './draw-dialog';
import { GroupHeader } from './group-header';
import { HistoryList } from './history-list';
import { MemberList } from './member-list';
import '../../../components/role/role.css';
import './members.css';

const EXPERT_GROUP_LIST = '/comp/expertGroup';

/**
 * An expert group's members (/grouping/role-auth/user/:groId, digits only; comp:grouping:edit, which
 * every call here needs too; not cached): the header, the members searched and paged, removal (one
 * or many, confirmed), the leader, adding experts with their conflict-of-interest results, seeded
 * draws, and the history (docs/expert-groups.md).
 */
function ExpertGroupMembersPage() {
  const t = useT();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const expertGroupId = Number(useParams().groId);
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'add' | 'draw' | null>(null);
  const summary = useQuery({
    queryKey: queryKeyOf(getExpertGroupSummary, { expertGroupId }),
    queryFn: async () => (await api(getExpertGroupSummary, { params: { expertGroupId } })).data,
  });
  const close = () => navigate(EXPERT_GROUP_LIST);

  const confirm = (content: string, send: () => Promise<unknown>, done: string) =>
    modal.confirm({
      title: t('client.systemPrompt'),
      content,
      okText: t('client.confirm'),
      cancelText: t('crud.cancel'),
      onOk: async () => {
        try {
          await send();
        } catch {
          // The request client has shown why; the dialog closes.
          return;
        }
        message.success(done);
        setSelected([]);
      },
    });
  const remove = (userIds: number[], content: string) =>
    confirm(content, () => api(removeExpertGroupMembers, { params: { expertGroupId, userIds } }), t('eg.removed'));
  const removeOne = (member: ExpertGroupMember) =>
    remove([member.userId], t('eg.removeConfirm', { name: member.nickName }));
  const removeChosen = () => remove(selected, t('eg.removeAllConfirm', { count: selected.length }));
  const nominate = (member: ExpertGroupMember) =>
    confirm(
      t('eg.leaderConfirm', { name: member.nickName }),
      () => api(setExpertGroupLeader, { params: { expertGroupId }, body: { userId: member.userId } }),
      t('eg.leaderSet'),
    );

  if (summary.isError) {
    return (
      <Card>
        <Empty description={t('crud.loadFailed')}>
          <Button icon={<CloseOutlined />} onClick={close}>
            {t('eg.close')}
          </Button>
        </Empty>
      </Card>
    );
  }
  const group = summary.data;
  if (!group) return <Spin className="cbo-eg__loading" />;
  const full = group.memberCount >= group.capacity;

  return (
    <Card size="small" title={t('eg.pageTitle')} className="cbo-eg-members">
      <GroupHeader group={group} />
      <Tabs
        items={[
          {
            key: 'members',
            label: t('eg.tab.members'),
            children: (
              <MemberList
                expertGroupId={expertGroupId}
                selected={selected}
                onSelect={setSelected}
                onRemove={removeOne}
                onLeader={nominate}
                toolbar={
                  <>
                    <Button
                      color="primary"
                      variant="outlined"
                      icon={<PlusOutlined />}
                      disabled={full}
                      onClick={() => setDialog('add')}
                    >
                      {t('eg.add')}
                    </Button>
                    <Button
                      color="primary"
                      variant="outlined"
                      icon={<ThunderboltOutlined />}
                      disabled={full}
                      onClick={() => setDialog('draw')}
                    >
                      {t('eg.draw')}
                    </Button>
                    <Button
                      color="danger"
                      variant="outlined"
                      icon={<UserDeleteOutlined />}
                      disabled={selected.length === 0}
                      onClick={removeChosen}
                    >
                      {t('eg.removeAll')}
                    </Button>
                    <Button color="orange" variant="outlined" icon={<CloseOutlined />} onClick={close}>
                      {t('eg.close')}
                    </Button>
                  </>
                }
              />
            ),
          },
          { key: 'history', label: t('eg.tab.history'), children: <HistoryList expertGroupId={expertGroupId} /> },
        ]}
      />
      <AddDialog group={group} open={dialog === 'add'} onClose={() => setDialog(null)} />
      <DrawDialog group={group} open={dialog === 'draw'} onClose={() => setDialog(null)} />
    </Card>
  );
}

export { ExpertGroupMembersPage as Component };
