import { Empty, Timeline } from 'antd';
import { roadshowKey } from '../../../../components/comp/roadshow/roadshow-texts';
import { type Translate, useT } from '../../../../core/i18n';
import { Disclosure } from './disclosure';
import type { useSessionLive } from './use-session-live';

type RoadshowEvent = NonNullable<ReturnType<typeof useSessionLive>['events']['data']>[number];

const COLORS: Record<string, string> = {
  draw: 'blue',
  absent: 'red',
  start: 'green',
  close: 'gray',
  publish: 'green',
};

/** A detail's phase, worded; other details read as their values. */
function detailText(t: Translate, detail: RoadshowEvent['detail']): string | null {
  if (!detail) return null;
  const phase = detail.phase;
  if (typeof phase === 'string' && ['idle', 'pitch', 'qa', 'scoring'].includes(phase))
    return t(roadshowKey(`roadshowPage.phase.${phase}`));
  if (typeof detail.seed === 'string') return `${t('roadshowPage.draw.seed')} ${detail.seed}`;
  if (detail.method === 'manual') return t('roadshowPage.draw.method.manual');
  if (typeof detail.voided === 'number') return t('roadshowPage.event.voided', { n: detail.voided });
  return null;
}

/** The session's log as a collapsible timeline, oldest first. */
export function SessionEvents({ events }: { events: readonly RoadshowEvent[] | undefined }) {
  const t = useT();
  const list = events ?? [];
  return (
    <Disclosure className="cbo-roadshow-console__events" label={`${t('roadshowPage.events.title')} (${list.length})`}>
      {list.length === 0 ? (
        <Empty description={t('roadshowPage.events.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          items={list.map((event) => {
            const detail = detailText(t, event.detail);
            return {
              key: event.eventId,
              color: COLORS[event.kind] ?? 'blue',
              content: (
                <div className="cbo-roadshow-console__event">
                  <strong>{t(roadshowKey(`roadshowPage.event.${event.kind}`))}</strong>
                  {event.code && <span> · {event.code}</span>}
                  {detail && <span> · {detail}</span>}
                  {event.reason && <div>{event.reason}</div>}
                  <div className="cbo-roadshow-console__muted">
                    {event.actor} · {event.at}
                  </div>
                </div>
              ),
            };
          })}
        />
      )}
    </Disclosure>
  );
}
