import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { type RoadshowSessionDetail, type RoadshowSlot, setRoadshowOrder } from '@cbo/contracts';
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { type DragEvent, useEffect, useState } from 'react';
import { api } from '../../../../core/http/api';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';

/** The slots as the order shows them: ordered ones first by number, then the rest as listed. */
export function slotsInOrder(slots: readonly RoadshowSlot[]): RoadshowSlot[] {
  return [...slots].sort((a, b) => (a.orderNo ?? Number.MAX_SAFE_INTEGER) - (b.orderNo ?? Number.MAX_SAFE_INTEGER));
}

/** Moves one item of a list to another index. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * Sets the order by hand: drag a row or use its arrows, then save with a required reason
 * (recorded as a manual draw).
 */
export function ReorderModal({
  session,
  open,
  onClose,
}: {
  session: RoadshowSessionDetail;
  open: boolean;
  onClose(): void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [order, setOrder] = useState<RoadshowSlot[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the order starts afresh each time the dialog opens, not on every poll
  useEffect(() => {
    if (open) {
      setOrder(slotsInOrder(session.slots));
      form.resetFields();
    }
  }, [open]);

  const save = async () => {
    let reason: string;
    try {
      reason = (await form.validateFields()).reason.trim();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await api(setRoadshowOrder, {
        params: { sessionId: session.sessionId },
        body: { applicationIds: order.map((slot) => slot.applicationId), reason },
      });
      message.success(t('roadshowPage.reorder.saved'));
      onClose();
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) setOrder((list) => moved(list, dragged, index));
    setDragged(null);
  };

  return (
    <Modal
      open={open}
      title={t('roadshowPage.reorder.title')}
      okText={t('roadshowPage.reorder.save')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={save}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('roadshowPage.reorder.hint')}</Typography.Paragraph>
      <ol className="cbo-roadshow-reorder">
        {order.map((slot, index) => (
          <li
            key={slot.slotId}
            className={dragged === index ? 'cbo-roadshow-reorder__item is-dragged' : 'cbo-roadshow-reorder__item'}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => setDragged(null)}
          >
            <HolderOutlined className="cbo-roadshow-reorder__grip" />
            <span className="cbo-roadshow-reorder__no">{index + 1}</span>
            <span className="cbo-roadshow-reorder__text">
              <strong>{slot.code}</strong> {slot.projectName}
            </span>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              aria-label={t('roadshowPage.reorder.up', { code: slot.code })}
              onClick={() => setOrder((list) => moved(list, index, index - 1))}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={index === order.length - 1}
              aria-label={t('roadshowPage.reorder.down', { code: slot.code })}
              onClick={() => setOrder((list) => moved(list, index, index + 1))}
            />
          </li>
        ))}
      </ol>
      <Form form={form} layout="vertical" name="comp_roadshow_reorder">
        <Form.Item
          name="reason"
          label={t('roadshowPage.reorder.reason')}
          rules={[
            { required: true, whitespace: true, message: t('crud.reasonRequired') },
            { max: 500, message: t('crud.reasonTooLong') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
