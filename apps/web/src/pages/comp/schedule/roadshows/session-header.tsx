import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import type { RoadshowSessionDetail } from '@cbo/contracts';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { useHref, useNavigate } from 'react-router';
import {
  ROADSHOWS_TAB_PATH,
  RoadshowPhaseTag,
  RoadshowStatusTag,
  roadshowKey,
  roadshowPresenterPath,
} from '../../../../components/comp/roadshow/roadshow-texts';
import { judgingStageLabel } from '../../../../components/comp/use-judging-stages';
import { useT } from '../../../../core/i18n';

/** The session's facts and status above the console, with the way back and the presenter link. */
export function SessionHeader({ session }: { session: RoadshowSessionDetail }) {
  const t = useT();
  const navigate = useNavigate();
  // The app's base path in front (the router's basename): a new window loads it from the server.
  const presenterHref = useHref(roadshowPresenterPath(session.sessionId));
  const appeal = session.appealDeadline
    ? t('roadshowPage.facts.appealUntil', { at: session.appealDeadline.slice(0, 16) })
    : t('roadshowPage.facts.appealHours', { hours: session.appealHours });
  return (
    <Card size="small" className="cbo-roadshow-console__head">
      <div className="cbo-roadshow-console__title-row">
        <Space wrap size={8} className="cbo-roadshow-console__title">
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('roadshowPage.back')}
            title={t('roadshowPage.back')}
            onClick={() => navigate(ROADSHOWS_TAB_PATH)}
          />
          <Typography.Title level={4} className="cbo-roadshow-console__name">
            {session.name}
          </Typography.Title>
          <RoadshowStatusTag status={session.status} />
          {session.status === 'live' && <RoadshowPhaseTag phase={session.phase} />}
        </Space>
        <Button icon={<ExportOutlined />} href={presenterHref} target="_blank" rel="noopener">
          {t('roadshowPage.openPresenter')}
        </Button>
      </div>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3, xxl: 4 }}
        items={[
          { key: 'stage', label: t('roadshowPage.col.stage'), children: judgingStageLabel(session) },
          { key: 'task', label: t('roadshowPage.facts.task'), children: session.taskName },
          {
            key: 'groups',
            label: t('roadshowPage.facts.groups'),
            children: session.expertGroups.length > 0 ? session.expertGroups.join('、') : '—',
          },
          { key: 'venue', label: t('roadshowPage.facts.venue'), children: session.venue },
          { key: 'startsAt', label: t('roadshowPage.facts.startsAt'), children: session.startsAt.slice(0, 16) },
          {
            key: 'minutes',
            label: t('roadshowPage.facts.minutes'),
            children: t('roadshowPage.minutes', { pitch: session.pitchMinutes, qa: session.qaMinutes }),
          },
          {
            key: 'mode',
            label: t('roadshowPage.facts.mode'),
            children: t(roadshowKey(`roadshowPage.mode.${session.scoringMode}`)),
          },
          { key: 'appeal', label: t('roadshowPage.facts.appeal'), children: appeal },
        ]}
      />
    </Card>
  );
}
