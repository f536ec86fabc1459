import type { RoadshowSessionDetail } from '@cbo/contracts';
import { Button, Card, Result, Spin } from 'antd';
import dayjs from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import { ROADSHOWS_TAB_PATH } from '../../../../components/comp/roadshow/roadshow-texts';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';
import { ControlBar, useControl } from './control-bar';
import { LiveBoard } from './live-board';
import { OrderCard } from './order-card';
import { SessionEvents } from './session-events';
import { SessionHeader } from './session-header';
import { SlotsCard } from './slots-card';
import { useSessionLive } from './use-session-live';
import './console.css';

function ConsoleBody({ session, live }: { session: RoadshowSessionDetail; live: ReturnType<typeof useSessionLive> }) {
  const control = useControl(session);
  const updatedAt = live.board.dataUpdatedAt ? dayjs(live.board.dataUpdatedAt).format('HH:mm:ss') : null;
  return (
    <div className="cbo-roadshow-console">
      <SessionHeader session={session} />
      <ControlBar session={session} control={control} />
      <div className="cbo-roadshow-console__grid">
        <OrderCard session={session} />
        <SlotsCard session={session} control={control} />
      </div>
      <LiveBoard board={live.board.data} updatedAt={updatedAt} />
      <SessionEvents events={live.events.data} />
    </div>
  );
}

/**
 * A roadshow session's console (/schedule/roadshow/:sessionId, docs/roadshow-page.md): its facts,
 * the order (draw or by hand), check-in and absences, the controls, the live board and the log,
 * all kept current by the stamp poll.
 */
function RoadshowConsolePage() {
  const t = useT();
  const navigate = useNavigate();
  const sessionId = Number(useParams().sessionId);
  const live = useSessionLive(sessionId);
  const { detail } = live;
  if (detail.isError && !detail.data) {
    const missing = isRequestError(detail.error) && (detail.error.code === 404 || detail.error.code === 403);
    return (
      <Card>
        <Result
          status={missing ? '404' : 'error'}
          title={missing ? '404' : t('roadshowPage.loadFailed')}
          subTitle={missing ? t('roadshowPage.notFound') : undefined}
          extra={
            missing ? (
              <Button type="primary" onClick={() => navigate(ROADSHOWS_TAB_PATH)}>
                {t('roadshowPage.back')}
              </Button>
            ) : (
              <Button type="primary" onClick={() => void detail.refetch()}>
                {t('roadshowPage.retry')}
              </Button>
            )
          }
        />
      </Card>
    );
  }
  if (!detail.data) return <Spin className="cbo-roadshow-console__loading" />;
  return <ConsoleBody session={detail.data} live={live} />;
}

export { RoadshowConsolePage as Component };
