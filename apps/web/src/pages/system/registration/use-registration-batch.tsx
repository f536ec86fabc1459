import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { decideMatchingRegistrations, decideRegistrations, type RegistrationRow } from '@cbo/contracts';
import { App } from 'antd';
import { useState } from 'react';
import type { BatchAction, BatchTarget, CrudContext } from '../../../components/crud';
import { api, callRoute } from '../../../core/http/api';
import { useT } from '../../../core/i18n';

type Target = BatchTarget<RegistrationRow>;
type Context = CrudContext<RegistrationRow>;
type Decision = 'approve' | 'reject';

const waiting = (rows: readonly RegistrationRow[]) => rows.every((row) => row.status === '1');
const countOf = (target: Target) => (target.kind === 'ids' ? target.ids.length : target.count);

/**
 * Approve or reject several registrations at once: the chosen waiting rows, or (while the list
 * shows the waiting ones) every one that matches the filter, its count confirmed first.
 */
export function useRegistrationBatch(showingWaiting: boolean) {
  const t = useT();
  const { modal, message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState<{ target: Target; context: Context } | null>(null);

  /** Sends the decision; resolves whether it was done (a refusal is announced by the client). */
  const run = async (decision: Decision, target: Target, context: Context, reason?: string) => {
    setBusy(true);
    try {
      const changed =
        target.kind === 'ids'
          ? (await api(decideRegistrations, { body: { userIds: target.ids.map(Number), decision, reason } })).data
              .changed
          : // The filters are the list's, already in their wire form (the kit holds them untyped).
            (
              await callRoute<{ data: { changed: number } }>(decideMatchingRegistrations, {
                body: { filters: target.filters, decision, reason, expected: target.count },
              })
            ).data.changed;
      message.success(t(decision === 'approve' ? 'nb.reg.batchApproved' : 'nb.reg.batchRejected', { count: changed }));
      context.clearSelection();
      await context.refresh();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const approve = (target: Target, context: Context) => {
    // "All that match" was confirmed with its count by the list already.
    if (target.kind === 'filter') {
      void run('approve', target, context);
      return;
    }
    modal.confirm({
      title: t('client.systemPrompt'),
      content: t('nb.reg.batchApproveConfirm', { count: countOf(target) }),
      okText: t('nb.reg.approve'),
      cancelText: t('crud.cancel'),
      onOk: () => run('approve', target, context),
    });
  };

  const batchActions: BatchAction<RegistrationRow>[] = [
    {
      key: 'approve',
      label: 'nb.reg.approve',
      icon: <CheckOutlined />,
      color: 'green',
      permission: 'system:registration:review',
      matching: showingWaiting,
      allowed: waiting,
      loading: busy && rejecting === null,
      run: approve,
    },
    {
      key: 'reject',
      label: 'nb.reg.reject',
      icon: <CloseOutlined />,
      color: 'danger',
      permission: 'system:registration:review',
      matching: showingWaiting,
      allowed: waiting,
      run: (target, context) => setRejecting({ target, context }),
    },
  ];

  return {
    batchActions,
    rejecting: rejecting && {
      title: t('nb.reg.batchRejectTitle', { count: countOf(rejecting.target) }),
      onReject: (reason: string) => run('reject', rejecting.target, rejecting.context, reason),
      onClose: () => setRejecting(null),
    },
  };
}
