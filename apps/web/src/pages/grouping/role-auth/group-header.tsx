import type { ExpertGroupSummary } from '@cbo/contracts';
import { Descriptions, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../../core/i18n';

const GROUPING_PATH = '/comp/grouping';

/** The members page's header: the group, its stage, leader, capacity and the project groups it judges. */
export function GroupHeader({ group }: { group: ExpertGroupSummary }) {
  const t = useT();
  const stage = group.trackName ? `${group.trackName} · ${group.stageName ?? ''}` : (group.stageName ?? '');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      className="cbo-eg-header"
      items={[
        { key: 'name', label: t('eg.groupName'), children: group.groupName },
        { key: 'stage', label: t('eg.stage'), children: stage },
        { key: 'leader', label: t('eg.leader'), children: group.leaderName ?? t('eg.noLeader') },
        {
          key: 'capacity',
          label: t('eg.members'),
          children: t('eg.memberCount', { count: group.memberCount, capacity: group.capacity }),
        },
        { key: 'region', label: t('eg.region'), children: group.regionName ?? t('eg.acrossRegions') },
        {
          key: 'applications',
          label: t('eg.applications'),
          children: t('eg.applicationCount', { count: group.applicationCount }),
        },
        {
          key: 'reviewGroups',
          label: t('eg.reviewGroups'),
          span: 'filled',
          children:
            group.reviewGroups.length === 0 ? (
              <span className="cbo-eg__none">{t('eg.bindHint')}</span>
            ) : (
              <Space size={[4, 4]} wrap>
                {group.reviewGroups.map((review) => (
                  <Link key={review.reviewGroupId} to={GROUPING_PATH}>
                    <Tag>{t('eg.reviewGroupCount', { name: review.groupName, count: review.applicationCount })}</Tag>
                  </Link>
                ))}
              </Space>
            ),
        },
      ]}
    />
  );
}
