import { DeleteOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import type { ApplicationRow } from '@cbo/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { RefusalAlert } from '../../../components/comp/refusal-alert';
import type { BatchAction, BatchTarget, CrudContext } from '../../../components/crud';
import { isRequestError } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';
import { DRAFTS, removeApplications, SUBMITTABLE, transition, WITHDRAWABLE } from './application-api';
import { WithdrawModal } from './withdraw-modal';

type Context = CrudContext<ApplicationRow>;

const rowsOf = (target: BatchTarget<ApplicationRow>) => (target.kind === 'ids' ? target.rows : []);
const every = (allowed: ReadonlySet<string>) => (rows: readonly ApplicationRow[]) =>
  rows.every((row) => allowed.has(row.status));

/**
 * The staff's batch actions on applications (submit, withdraw with a reason, delete drafts), each
 * confirmed first; a refusal from the server names every application and rule, so it stays in view.
 */
export function useApplicationActions() {
  const t = useT();
  const { modal, message } = App.useApp();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<{ rows: readonly ApplicationRow[]; context: Context } | null>(null);
  const [busy, setBusy] = useState(false);

  const runAction = async (context: Context, work: () => Promise<string>) => {
    setBusy(true);
    setRefusal(null);
    try {
      message.success(await work());
      context.clearSelection();
      await context.refresh();
      return true;
    } catch (error) {
      if (isRequestError(error)) setRefusal(error.message);
      else throw error;
      return false;
    } finally {
      setBusy(false);
    }
  };

  const idsOf = (rows: readonly ApplicationRow[]) => rows.map((row) => row.applicationId);
  const codesOf = (rows: readonly ApplicationRow[]) => rows.map((row) => row.code).join('、');
  const confirm = (content: string, danger: boolean, onOk: () => Promise<boolean>) =>
    modal.confirm({
      title: t('client.systemPrompt'),
      content,
      okText: t('client.confirm'),
      okButtonProps: danger ? { danger: true } : undefined,
      cancelText: t('crud.cancel'),
      onOk,
    });

  const batchActions: BatchAction<ApplicationRow>[] = [
    {
      key: 'submit',
      label: 'apply.submit',
      icon: <SendOutlined />,
      color: 'green',
      permission: 'comp:application:edit',
      allowed: every(SUBMITTABLE),
      loading: busy,
      run: (target, context) => {
        const rows = rowsOf(target);
        confirm(t('apply.submitConfirm', { codes: codesOf(rows) }), false, () =>
          runAction(context, async () => t('apply.submitted', { count: await transition(idsOf(rows), 'submit') })),
        );
      },
    },
    {
      key: 'withdraw',
      label: 'apply.withdraw',
      icon: <RollbackOutlined />,
      color: 'orange',
      permission: 'comp:application:edit',
      allowed: every(WITHDRAWABLE),
      run: (target, context) => setWithdrawing({ rows: rowsOf(target), context }),
    },
    {
      key: 'remove',
      label: 'crud.delete',
      icon: <DeleteOutlined />,
      color: 'danger',
      permission: 'comp:application:remove',
      allowed: every(DRAFTS),
      title: t('apply.removeDraftsOnly'),
      run: (target, context) => {
        const rows = rowsOf(target);
        confirm(t('apply.removeConfirm', { codes: codesOf(rows) }), true, () =>
          runAction(context, async () => {
            await removeApplications(idsOf(rows));
            return t('crud.deleteOk');
          }),
        );
      },
    },
  ];

  const withdraw = async (reason: string) => {
    if (!withdrawing) return false;
    const { rows, context } = withdrawing;
    const done = await runAction(context, async () =>
      t('apply.withdrawn', { count: await transition(idsOf(rows), 'withdraw', reason) }),
    );
    if (done) setWithdrawing(null);
    return done;
  };

  return {
    batchActions,
    notice: refusal ? <RefusalAlert text={refusal} onClose={() => setRefusal(null)} /> : null,
    clearRefusal: () => setRefusal(null),
    dialogs: (
      <WithdrawModal
        codes={withdrawing ? withdrawing.rows.map((row) => row.code) : null}
        onCancel={() => setWithdrawing(null)}
        onWithdraw={withdraw}
      />
    ),
  };
}
