import { CopyOutlined, OrderedListOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { drawRoadshowOrder, type RoadshowSessionDetail } from '@cbo/contracts';
import { App, Button, Card, Input, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { roadshowKey } from '../../../../components/comp/roadshow/roadshow-texts';
import { HasPermi } from '../../../../core/access';
import { api } from '../../../../core/http/api';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';
import { DrawHistory } from './draw-history';
import { ReorderModal } from './reorder-modal';

/**
 * The order card: the order's draw (the seed in monospace with a copy button, the method, who and
 * when, whether it recomputes to the same order), 抽签 with an optional seed (asking first when an
 * order exists) and the manual reorder with a reason; both only while the session is planned.
 */
export function OrderCard({ session }: { session: RoadshowSessionDetail }) {
  const t = useT();
  const { message, modal } = App.useApp();
  const [seed, setSeed] = useState('');
  const [drawing, setDrawing] = useState(false);
  const [reordering, setReordering] = useState(false);
  const { draw } = session;
  const planned = session.status === 'planned';

  const doDraw = async () => {
    setDrawing(true);
    try {
      const typed = seed.trim();
      await api(drawRoadshowOrder, {
        params: { sessionId: session.sessionId },
        body: typed ? { seed: typed } : {},
      });
      message.success(t('roadshowPage.draw.done'));
      setSeed('');
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setDrawing(false);
    }
  };
  const askDraw = () => {
    if (draw === null) {
      void doDraw();
      return;
    }
    modal.confirm({
      title: t('roadshowPage.draw.againTitle'),
      content: t('roadshowPage.draw.againBody'),
      okText: t('roadshowPage.draw.button'),
      cancelText: t('crud.cancel'),
      onOk: doDraw,
    });
  };

  return (
    <Card size="small" title={t('roadshowPage.order.title')} className="cbo-roadshow-console__order">
      {draw === null ? (
        <Typography.Text type="secondary">{t('roadshowPage.order.none')}</Typography.Text>
      ) : (
        <div className="cbo-roadshow-console__draw">
          <Space wrap size={[8, 4]}>
            <Tag color={draw.method === 'random' ? 'blue' : 'orange'}>
              {t(roadshowKey(`roadshowPage.draw.method.${draw.method}`))}
            </Tag>
            <span className="cbo-roadshow-console__muted">
              {t('roadshowPage.draw.by', { by: draw.drawnBy, at: draw.drawnAt })}
            </span>
            {draw.reproduced !== null && (
              <Tooltip title={t('roadshowPage.draw.reproducedHint')}>
                <Tag color={draw.reproduced ? 'success' : 'error'}>
                  {t(draw.reproduced ? 'roadshowPage.draw.reproduced' : 'roadshowPage.draw.notReproduced')}
                </Tag>
              </Tooltip>
            )}
          </Space>
          {draw.seed !== null && (
            <div className="cbo-roadshow-console__seed">
              <span className="cbo-roadshow-console__muted">{t('roadshowPage.draw.seed')}</span>
              <Typography.Text code className="cbo-roadshow-console__seed-text" data-testid="roadshow-seed">
                {draw.seed}
              </Typography.Text>
              <Button
                size="small"
                type="text"
                icon={<CopyOutlined />}
                aria-label={t('roadshowPage.draw.copy')}
                title={t('roadshowPage.draw.copy')}
                onClick={() => {
                  void navigator.clipboard
                    ?.writeText(draw.seed ?? '')
                    .then(() => message.success(t('roadshowPage.draw.copied')));
                }}
              />
            </div>
          )}
          {draw.reason && (
            <div className="cbo-roadshow-console__muted">{t('roadshowPage.draw.reason', { reason: draw.reason })}</div>
          )}
        </div>
      )}
      {planned && (
        <HasPermi value={['comp:schedule:roadshow']}>
          <Space wrap className="cbo-roadshow-console__draw-actions">
            <Space.Compact>
              <Input
                aria-label={t('roadshowPage.draw.seedInput')}
                placeholder={t('roadshowPage.draw.seedPlaceholder')}
                value={seed}
                maxLength={64}
                onChange={(event) => setSeed(event.target.value)}
                className="cbo-roadshow-console__seed-input"
              />
              <Button type="primary" icon={<ThunderboltOutlined />} loading={drawing} onClick={askDraw}>
                {t('roadshowPage.draw.button')}
              </Button>
            </Space.Compact>
            <Button
              icon={<OrderedListOutlined />}
              disabled={session.slots.length < 2}
              onClick={() => setReordering(true)}
            >
              {t('roadshowPage.reorder')}
            </Button>
          </Space>
        </HasPermi>
      )}
      {draw !== null && <DrawHistory sessionId={session.sessionId} drawId={draw.drawId} />}
      <ReorderModal session={session} open={reordering} onClose={() => setReordering(false)} />
    </Card>
  );
}
