import { TeamOutlined } from '@ant-design/icons';
import {
  addExpertGroup,
  type BoundReviewGroup,
  type ExpertGroup,
  editExpertGroup,
  expertGroupForm,
  getExpertGroup,
  listExpertGroups,
  removeExpertGroups,
} from '@cbo/contracts';
import { Button, Empty, Select, Space, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { EditionSelect } from '../../../components/comp/edition-select';
import { judgingStageLabel } from '../../../components/comp/use-judging-stages';
import { regionOptions, useRegions } from '../../../components/comp/use-regions';
import { type CrudColumn, type CrudForm, CrudTable, defineResource } from '../../../components/crud';
import { HasPermi } from '../../../core/access/access';
import { useT } from '../../../core/i18n';
import { useStagePicker } from './use-stage-picker';
import './expert-group.css';

const MEMBERS_PATH = '/grouping/role-auth/user';
const GROUPING_PATH = '/comp/grouping';

const resource = defineResource<ExpertGroup>({
  name: 'comp/expertGroup',
  entity: 'eg.entity',
  rowKey: 'expertGroupId',
  endpoints: {
    list: listExpertGroups,
    get: getExpertGroup,
    add: addExpertGroup,
    edit: editExpertGroup,
    remove: removeExpertGroups,
  },
  permission: 'comp:expertGroup',
});

function ReviewGroups({ groups }: { groups: readonly BoundReviewGroup[] }) {
  const t = useT();
  if (groups.length === 0) {
    return (
      <Tooltip title={t('eg.bindHint')}>
        <span className="cbo-eg__none">{t('eg.noReviewGroups')}</span>
      </Tooltip>
    );
  }
  return (
    <Space size={[4, 4]} wrap>
      {groups.map((group) => (
        <Link key={group.reviewGroupId} to={GROUPING_PATH}>
          <Tag>{t('eg.reviewGroupCount', { name: group.groupName, count: group.applicationCount })}</Tag>
        </Link>
      ))}
    </Space>
  );
}

/**
 * Expert groups (专家组) of a judging stage: name, leader, capacity, region (its competition
 * scope), members and the project groups it judges (bound on the grouping page). Members are
 * managed on /grouping/role-auth/user/:groId (docs/expert-groups.md).
 */
function ExpertGroupPage() {
  const t = useT();
  const navigate = useNavigate();
  const picker = useStagePicker();
  const regions = useRegions();
  const tree = useMemo(() => regionOptions(regions.data ?? []), [regions.data]);

  const columns = useMemo<CrudColumn<ExpertGroup>[]>(
    () => [
      { key: 'expertGroupId', title: 'eg.id', hideInSearch: true, width: 70, defaultHidden: true },
      { key: 'groupName', title: 'eg.groupName', sorter: true, width: 140, ellipsis: true },
      {
        key: 'leaderName',
        title: 'eg.leader',
        hideInSearch: true,
        width: 90,
        render: (value) => (value ? String(value) : <span className="cbo-eg__none">{t('eg.noLeader')}</span>),
      },
      {
        key: 'memberCount',
        title: 'eg.members',
        hideInSearch: true,
        width: 76,
        render: (value, row) => t('eg.memberCount', { count: Number(value), capacity: row.capacity }),
      },
      {
        key: 'regionName',
        title: 'eg.region',
        hideInSearch: true,
        width: 96,
        render: (value) => (value ? String(value) : t('eg.acrossRegions')),
      },
      {
        key: 'reviewGroups',
        title: 'eg.reviewGroups',
        hideInSearch: true,
        width: 180,
        render: (value) => <ReviewGroups groups={value as BoundReviewGroup[]} />,
      },
      {
        key: 'createTime',
        title: 'field.createTime',
        valueType: 'dateTime',
        hideInSearch: true,
        stacked: true,
        width: 110,
        defaultHidden: true,
      },
    ],
    [t],
  );

  const form = useMemo<CrudForm<Record<string, unknown>>>(
    () => ({
      schema: expertGroupForm,
      initialValues: { stageId: picker.stageId ?? undefined, capacity: 5 },
      fields: [
        { name: 'groupName', label: 'eg.groupName' },
        { name: 'capacity', label: 'eg.capacity', type: 'number', half: true },
        { name: 'regionCode', label: 'eg.region', type: 'treeSelect', treeData: tree, half: true },
        { name: 'remark', label: 'field.remark', type: 'textarea' },
      ],
    }),
    [picker.stageId, tree],
  );

  const bar = (
    <div className="cbo-audit__bar">
      <span className="cbo-audit__bar-label">{t('eg.edition')}</span>
      <EditionSelect
        editions={picker.editions}
        loading={picker.editionsLoading}
        value={picker.competitionId}
        onChange={picker.setCompetitionId}
      />
      <span className="cbo-audit__bar-label">{t('eg.stage')}</span>
      <Select
        className="cbo-eg__stage"
        aria-label={t('eg.stage')}
        loading={picker.stagesLoading}
        value={picker.stageId ?? undefined}
        onChange={picker.setStageId}
        options={picker.stages.map((stage) => ({
          value: stage.stageId,
          label: judgingStageLabel(stage),
        }))}
        popupMatchSelectWidth={false}
      />
    </div>
  );

  const blocked = picker.noEdition ? t('eg.noEdition') : picker.noStages ? t('eg.noStages') : null;
  if (blocked) {
    return (
      <div className="cbo-crud">
        <div className="cbo-crud__panel">
          {bar}
          <Empty description={blocked} />
        </div>
      </div>
    );
  }

  return (
    <CrudTable<ExpertGroup, Record<string, unknown>>
      resource={resource}
      columns={columns}
      form={form}
      context={bar}
      ready={picker.stageId !== null}
      filters={picker.stageId === null ? undefined : { stageId: picker.stageId }}
      emptyText="eg.empty"
      rowActions={(row) => (
        <HasPermi value={['comp:grouping:edit']}>
          <Button
            type="link"
            size="small"
            icon={<TeamOutlined />}
            onClick={() => navigate(`${MEMBERS_PATH}/${row.expertGroupId}`)}
          >
            {t('eg.manageMembers')}
          </Button>
        </HasPermi>
      )}
    />
  );
}

export { ExpertGroupPage as Component };
