import { checkInRoadshowSlot, markRoadshowAbsent, type RoadshowSessionDetail, type RoadshowSlot } from '@cbo/contracts';
import { App, Button, Card, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { ReasonModal } from '../../../../components/crud';
import { useAccess } from '../../../../core/access';
import { api } from '../../../../core/http/api';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';
import type { useControl } from './control-bar';
import { slotsInOrder } from './reorder-modal';

function SlotState({ slot, current }: { slot: RoadshowSlot; current: boolean }) {
  const t = useT();
  if (current) return <Tag color="processing">{t('roadshowPage.slot.current')}</Tag>;
  if (slot.absent) return <Tag color="error">{t('roadshowPage.slot.absent')}</Tag>;
  if (slot.presentedAt) return <Tag color="success">{t('roadshowPage.slot.done')}</Tag>;
  return <Tag>{t('roadshowPage.slot.waiting')}</Tag>;
}

/**
 * The slots in presentation order: check-in switches, absence with a reason (asked first) and its
 * undoing, the presented and finished times, and "present now" for a waiting team while live.
 */
export function SlotsCard({
  session,
  control,
}: {
  session: RoadshowSessionDetail;
  control: ReturnType<typeof useControl>;
}) {
  const t = useT();
  const { message } = App.useApp();
  const manage = useAccess().hasPermi('comp:schedule:roadshow');
  const [busySlot, setBusySlot] = useState<number | null>(null);
  const [absentSlot, setAbsentSlot] = useState<RoadshowSlot | null>(null);
  const open = session.status === 'planned' || session.status === 'live';

  const send = async (slotId: number, call: () => Promise<unknown>) => {
    setBusySlot(slotId);
    try {
      await call();
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setBusySlot(null);
    }
  };
  const checkIn = (slot: RoadshowSlot, checkedIn: boolean) =>
    send(slot.slotId, () => api(checkInRoadshowSlot, { params: { slotId: slot.slotId }, body: { checkedIn } }));
  const undoAbsent = (slot: RoadshowSlot) =>
    send(slot.slotId, () => api(markRoadshowAbsent, { params: { slotId: slot.slotId }, body: { absent: false } }));

  return (
    <Card size="small" title={t('roadshowPage.slots.title')} className="cbo-roadshow-console__slots">
      <Table<RoadshowSlot>
        size="small"
        rowKey="slotId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={slotsInOrder(session.slots)}
        locale={{ emptyText: t('roadshowPage.slots.empty') }}
        rowClassName={(slot) => (slot.slotId === session.currentSlotId ? 'cbo-roadshow-console__row--current' : '')}
        columns={[
          { key: 'orderNo', title: t('roadshowPage.slot.order'), width: 56, render: (_v, slot) => slot.orderNo ?? '—' },
          {
            key: 'project',
            title: t('roadshowPage.slot.project'),
            render: (_v, slot) => (
              <div className="cbo-roadshow-console__project">
                <strong>{slot.code}</strong>
                <span>{slot.projectName}</span>
                {slot.orgName && <span className="cbo-roadshow-console__muted">{slot.orgName}</span>}
              </div>
            ),
          },
          {
            key: 'checkIn',
            title: t('roadshowPage.slot.checkIn'),
            width: 96,
            render: (_v, slot) => (
              <Switch
                size="small"
                checked={slot.checkedInAt !== null}
                aria-label={t('roadshowPage.slot.checkInOf', { code: slot.code })}
                loading={busySlot === slot.slotId}
                disabled={!manage || !open || slot.absent || slot.presentedAt !== null}
                onChange={(checked) => void checkIn(slot, checked)}
              />
            ),
          },
          {
            key: 'state',
            title: t('roadshowPage.slot.state'),
            width: 80,
            render: (_v, slot) => <SlotState slot={slot} current={slot.slotId === session.currentSlotId} />,
          },
          {
            key: 'times',
            title: t('roadshowPage.slot.times'),
            width: 120,
            render: (_v, slot) =>
              slot.presentedAt ? `${slot.presentedAt.slice(11, 16)} – ${slot.finishedAt?.slice(11, 16) ?? ''}` : '—',
          },
          {
            key: 'actions',
            title: '',
            width: 150,
            render: (_v, slot) => {
              if (!manage || !open)
                return slot.absentReason ? <span title={slot.absentReason}>{slot.absentReason}</span> : null;
              const waiting = !slot.absent && slot.presentedAt === null && slot.slotId !== session.currentSlotId;
              return (
                <Space size={0} wrap>
                  {slot.absent ? (
                    <Popconfirm
                      title={t('roadshowPage.slot.undoAbsentTitle', { code: slot.code })}
                      description={slot.absentReason}
                      okText={t('roadshowPage.slot.undoAbsent')}
                      cancelText={t('crud.cancel')}
                      onConfirm={() => undoAbsent(slot)}
                    >
                      <Button type="link" size="small" loading={busySlot === slot.slotId}>
                        {t('roadshowPage.slot.undoAbsent')}
                      </Button>
                    </Popconfirm>
                  ) : (
                    slot.presentedAt === null &&
                    slot.slotId !== session.currentSlotId && (
                      <Button
                        type="link"
                        size="small"
                        danger
                        aria-label={t('roadshowPage.slot.markAbsentOf', { code: slot.code })}
                        onClick={() => setAbsentSlot(slot)}
                      >
                        {t('roadshowPage.slot.markAbsent')}
                      </Button>
                    )
                  )}
                  {session.status === 'live' && waiting && slot.checkedInAt !== null && (
                    <Popconfirm
                      title={t('roadshowPage.slot.presentTitle', { code: slot.code })}
                      okText={t('roadshowPage.slot.present')}
                      cancelText={t('crud.cancel')}
                      onConfirm={() => control.run('present', slot.slotId)}
                    >
                      <Button
                        type="link"
                        size="small"
                        aria-label={t('roadshowPage.slot.presentOf', { code: slot.code })}
                        loading={control.running === 'present'}
                      >
                        {t('roadshowPage.slot.present')}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              );
            },
          },
        ]}
      />
      <ReasonModal
        open={absentSlot !== null}
        title={t('roadshowPage.slot.absentTitle', { code: absentSlot?.code ?? '' })}
        okText={t('roadshowPage.slot.markAbsent')}
        danger
        intro={t('roadshowPage.slot.absentIntro')}
        reasonLabel={t('roadshowPage.slot.absentReason')}
        formName="comp_roadshow_absent"
        onCancel={() => setAbsentSlot(null)}
        onSubmit={async (reason) => {
          if (absentSlot === null) return false;
          await api(markRoadshowAbsent, { params: { slotId: absentSlot.slotId }, body: { absent: true, reason } });
          message.success(t('roadshowPage.control.done'));
          setAbsentSlot(null);
          return true;
        }}
      />
    </Card>
  );
}
