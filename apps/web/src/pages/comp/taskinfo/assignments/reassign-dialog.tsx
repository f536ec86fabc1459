import { type ReassignCandidate, reassignReviewTask, type TaskAssignment } from '@cbo/contracts';
import { App, Empty, Form, Input, Modal, Spin, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../../core/http/api';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';
import { useCandidates } from './assignments-api';

const VERDICT_COLOURS = { clear: 'success', warn: 'warning', block: 'error' } as const;

/** Why a candidate cannot take the application; null: they can. */
export function candidateBar(
  candidate: ReassignCandidate,
  fromUserId: number,
): 'current' | 'holding' | 'block' | 'full' | null {
  if (candidate.userId === fromUserId) return 'current';
  if (candidate.assigned) return 'holding';
  if (candidate.verdict === 'block') return 'block';
  if (candidate.maxLoad !== null && candidate.load >= candidate.maxLoad) return 'full';
  return null;
}

interface PickerProps {
  candidates: ReassignCandidate[];
  fromUserId: number;
  value?: number;
  onChange?: (userId: number) => void;
}

/** The expert group's members with load, holding and conflict verdict; barred ones cannot be chosen. */
function CandidatePicker({ candidates, fromUserId, value, onChange }: PickerProps) {
  const t = useT();
  const columns: TableColumnsType<ReassignCandidate> = [
    {
      key: 'nickName',
      title: t('assign.expert'),
      render: (_v, row) => {
        const bar = candidateBar(row, fromUserId);
        return (
          <div>
            <div>{row.nickName}</div>
            {bar === 'current' && <Tag>{t('assign.current')}</Tag>}
            {bar === 'holding' && <Tag>{t('assign.holding')}</Tag>}
          </div>
        );
      },
    },
    {
      key: 'load',
      title: t('assign.load'),
      width: 110,
      render: (_v, row) => (
        <span className="cbo-assign__nowrap">
          {t('assign.loadOf', { load: row.load, max: row.maxLoad ?? t('assign.noMax') })}
          {row.maxLoad !== null && row.load >= row.maxLoad && (
            <Tag color="warning" className="cbo-assign__full">
              {t('assign.atMax')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'verdict',
      title: t('assign.verdict'),
      render: (_v, row) => (
        <div>
          <Tag color={VERDICT_COLOURS[row.verdict]}>{t(`assign.verdict.${row.verdict}`)}</Tag>
          {row.reasons.length > 0 && (
            <ul className="cbo-assign__reasons">
              {row.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      ),
    },
  ];
  return (
    <Table<ReassignCandidate>
      size="small"
      rowKey="userId"
      className="cbo-assign__candidates"
      columns={columns}
      dataSource={candidates}
      pagination={candidates.length > 8 ? { pageSize: 8, showSizeChanger: false, size: 'small' } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assign.candidatesEmpty')} /> }}
      onRow={(row) => ({
        onClick: () => {
          if (!candidateBar(row, fromUserId)) onChange?.(row.userId);
        },
      })}
      rowSelection={{
        type: 'radio',
        columnWidth: 40,
        selectedRowKeys: value === undefined ? [] : [value],
        getCheckboxProps: (row) => ({
          disabled: candidateBar(row, fromUserId) !== null,
          name: row.nickName,
          'aria-label': row.nickName,
        }),
        onChange: (keys) => onChange?.(Number(keys[0])),
      }}
    />
  );
}

interface Props {
  taskId: number;
  /** The assignment being moved; null: closed. */
  target: TaskAssignment | null;
  onClose(): void;
}

/**
 * 改派: moves one application from one expert to another member of the bound expert group, with a
 * reason; a blocked conflict, a full load or someone already holding it cannot be chosen.
 */
export function ReassignDialog({ taskId, target, onClose }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ toUserId?: number; reason?: string }>();
  const [sending, setSending] = useState(false);
  const candidates = useCandidates(taskId, target?.applicationId);

  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = async () => {
    if (!target) return;
    let values: { toUserId?: number; reason?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const toUserId = values.toUserId as number;
    setSending(true);
    try {
      await api(reassignReviewTask, {
        params: { taskId },
        body: {
          applicationId: target.applicationId,
          fromUserId: target.userId,
          toUserId,
          reason: (values.reason ?? '').trim(),
        },
      });
      const chosen = candidates.data?.find((candidate) => candidate.userId === toUserId);
      message.success(t('assign.reassigned', { expert: chosen?.nickName ?? String(toUserId) }));
      close();
    } catch (error) {
      // The client has shown the refusal; the dialog stays open with what was typed.
      if (!isRequestError(error)) throw error;
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={target ? t('assign.reassignTitle', { code: target.code }) : ''}
      width={760}
      okText={t('assign.reassignOk')}
      okButtonProps={{ loading: sending }}
      cancelText={t('crud.cancel')}
      onOk={submit}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {target && (
        <>
          <p className="cbo-assign__intro">{t('assign.reassignIntro', { expert: target.nickName })}</p>
          <Form form={form} layout="vertical" name="assign_reassign">
            <Form.Item
              name="toUserId"
              label={t('assign.candidate')}
              rules={[{ required: true, message: t('assign.candidateRequired') }]}
            >
              {candidates.isLoading ? (
                <Spin />
              ) : (
                <CandidatePicker candidates={candidates.data ?? []} fromUserId={target.userId} />
              )}
            </Form.Item>
            <Form.Item
              name="reason"
              label={t('assign.reason')}
              rules={[
                { required: true, whitespace: true, message: t('crud.reasonRequired') },
                { max: 500, message: t('crud.reasonTooLong') },
              ]}
            >
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
