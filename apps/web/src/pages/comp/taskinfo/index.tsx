import {
  addReviewTask,
  editReviewTask,
  getReviewTask,
  listReviewTasks,
  listTaskStages,
  type ReviewTask,
  removeReviewTasks,
  reopenReviewTask,
  type TaskStage,
} from '@cbo/contracts';
import { App, Empty, Form } from 'antd';
import { useMemo, useState } from 'react';
import { ALL_STAGES, JudgingStageBar } from '../../../components/comp/judging-stage-bar';
import { judgingStageLabel, useJudgingStagePicker } from '../../../components/comp/use-judging-stages';
import { type CrudColumn, CrudTable, defineResource, ReasonModal } from '../../../components/crud';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { PublishModal } from './publish-modal';
import { DetailLink, StateActions } from './task-actions';
import { TaskDetail } from './task-detail';
import { TaskDrawer } from './task-drawer';
import { TaskSearch, type TaskSearchValues, taskFiltersOf } from './task-search';
import { isOverdue, modeDetail, modeName, TaskStatusTag } from './task-texts';
import './taskinfo.css';

// comp:taskinfo:edit is the experts' scoring permission: editing a draft needs :add, like adding.
const resource = defineResource<ReviewTask>({
  name: 'comp/taskinfo',
  entity: 'task.entity',
  rowKey: 'taskId',
  endpoints: {
    list: listReviewTasks,
    get: getReviewTask,
    add: addReviewTask,
    edit: editReviewTask,
    remove: removeReviewTasks,
  },
  permission: 'comp:taskinfo',
  permissions: { edit: 'comp:taskinfo:add' },
});

/**
 * Review tasks (任务信息, docs/review-tasks.md#the-page) of an edition's judging stage (or all its
 * stages): add and edit drafts in a drawer, publish with a seed and read the plan, close and
 * reopen, and a task's detail with its progress.
 */
function TaskinfoPage() {
  const t = useT();
  const { message } = App.useApp();
  const picker = useJudgingStagePicker<TaskStage>(listTaskStages);
  const [allStages, setAllStages] = useState(false);
  const [searchForm] = Form.useForm<TaskSearchValues>();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [publishing, setPublishing] = useState<ReviewTask | null>(null);
  const [reopening, setReopening] = useState<ReviewTask | null>(null);

  const columns = useMemo<CrudColumn<ReviewTask>[]>(
    () => [
      { key: 'taskName', title: 'task.name', width: 140, ellipsis: true },
      {
        key: 'stageName',
        title: 'task.stage',
        width: 120,
        ellipsis: true,
        render: (_value, row) => judgingStageLabel(row),
      },
      {
        key: 'mode',
        title: 'task.mode',
        width: 110,
        render: (_value, row) => {
          const detail = modeDetail(t, row);
          return (
            <span className="cbo-task__mode">
              {modeName(t, row.mode)}
              {detail && <span className="cbo-task__muted">{detail}</span>}
            </span>
          );
        },
      },
      { key: 'groupCount', title: 'task.groups', width: 70 },
      {
        key: 'assignmentCount',
        title: 'task.assignments',
        width: 80,
        render: (value, row) => (row.status === 'draft' ? <span className="cbo-task__muted">—</span> : String(value)),
      },
      {
        key: 'dueAt',
        title: 'task.dueAt',
        width: 100,
        render: (value, row) => {
          const [day, time] = String(value).split(' ');
          const late = isOverdue(row);
          return (
            <span
              className={late ? 'cbo-task__due cbo-task__overdue' : 'cbo-task__due'}
              title={late ? t('task.overdue') : undefined}
            >
              <span>{day}</span>
              <span>{time}</span>
            </span>
          );
        },
      },
      {
        key: 'status',
        title: 'task.status',
        width: 84,
        render: (_value, row) => <TaskStatusTag status={row.status} />,
      },
    ],
    [t],
  );

  const bar = (
    <JudgingStageBar
      picker={picker}
      editionLabel={t('task.edition')}
      stageLabel={t('task.stage')}
      allStagesLabel={t('task.allStages')}
      stageValue={allStages ? ALL_STAGES : picker.stageId}
      onStageChange={(id) => {
        setAllStages(id === ALL_STAGES);
        if (id !== ALL_STAGES) picker.setStageId(id);
      }}
    />
  );

  const blocked = picker.noEdition ? t('task.noEdition') : picker.noStages ? t('task.noStages') : null;
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

  const filters = allStages
    ? picker.competitionId === null
      ? undefined
      : { competitionId: picker.competitionId }
    : picker.stageId === null
      ? undefined
      : { stageId: picker.stageId };

  return (
    <>
      <CrudTable<ReviewTask, Record<string, unknown>>
        resource={resource}
        // One stage chosen: its name in every row says nothing (and the list fits at 1280 px).
        columns={allStages ? columns : columns.filter((column) => column.key !== 'stageName')}
        context={bar}
        ready={filters !== undefined}
        filters={filters}
        search={(slot) => (
          <TaskSearch
            form={searchForm}
            onSearch={(values) => slot.search(taskFiltersOf(values))}
            onReset={() => {
              searchForm.resetFields();
              slot.reset();
            }}
          />
        )}
        emptyText="task.empty"
        rowAllowed={(row) => row.status === 'draft'}
        rowLead={(row) => <DetailLink task={row} onDetail={(task) => setDetailId(task.taskId)} />}
        rowActions={(row) => (
          <StateActions
            task={row}
            onDetail={(task) => setDetailId(task.taskId)}
            onPublish={setPublishing}
            onReopen={setReopening}
          />
        )}
        editor={{
          batchEdit: false,
          render: (state, close) => (
            <TaskDrawer
              state={
                state === null || picker.stageId === null
                  ? null
                  : state.mode === 'add'
                    ? { mode: 'add', stageId: picker.stageId }
                    : { mode: 'edit', taskId: state.row.taskId }
              }
              stages={picker.stages}
              onClose={() => close(false)}
              onSaved={() => close(true)}
            />
          ),
        }}
      />
      <TaskDetail taskId={detailId} onClose={() => setDetailId(null)} />
      <PublishModal task={publishing} onClose={() => setPublishing(null)} />
      <ReasonModal
        open={reopening !== null}
        title={t('task.reopenTitle', { name: reopening?.taskName ?? '' })}
        okText={t('task.reopen')}
        intro={t('task.reopenIntro')}
        reasonLabel={t('task.reopenReason')}
        formName="comp_task_reopen"
        onCancel={() => setReopening(null)}
        onSubmit={async (reason) => {
          if (reopening === null) return false;
          await api(reopenReviewTask, { params: { taskId: reopening.taskId }, body: { reason } });
          message.success(t('task.reopened'));
          setReopening(null);
          return true;
        }}
      />
    </>
  );
}

export { TaskinfoPage as Component };
