import {
  type ComputeSummary,
  exportTaskResults,
  listTaskResults,
  type RatingResult,
  type VerifyOutcome,
} from '@cbo/contracts';
import { Button, Empty, Form, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { JudgingStageBar } from '../../../components/comp/judging-stage-bar';
import { ResultFlags } from '../../../components/comp/rating/flag-tags';
import { score2 } from '../../../components/comp/rating/rating-format';
import { useRatingPicker } from '../../../components/comp/rating/use-rating-tasks';
import { useTaskGroups } from '../../../components/comp/rating/use-task-facts';
import { judgingStageLabel } from '../../../components/comp/use-judging-stages';
import { type CrudColumn, CrudTable, defineResource } from '../../../components/crud';
import { boundRoute } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { ArbitrationTab } from './arbitration-tab';
import { ConfigDrawer } from './config-drawer';
import { ConsistencyTab } from './consistency-tab';
import { DiffModal } from './diff-view';
import { RatingActions } from './rating-actions';
import { ReceiptDrawer } from './receipt-drawer';
import { type ResultSearchValues, ResultsSearch, resultFiltersOf } from './results-search';
import { TaskPicker } from './task-picker';
import { VerifyAlert } from './verify-alert';
import { VersionsTab } from './versions-tab';
import './rating.css';

type Tab = 'results' | 'consistency' | 'arbitration' | 'versions';

/** The task's results as a list kit resource: its list and export paths carry the task. */
function resultsResource(taskId: number) {
  const list = boundRoute(listTaskResults, { taskId });
  const exporting = boundRoute(exportTaskResults, { taskId });
  return defineResource<RatingResult>({
    name: 'comp/rating',
    entity: 'ratingPage.entity',
    rowKey: 'resultId',
    endpoints: { list, export: exporting },
    permission: 'comp:rating',
    fileName: `rating_task${taskId}`,
  });
}

/**
 * 评分阅卷 (docs/rating.md, the page): a stage's published tasks; per task the ranked results of
 * a version with receipts, compute (with the diff), verify, export and the stage's configuration,
 * the judges' consistency, the 2+1 queue and the versions.
 */
function RatingPage() {
  const t = useT();
  const picker = useRatingPicker();
  const [chosenTask, setChosenTask] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('results');
  const [receiptOf, setReceiptOf] = useState<number | null>(null);
  const [computed, setComputed] = useState<ComputeSummary | null>(null);
  const [verified, setVerified] = useState<VerifyOutcome | null>(null);
  const [configOpen, setConfigOpen] = useState(false);
  const [searchForm] = Form.useForm<ResultSearchValues>();

  const tasks = picker.stageTasks;
  const task =
    tasks.find((item) => item.taskId === chosenTask) ?? tasks.find((item) => item.latest !== null) ?? tasks[0] ?? null;
  const taskId = task?.taskId ?? null;
  const stage = picker.stages.find((item) => item.stageId === picker.stageId) ?? null;
  const groups = useTaskGroups(taskId);
  const resource = useMemo(() => (taskId === null ? null : resultsResource(taskId)), [taskId]);
  const shownTab: Tab = tab === 'arbitration' && task?.mode !== 'two_plus_one' ? 'results' : tab;

  const columns = useMemo<CrudColumn<RatingResult>[]>(
    () => [
      {
        key: 'rank',
        title: 'ratingPage.col.rank',
        width: 64,
        render: (value) => (value === null ? '—' : String(value)),
      },
      { key: 'code', title: 'ratingPage.col.code', width: 120, ellipsis: true },
      { key: 'projectName', title: 'ratingPage.col.project', width: 180, ellipsis: true },
      {
        key: 'reviewGroupName',
        title: 'ratingPage.col.group',
        width: 110,
        ellipsis: true,
        render: (value) => (value === null ? '—' : String(value)),
      },
      { key: 'score', title: 'ratingPage.col.score', width: 80, render: (value) => score2(value as number | null) },
      { key: 'validSheets', title: 'ratingPage.col.validSheets', width: 80 },
      { key: 'spread', title: 'ratingPage.col.spread', width: 70, render: (value) => score2(value as number | null) },
      {
        key: 'flags',
        title: 'ratingPage.col.flags',
        width: 170,
        render: (_value, row) => <ResultFlags flags={row.flags} />,
      },
    ],
    [],
  );

  const header = (
    <div className="cbo-rating__context">
      <JudgingStageBar picker={picker} editionLabel={t('ratingPage.edition')} stageLabel={t('ratingPage.stage')} />
      {task && (
        <>
          <div className="cbo-rating__task-row">
            <TaskPicker
              tasks={tasks}
              loading={picker.tasksLoading}
              task={task}
              onChange={(id) => {
                setChosenTask(id);
                setVerified(null);
              }}
            />
            <RatingActions
              task={task}
              onComputed={(summary) => {
                setVerified(null);
                if (summary.versionNo >= 2) setComputed(summary);
              }}
              onVerified={setVerified}
              onConfig={() => setConfigOpen(true)}
            />
          </div>
          {verified && <VerifyAlert outcome={verified} onClose={() => setVerified(null)} />}
          <Tabs
            className="cbo-rating__tabs"
            activeKey={shownTab}
            onChange={(key) => setTab(key as Tab)}
            items={[
              { key: 'results', label: t('ratingPage.tab.results') },
              { key: 'consistency', label: t('ratingPage.tab.consistency') },
              ...(task.mode === 'two_plus_one' ? [{ key: 'arbitration', label: t('ratingPage.tab.arbitration') }] : []),
              { key: 'versions', label: t('ratingPage.tab.versions') },
            ]}
          />
        </>
      )}
    </div>
  );

  const blocked = picker.noEdition ? t('ratingPage.noEdition') : picker.noStages ? t('ratingPage.noTask') : null;
  const overlays = task && (
    <>
      <ReceiptDrawer resultId={receiptOf} onClose={() => setReceiptOf(null)} />
      <DiffModal
        taskId={task.taskId}
        versionNo={null}
        diff={computed?.diff ?? null}
        onClose={() => setComputed(null)}
      />
      {stage && (
        <ConfigDrawer
          open={configOpen}
          stageId={stage.stageId}
          stageLabel={judgingStageLabel(stage)}
          taskId={task.taskId}
          partTasks={picker.editionTasks.filter((item) => item.trackName === task.trackName)}
          onClose={() => setConfigOpen(false)}
        />
      )}
    </>
  );

  if (blocked || !task || !resource || shownTab !== 'results') {
    return (
      <div className="cbo-crud cbo-rating">
        <div className="cbo-crud__search cbo-crud__context">{header}</div>
        <div className="cbo-crud__panel">
          {blocked ? (
            <Empty description={blocked} />
          ) : !task ? (
            <Empty description={picker.tasksLoading ? undefined : t('ratingPage.noTask')} />
          ) : shownTab === 'consistency' ? (
            <ConsistencyTab taskId={task.taskId} />
          ) : shownTab === 'arbitration' ? (
            <ArbitrationTab taskId={task.taskId} />
          ) : (
            <VersionsTab taskId={task.taskId} />
          )}
        </div>
        {overlays}
      </div>
    );
  }

  return (
    <>
      <CrudTable<RatingResult, Record<string, unknown>>
        key={task.taskId}
        className="cbo-rating"
        resource={resource}
        columns={columns}
        context={header}
        search={(slot) => (
          <ResultsSearch
            taskId={task.taskId}
            groups={groups}
            form={searchForm}
            onSearch={(values) => slot.search(resultFiltersOf(values))}
            onReset={() => {
              searchForm.resetFields();
              slot.reset();
            }}
          />
        )}
        selectable={false}
        emptyText="ratingPage.empty"
        rowActions={(row) => (
          <Button
            type="link"
            size="small"
            aria-label={`${t('ratingPage.receipt')} ${row.code}`}
            onClick={() => setReceiptOf(row.resultId)}
          >
            {t('ratingPage.receipt')}
          </Button>
        )}
      />
      {overlays}
    </>
  );
}

export { RatingPage as Component };
