import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { getRoadshowPresenter, type RoadshowPresenter } from '@cbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useParams } from 'react-router';
import { countdownOf, serverOffsetMs } from '../../../../components/comp/roadshow/countdown';
import { roadshowKey } from '../../../../components/comp/roadshow/roadshow-texts';
import { useRoadshowStamp } from '../../../../components/comp/roadshow/use-roadshow-stamp';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { useT } from '../../../../core/i18n';
import './presenter.css';

type Presented = RoadshowPresenter & { offsetMs: number };

/** The browser's clock, ticking four times a second (the countdown shows whole seconds). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function useFullscreen() {
  const [on, setOn] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const changed = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void document.documentElement.requestFullscreen?.();
  };
  return { on, toggle, supported: typeof document.documentElement.requestFullscreen === 'function' };
}

function Countdown({ view }: { view: Presented }) {
  const t = useT();
  const now = useNow();
  const countdown = countdownOf({ ...view, nowMs: now });
  if (!countdown) return null;
  const className = countdown.overtime
    ? 'cbo-presenter__clock is-overtime'
    : countdown.urgent
      ? 'cbo-presenter__clock is-urgent'
      : 'cbo-presenter__clock';
  return (
    <div className={className} role="timer" aria-label={t('roadshowPage.presenter.countdown')}>
      {countdown.overtime && <span className="cbo-presenter__overtime">{t('roadshowPage.presenter.overtime')}</span>}
      <span data-testid="roadshow-countdown">{countdown.text}</span>
    </div>
  );
}

function Stage({ view }: { view: Presented }) {
  const t = useT();
  if (view.status === 'closed' || view.status === 'published')
    return <div className="cbo-presenter__message">{t('roadshowPage.presenter.closed')}</div>;
  if (view.current === null)
    return (
      <div className="cbo-presenter__message">
        {t(view.status === 'live' ? 'roadshowPage.presenter.between' : 'roadshowPage.presenter.waiting')}
      </div>
    );
  const { current } = view;
  return (
    <div className="cbo-presenter__stage">
      <div className="cbo-presenter__project">
        {current.orderNo !== null && (
          <div className="cbo-presenter__order">{t('roadshowPage.presenter.order', { n: current.orderNo })}</div>
        )}
        <div className="cbo-presenter__code">{current.code}</div>
        <div className="cbo-presenter__name">{current.projectName}</div>
        {current.orgName && <div className="cbo-presenter__org">{current.orgName}</div>}
      </div>
      <div className="cbo-presenter__timing">
        <div className={`cbo-presenter__phase is-${view.phase}`}>
          {t(roadshowKey(`roadshowPage.phase.${view.phase}`))}
        </div>
        <Countdown view={view} />
      </div>
    </div>
  );
}

/**
 * The venue screen (/schedule/roadshow/:sessionId/presenter, docs/roadshow-page.md): over the whole
 * viewport, dark, in very large type: the session, the current project, its phase with a countdown
 * of the phase's minutes on the server's clock (red in the last minute, then the overtime), the
 * next project and the progress. Kept current by the stamp poll; 全屏 uses the Fullscreen API.
 */
function RoadshowPresenterPage() {
  const t = useT();
  const sessionId = Number(useParams().sessionId);
  const stamp = useRoadshowStamp(sessionId);
  const fullscreen = useFullscreen();
  const presenter = useQuery({
    queryKey: queryKeyOf(getRoadshowPresenter, { sessionId, stamp }),
    queryFn: async (): Promise<Presented> => {
      const view = (await api(getRoadshowPresenter, { params: { sessionId } })).data;
      return { ...view, offsetMs: serverOffsetMs(view.serverNow, Date.now()) };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
  const view = presenter.data;

  // Rendered over the layout, outside its tree: no menu, tabs or header on the venue's screen.
  return createPortal(
    <div className="cbo-presenter" data-testid="roadshow-presenter">
      {view ? (
        <>
          <header className="cbo-presenter__top">
            <div className="cbo-presenter__session">
              <span className="cbo-presenter__session-name">{view.name}</span>
              <span className="cbo-presenter__venue">{view.venue}</span>
            </div>
            <div className="cbo-presenter__top-right">
              <span className="cbo-presenter__progress">
                {t('roadshowPage.presenter.progress', { n: view.presented, total: view.total })}
              </span>
              {fullscreen.supported && (
                <Button
                  ghost
                  size="large"
                  icon={fullscreen.on ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                  onClick={fullscreen.toggle}
                  className="cbo-presenter__fullscreen"
                >
                  {t(fullscreen.on ? 'roadshowPage.presenter.exitFullscreen' : 'roadshowPage.presenter.fullscreen')}
                </Button>
              )}
            </div>
          </header>
          <main className="cbo-presenter__main">
            <Stage view={view} />
          </main>
          <footer className="cbo-presenter__bottom">
            <span className="cbo-presenter__next-label">{t('roadshowPage.presenter.next')}</span>
            <span className="cbo-presenter__next">
              {view.next
                ? [
                    view.next.orderNo === null ? null : t('roadshowPage.presenter.order', { n: view.next.orderNo }),
                    view.next.code,
                    view.next.projectName,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : t('roadshowPage.presenter.noNext')}
            </span>
          </footer>
        </>
      ) : presenter.isError ? (
        <div className="cbo-presenter__message">{t('roadshowPage.notFound')}</div>
      ) : (
        <Spin size="large" className="cbo-presenter__spin" />
      )}
    </div>,
    document.body,
  );
}

export { RoadshowPresenterPage as Component };
