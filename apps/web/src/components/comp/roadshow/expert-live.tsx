import { SoundOutlined } from '@ant-design/icons';
import { type ExpertLiveSession, listMyLiveRoadshows } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../core/access';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import { scoringPath } from '../my-review-links';
import './expert-live.css';

/** How often an expert's pages ask for the live sessions the expert scores in. */
export const EXPERT_LIVE_POLL_MS = 2000;

/**
 * The live roadshow sessions the caller scores in, with each one's current project, asked every
 * 2 s (quiet: a failed poll tries again instead of announcing itself). None for a user who does
 * not score.
 */
export function useMyLiveRoadshows(): ExpertLiveSession[] {
  const scores = useAccess().hasPermi('comp:taskinfo:edit');
  const live = useQuery({
    queryKey: queryKeyOf(listMyLiveRoadshows),
    queryFn: async () => {
      const reply = await api(listMyLiveRoadshows, { quiet: true });
      if (reply.code !== 200 || !Array.isArray(reply.data)) throw new Error(reply.msg);
      return reply.data;
    },
    enabled: scores,
    refetchInterval: EXPERT_LIVE_POLL_MS,
    retry: false,
  });
  return live.data ?? [];
}

/** Whether a roadshow of the task is live for the caller (the scoring page then puts the rubric first on a phone). */
export function useLiveTask(taskId: number): boolean {
  return useMyLiveRoadshows().some((session) => session.taskId === taskId);
}

function projectText(current: NonNullable<ExpertLiveSession['current']>) {
  return current.projectName ?? '';
}

/**
 * 我的评审's banner while a roadshow the expert scores in is live: the current project and 去评分,
 * which opens the scoring page on it.
 */
export function ExpertLiveBanner({ sessions }: { sessions: readonly ExpertLiveSession[] }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="cbo-roadshow-live">
      {sessions.map((session) => {
        const { current } = session;
        return (
          <Alert
            key={session.sessionId}
            className="cbo-roadshow-live__banner"
            type={current ? 'warning' : 'info'}
            showIcon
            icon={<SoundOutlined />}
            title={
              current ? (
                <span className="cbo-roadshow-live__text">
                  {t('roadshowPage.live.banner', { code: current.code, name: projectText(current) })}
                  {current.sheet !== 'none' && (
                    <Tag color={current.sheet === 'submitted' ? 'success' : 'processing'}>
                      {t(
                        current.sheet === 'submitted'
                          ? 'roadshowPage.live.sheet.submitted'
                          : 'roadshowPage.live.sheet.draft',
                      )}
                    </Tag>
                  )}
                </span>
              ) : (
                t('roadshowPage.live.waiting', { name: session.name })
              )
            }
            description={current ? `${session.name} · ${session.venue}` : undefined}
            action={
              current && (
                <Button type="primary" onClick={() => navigate(scoringPath(current.applicationId, session.taskId))}>
                  {t('roadshowPage.live.go')}
                </Button>
              )
            }
          />
        );
      })}
    </div>
  );
}

/**
 * The scoring page's small banner when the project open is not the one presenting in a live
 * session of the same task, with a link to the current one.
 */
export function ScoringLiveBanner({ taskId, applicationId }: { taskId: number; applicationId: number }) {
  const t = useT();
  const session = useMyLiveRoadshows().find((item) => item.taskId === taskId);
  const current = session?.current;
  if (!current || current.applicationId === applicationId) return null;
  return (
    <Alert
      className="cbo-roadshow-live__small"
      type="warning"
      showIcon
      icon={<SoundOutlined />}
      title={t('roadshowPage.live.notCurrent', { code: current.code })}
      action={<Link to={scoringPath(current.applicationId, taskId)}>{t('roadshowPage.live.openCurrent')}</Link>}
    />
  );
}
