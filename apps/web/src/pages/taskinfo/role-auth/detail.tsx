import { ArrowLeftOutlined, ArrowRightOutlined, FormOutlined, StopOutlined } from '@ant-design/icons';
import { confirmStatement, declareScoringConflict, type ScoringView } from '@cbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Result, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ScoringLiveBanner, useLiveTask } from '../../../components/comp/roadshow/expert-live';
import { ReasonModal } from '../../../components/crud';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { HOME_PATH } from '../../../core/routing/paths';
import { ApplicationPanel } from './application-panel';
import { AttachmentViewer } from './attachment-viewer';
import { RubricForm } from './rubric-form';
import { NotYours, refreshQueueLists, useScoringView } from './scoring-view';
import { SheetNotices, SheetStatusTag, SubmitSummary } from './sheet-notices';
import { taskOpen } from './sheet-state';
import { StatementModal } from './statement-modal';
import { useScoreSheet } from './use-score-sheet';
import './scoring.css';

/** The scoring page's path for an application of a task (the spec's proId is the application). */
export const scoringPath = (link: { taskId: number; applicationId: number }) =>
  `/taskinfo/role-auth/detail/${link.applicationId}/${link.taskId}`;

/** The app's 404 content: an assignment that is not the caller's is indistinguishable from none. */
function NotFound() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('page.404.subtitle')}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('score.backHome')}
        </Button>
      }
    />
  );
}

function Withdrawn({ next }: { next: ScoringView['next'] }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="info"
        title={t('score.withdrawnTitle')}
        subTitle={t('score.withdrawnBody')}
        extra={
          next ? (
            <Button type="primary" icon={<ArrowRightOutlined />} onClick={() => navigate(scoringPath(next))}>
              {t('score.openNext', { code: next.applicationCode })}
            </Button>
          ) : (
            <>
              <Typography.Paragraph type="secondary">{t('score.queueDone')}</Typography.Paragraph>
              <Button onClick={() => navigate(HOME_PATH)}>{t('score.backHome')}</Button>
            </>
          )
        }
      />
    </Card>
  );
}

interface SheetPageProps {
  view: ScoringView;
  taskId: number;
  applicationId: number;
  onReload(): Promise<ScoringView | undefined>;
}

function ScoringSheetPage({ view, taskId, applicationId, onReload }: SheetPageProps) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const params = { taskId, applicationId };
  const [statementAt, setStatementAt] = useState(view.assignment.statementAt);
  const [statementOpen, setStatementOpen] = useState(!view.assignment.statementAt);
  const [declaring, setDeclaring] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  const open = taskOpen(view);
  const sheet = useScoreSheet({ view, taskId, applicationId, canEdit: Boolean(statementAt) && open && !withdrawn });
  const { editable } = sheet;
  const { application, assignment } = view;
  const live = useLiveTask(taskId);

  const confirm = async () => {
    try {
      const answer = await api(confirmStatement, { params, change: false });
      setStatementAt(answer.data.statementAt);
      setStatementOpen(false);
    } catch {
      // The request client has shown why; the statement stays open.
    }
  };

  const declare = async (reason: string) => {
    await api(declareScoringConflict, { params, body: { reason }, change: false });
    message.success(t('score.conflictDone'));
    setDeclaring(false);
    setStatementOpen(false);
    setWithdrawn(true);
    void refreshQueueLists(queryClient);
    return true;
  };

  const goTo = async (link: NonNullable<ScoringView['next']>) => {
    if (await sheet.autosave.flush()) {
      navigate(scoringPath(link));
      return;
    }
    modal.confirm({
      title: t('score.leaveTitle'),
      content: t('score.leaveBody'),
      okText: t('score.leave'),
      okButtonProps: { danger: true },
      cancelText: t('crud.cancel'),
      onOk: () => navigate(scoringPath(link)),
    });
  };

  const submit = () => {
    const count = sheet.trySubmit();
    if (count > 0) {
      message.error(t('score.submitProblems', { count }));
      // After the fields show their problems: bring the first into view.
      requestAnimationFrame(() => {
        const first = document.querySelector('.cbo-score__criterion--problem');
        first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      });
      return;
    }
    modal.confirm({
      title: t('score.submitTitle'),
      content: <SubmitSummary view={view} items={sheet.items} />,
      okText: t('score.submitOk'),
      cancelText: t('crud.cancel'),
      onOk: async () => {
        if (await sheet.submit()) {
          message.success(t('score.submitted'));
          void refreshQueueLists(queryClient);
        }
      },
    });
  };

  if (withdrawn) return <Withdrawn next={view.next} />;

  return (
    <div className={live ? 'cbo-score cbo-score--live' : 'cbo-score'}>
      <ScoringLiveBanner taskId={taskId} applicationId={applicationId} />
      <Card size="small" className="cbo-score__head">
        <div className="cbo-score__head-row">
          <div className="cbo-score__head-text">
            <Typography.Title level={4} className="cbo-score__title">
              {application.projectName
                ? `${application.applicationCode} · ${application.projectName}`
                : application.applicationCode}
            </Typography.Title>
            <span className="cbo-score__meta">
              <SheetStatusTag status={sheet.sheet} />
              <span>{t('score.taskLabel', { name: assignment.taskName })}</span>
              <span>{t('score.dueLabel', { due: assignment.dueAt })}</span>
              {open && dayjs(assignment.dueAt).isBefore(dayjs()) && <Tag color="red">{t('score.overdue')}</Tag>}
            </span>
          </div>
          <div className="cbo-score__queue">
            {statementAt && open && sheet.sheet.status !== 'submitted' && (
              // A conflict noticed after the statement: declared the same way (a submitted sheet cannot be).
              <Button danger type="text" icon={<StopOutlined />} onClick={() => setDeclaring(true)}>
                {t('score.conflictTitle')}
              </Button>
            )}
            <Button
              className="cbo-score__to-rubric"
              icon={<FormOutlined />}
              onClick={() => document.getElementById('score-rubric')?.scrollIntoView?.({ behavior: 'smooth' })}
            >
              {t('score.toRubric')}
            </Button>
            <Button
              icon={<ArrowLeftOutlined />}
              disabled={!view.previous}
              onClick={() => view.previous && void goTo(view.previous)}
              aria-label={view.previous ? t('score.previousCode', { code: view.previous.applicationCode }) : undefined}
            >
              {t('score.previous')}
            </Button>
            <Button
              disabled={!view.next}
              onClick={() => view.next && void goTo(view.next)}
              aria-label={view.next ? t('score.nextCode', { code: view.next.applicationCode }) : undefined}
            >
              {t('score.next')} <ArrowRightOutlined />
            </Button>
          </div>
        </div>
      </Card>
      <div className="cbo-score__grid">
        <div className="cbo-score__left">
          <Card size="small" title={t('score.application')}>
            <ApplicationPanel application={application} blind={Object.values(assignment.blind).some(Boolean)} />
          </Card>
          <Card size="small" title={t('score.attachments')} className="cbo-score__files-card">
            <AttachmentViewer
              attachments={application.attachments}
              watermark={view.watermark}
              onLinksExpired={onReload}
            />
          </Card>
        </div>
        <Card
          id="score-rubric"
          size="small"
          className="cbo-score__right"
          title={t('score.rubricVersion', { name: view.rubric.rubricName, version: view.rubric.version })}
        >
          <SheetNotices
            view={view}
            status={sheet.sheet}
            statementConfirmed={Boolean(statementAt)}
            taskOpen={open}
            onOpenStatement={() => setStatementOpen(true)}
          />
          <RubricForm view={view} sheet={sheet} editable={editable} onSubmit={submit} />
        </Card>
      </div>
      <StatementModal
        open={statementOpen && !statementAt && open}
        onConfirm={confirm}
        onDeclare={() => {
          // One dialog at a time: the statement comes back if the declaration is cancelled.
          setStatementOpen(false);
          setDeclaring(true);
        }}
        onLater={() => setStatementOpen(false)}
      />
      <ReasonModal
        open={declaring}
        title={t('score.conflictTitle')}
        okText={t('score.conflictOk')}
        danger
        intro={t('score.conflictIntro')}
        reasonLabel={t('score.conflictReason')}
        placeholder={t('score.conflictPlaceholder')}
        formName="score_conflict"
        onCancel={() => {
          setDeclaring(false);
          setStatementOpen(!statementAt);
        }}
        onSubmit={declare}
      />
    </div>
  );
}

/**
 * The expert's scoring page (/taskinfo/role-auth/detail/:proId/:taskId, digits only; permission
 * comp:taskinfo:edit; not cached): the statement gate, the application and its files under a
 * watermark, the rubric with draft autosave and submit, and the expert's queue (docs/scoring.md).
 */
function ScoringPage() {
  const t = useT();
  const routeParams = useParams();
  const taskId = Number(routeParams.taskId);
  const applicationId = Number(routeParams.proId);
  const view = useScoringView(taskId, applicationId);

  if (view.error instanceof NotYours) return <NotFound />;
  if (view.isError)
    return (
      <Card>
        <Result
          status="error"
          title={t('score.loadFailed')}
          extra={
            <Button type="primary" onClick={() => void view.refetch()}>
              {t('score.retry')}
            </Button>
          }
        />
      </Card>
    );
  if (!view.data) return <Spin className="cbo-score__loading" />;
  return (
    <ScoringSheetPage
      // Previous and next open another assignment: its state starts afresh.
      key={`${taskId}/${applicationId}`}
      view={view.data}
      taskId={taskId}
      applicationId={applicationId}
      onReload={async () => (await view.refetch()).data}
    />
  );
}

export { ScoringPage as Component };
