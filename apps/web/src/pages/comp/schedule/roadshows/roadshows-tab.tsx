import { DesktopOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  addRoadshowSession,
  editRoadshowSession,
  listRoadshowSessions,
  listTaskStages,
  ROADSHOW_STATUSES,
  type RoadshowSessionRow,
  type RoadshowStatus,
  removeRoadshowSessions,
  type TaskStage,
} from '@cbo/contracts';
import { Button, Empty, Form, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ALL_STAGES, JudgingStageBar } from '../../../../components/comp/judging-stage-bar';
import {
  RoadshowStatusTag,
  roadshowConsolePath,
  roadshowKey,
} from '../../../../components/comp/roadshow/roadshow-texts';
import { judgingStageLabel, useJudgingStagePicker } from '../../../../components/comp/use-judging-stages';
import { type CrudColumn, CrudTable, defineResource } from '../../../../components/crud';
import { useT } from '../../../../core/i18n';
import { SessionDrawer } from './session-drawer';
import './roadshows.css';

const MANAGE = 'comp:schedule:roadshow';

const resource = defineResource<RoadshowSessionRow>({
  name: 'comp/roadshow',
  entity: 'roadshowPage.entity',
  rowKey: 'sessionId',
  endpoints: {
    list: listRoadshowSessions,
    add: addRoadshowSession,
    edit: editRoadshowSession,
    remove: removeRoadshowSessions,
  },
  permission: 'comp:schedule',
  permissions: { add: MANAGE, edit: MANAGE, remove: MANAGE },
});

interface SearchValues {
  status?: RoadshowStatus;
}

/**
 * 路演 (docs/roadshow-page.md): an edition's roadshow sessions by stage and status, added and edited
 * in a drawer, removed while planned; each opens its console.
 */
export function RoadshowsTab() {
  const t = useT();
  const navigate = useNavigate();
  const picker = useJudgingStagePicker<TaskStage>(listTaskStages);
  const [stageChoice, setStageChoice] = useState<number>(ALL_STAGES);
  const [searchForm] = Form.useForm<SearchValues>();
  const stageId =
    stageChoice === ALL_STAGES || !picker.stages.some((s) => s.stageId === stageChoice) ? null : stageChoice;

  const columns = useMemo<CrudColumn<RoadshowSessionRow>[]>(
    () => [
      {
        key: 'name',
        title: 'roadshowPage.col.name',
        width: 140,
        render: (_value, row) => (
          <Button
            type="link"
            size="small"
            className="cbo-roadshow__name-link"
            onClick={() => navigate(roadshowConsolePath(row.sessionId))}
          >
            {row.name}
          </Button>
        ),
      },
      {
        key: 'taskName',
        title: 'roadshowPage.col.task',
        width: 160,
        render: (_value, row) => (
          <span className="cbo-roadshow__stack">
            <span>{row.taskName}</span>
            <span className="cbo-roadshow__muted">{judgingStageLabel(row)}</span>
          </span>
        ),
      },
      { key: 'venue', title: 'roadshowPage.col.venue', width: 110, ellipsis: true },
      {
        key: 'startsAt',
        title: 'roadshowPage.col.startsAt',
        width: 110,
        render: (value) => {
          const [day, time] = String(value).split(' ');
          return (
            <span className="cbo-roadshow__when">
              <span>{day}</span>
              <span>{time?.slice(0, 5)}</span>
            </span>
          );
        },
      },
      {
        key: 'pitchMinutes',
        title: 'roadshowPage.col.minutes',
        width: 100,
        render: (_value, row) => (
          <span className="cbo-roadshow__stack">
            <span>{t('roadshowPage.minutes', { pitch: row.pitchMinutes, qa: row.qaMinutes })}</span>
            <span className="cbo-roadshow__muted">{t(roadshowKey(`roadshowPage.mode.${row.scoringMode}`))}</span>
          </span>
        ),
      },
      {
        key: 'status',
        title: 'roadshowPage.col.status',
        width: 84,
        render: (_value, row) => <RoadshowStatusTag status={row.status} />,
      },
      {
        key: 'slots',
        title: 'roadshowPage.col.slots',
        width: 110,
        render: (_value, row) => `${row.slots} / ${row.checkedIn} / ${row.absent} / ${row.presented}`,
      },
      {
        key: 'appealDeadline',
        title: 'roadshowPage.col.appealDeadline',
        width: 120,
        render: (value) => (value === null ? '—' : String(value).slice(0, 16)),
      },
    ],
    [t, navigate],
  );

  const bar = (
    <JudgingStageBar
      picker={picker}
      editionLabel={t('roadshowPage.edition')}
      stageLabel={t('roadshowPage.stage')}
      allStagesLabel={t('roadshowPage.allStages')}
      stageValue={stageId ?? ALL_STAGES}
      onStageChange={setStageChoice}
    />
  );
  const blocked = picker.noEdition ? t('roadshowPage.noEdition') : picker.noStages ? t('roadshowPage.noStages') : null;
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

  const competitionId = picker.competitionId;
  return (
    <CrudTable<RoadshowSessionRow, Record<string, unknown>>
      className="cbo-roadshow"
      resource={resource}
      columns={columns}
      context={bar}
      ready={competitionId !== null}
      filters={competitionId === null ? undefined : { competitionId, ...(stageId === null ? {} : { stageId }) }}
      selectable={false}
      emptyText="roadshowPage.empty"
      rowAllowed={(row, action) =>
        action === 'remove' ? row.status === 'planned' : row.status === 'planned' || row.status === 'live'
      }
      rowLead={(row) => (
        <Button
          type="link"
          size="small"
          icon={<DesktopOutlined />}
          aria-label={t('roadshowPage.consoleOf', { name: row.name })}
          onClick={() => navigate(roadshowConsolePath(row.sessionId))}
        >
          {t('roadshowPage.console')}
        </Button>
      )}
      search={(slot) => (
        <Form
          form={searchForm}
          name="comp_roadshow_search"
          layout="inline"
          className="cbo-search"
          onFinish={(values: SearchValues) => slot.search(values.status ? { status: values.status } : {})}
        >
          <Form.Item name="status" label={t('roadshowPage.col.status')}>
            <Select
              allowClear
              aria-label={t('roadshowPage.col.status')}
              placeholder={t('crud.placeholder.select', { label: t('roadshowPage.col.status') })}
              style={{ width: 140 }}
              options={ROADSHOW_STATUSES.map((value) => ({
                value,
                label: t(roadshowKey(`roadshowPage.status.${value}`)),
              }))}
            />
          </Form.Item>
          <Form.Item className="cbo-search__actions">
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('crud.search')}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                searchForm.resetFields();
                slot.reset();
              }}
            >
              {t('crud.reset')}
            </Button>
          </Form.Item>
        </Form>
      )}
      editor={{
        batchEdit: false,
        render: (state, close) => (
          <SessionDrawer
            state={
              state === null || competitionId === null
                ? null
                : state.mode === 'add'
                  ? { mode: 'add', competitionId, stageId: stageId ?? picker.stageId }
                  : { mode: 'edit', row: state.row }
            }
            stages={picker.stages}
            onClose={() => void close(false)}
            onSaved={() => close(true)}
          />
        ),
      }}
    />
  );
}
