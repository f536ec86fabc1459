import {
  CheckCircleOutlined,
  CommentOutlined,
  EditOutlined,
  PlayCircleOutlined,
  SendOutlined,
  StepForwardOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { controlRoadshow, publishRoadshowResults, type RoadshowSessionDetail } from '@cbo/contracts';
import { App, Button, Card, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { HasPermi } from '../../../../core/access';
import { api } from '../../../../core/http/api';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';

export type ControlAction = 'start' | 'next' | 'present' | 'qa' | 'scoring' | 'close' | 'publish';

/**
 * Sends one control with the stamp the console saw (a stale one is refused, so two consoles do not
 * skip a project); which one is running, for its loading state.
 */
export function useControl(session: RoadshowSessionDetail) {
  const t = useT();
  const { message } = App.useApp();
  const [running, setRunning] = useState<ControlAction | null>(null);
  const run = async (action: ControlAction, slotId?: number) => {
    setRunning(action);
    try {
      if (action === 'publish') {
        await api(publishRoadshowResults, { params: { sessionId: session.sessionId } });
        message.success(t('roadshowPage.control.published'));
      } else {
        await api(controlRoadshow, {
          params: { sessionId: session.sessionId },
          body: { action, stamp: session.stamp, ...(slotId === undefined ? {} : { slotId }) },
        });
      }
    } catch (error) {
      // The request client has shown the refusal; the stamp poll brings the session's state.
      if (!isRequestError(error)) throw error;
    } finally {
      setRunning(null);
    }
  };
  return { running, run };
}

/** The organiser's controls for the session's status and phase (docs/roadshow-page.md). */
export function ControlBar({
  session,
  control,
}: {
  session: RoadshowSessionDetail;
  control: ReturnType<typeof useControl>;
}) {
  const t = useT();
  const { running, run } = control;
  const busy = running !== null;
  const button = (action: ControlAction, icon: ReactNode, disabled = false, primary = false) => (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={icon}
      loading={running === action}
      disabled={disabled || (busy && running !== action)}
      onClick={() => void run(action)}
    >
      {t(`roadshowPage.control.${action === 'present' ? 'next' : action}`)}
    </Button>
  );
  const current = session.slots.find((slot) => slot.slotId === session.currentSlotId) ?? null;
  const confirmed = (action: 'close' | 'publish', icon: ReactNode, danger: boolean) => (
    <Popconfirm
      title={t(`roadshowPage.control.${action}Title`)}
      description={
        action === 'close'
          ? t('roadshowPage.control.closeBody')
          : t('roadshowPage.control.publishBody', { hours: session.appealHours })
      }
      okText={t(`roadshowPage.control.${action}`)}
      okButtonProps={{ danger }}
      cancelText={t('crud.cancel')}
      onConfirm={() => run(action)}
    >
      <Button
        type={danger ? 'default' : 'primary'}
        danger={danger}
        icon={icon}
        loading={running === action}
        disabled={busy}
      >
        {t(`roadshowPage.control.${action}`)}
      </Button>
    </Popconfirm>
  );

  let buttons: ReactNode = null;
  if (session.status === 'planned') {
    const noOrder = session.draw === null;
    buttons = (
      <Tooltip title={noOrder ? t('roadshowPage.control.startNeedsOrder') : undefined}>
        {button('start', <PlayCircleOutlined />, noOrder, true)}
      </Tooltip>
    );
  } else if (session.status === 'live') {
    buttons = (
      <>
        {button('next', <StepForwardOutlined />, false, true)}
        {button('qa', <CommentOutlined />, current === null || session.phase !== 'pitch')}
        {button(
          'scoring',
          <EditOutlined />,
          current === null || session.phase === 'scoring' || session.phase === 'idle',
        )}
        {confirmed('close', <StopOutlined />, true)}
      </>
    );
  } else if (session.status === 'closed') {
    buttons = confirmed('publish', <SendOutlined />, false);
  } else {
    buttons = (
      <Typography.Text type="success">
        <CheckCircleOutlined /> {t('roadshowPage.control.published')}
      </Typography.Text>
    );
  }

  return (
    <Card size="small" className="cbo-roadshow-console__controls">
      <div className="cbo-roadshow-console__current">
        <span className="cbo-roadshow-console__muted">{t('roadshowPage.current')}</span>
        <strong>
          {current ? `${current.orderNo ?? '—'}. ${current.code} ${current.projectName}` : t('roadshowPage.noCurrent')}
        </strong>
      </div>
      <HasPermi value={['comp:schedule:roadshow']}>
        <Space wrap>{buttons}</Space>
      </HasPermi>
    </Card>
  );
}
