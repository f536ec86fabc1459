import { listRoadshowDraws } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { roadshowKey } from '../../../../components/comp/roadshow/roadshow-texts';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { useT } from '../../../../core/i18n';
import { Disclosure } from './disclosure';

/**
 * Every draw of the session, newest first (draws are kept: a new one never erases the old), each
 * random one recomputed from its seed; asked when opened and again when the order changes.
 */
export function DrawHistory({ sessionId, drawId }: { sessionId: number; drawId: number }) {
  const t = useT();
  const draws = useQuery({
    queryKey: queryKeyOf(listRoadshowDraws, { sessionId, drawId }),
    queryFn: async () => (await api(listRoadshowDraws, { params: { sessionId } })).data,
  });
  const list = draws.data ?? [];
  if (list.length < 2) return null;
  return (
    <Disclosure className="cbo-roadshow-console__draws" label={t('roadshowPage.draw.history', { count: list.length })}>
      <ol className="cbo-roadshow-console__draw-list">
        {list.map((draw) => (
          <li key={draw.drawId}>
            <Tag color={draw.method === 'random' ? 'blue' : 'orange'}>
              {t(roadshowKey(`roadshowPage.draw.method.${draw.method}`))}
            </Tag>
            {draw.seed !== null && <Typography.Text code>{draw.seed}</Typography.Text>}
            {draw.reproduced !== null && (
              <Tag color={draw.reproduced ? 'success' : 'error'}>
                {t(draw.reproduced ? 'roadshowPage.draw.reproduced' : 'roadshowPage.draw.notReproduced')}
              </Tag>
            )}
            <span className="cbo-roadshow-console__muted">
              {t('roadshowPage.draw.by', { by: draw.drawnBy, at: draw.drawnAt })}
            </span>
            {draw.reason && <div>{t('roadshowPage.draw.reason', { reason: draw.reason })}</div>}
          </li>
        ))}
      </ol>
    </Disclosure>
  );
}
