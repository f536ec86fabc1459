import { CheckOutlined, CloseOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { APPLICATION_KEY } from '../../../components/comp/application-links';
import { RefusalAlert } from '../../../components/comp/refusal-alert';
import type { BatchAction, BatchTarget, CrudContext } from '../../../components/crud';
import { useAccess } from '../../../core/access';
import { isRequestError } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';
import { AUDIT_KEY, decide, decideMatching, type QueueRow } from './audit-api';
import { type DecisionKind, DecisionModal, type DecisionValues } from './decision-modal';

type Kind = DecisionKind | 'approve';
type Target = BatchTarget<QueueRow>;

const LOOK = {
  approve: { icon: <CheckOutlined />, color: 'green', label: 'audit.approve' },
  return: { icon: <RollbackOutlined />, color: 'orange', label: 'audit.return' },
  reject: { icon: <CloseOutlined />, color: 'danger', label: 'audit.reject' },
} as const;
const KINDS: readonly Kind[] = ['approve', 'return', 'reject'];

/**
 * Approve, return and reject at a level, for one row, the chosen rows or every row that matches
 * the queue's filter. A refusal from the server stays in view; the tabs' counts follow.
 */
export function useAuditDecisions(level: { levelNo: number; levelName: string; canDecide: boolean } | undefined) {
  const t = useT();
  const { modal, message } = App.useApp();
  const access = useAccess();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<{ kind: DecisionKind; target: Target; context?: Context } | null>(null);
  const [busy, setBusy] = useState(false);
  const allowed = access.hasPermi('comp:audit:decide');
  const mayDecide = Boolean(level?.canDecide) && allowed;

  /** Sends a decision; resolves whether it was done. */
  const run = async (kind: Kind, target: Target, values?: DecisionValues, context?: Context) => {
    if (!level) return false;
    setBusy(true);
    setRefusal(null);
    const decision = {
      levelNo: level.levelNo,
      decision: kind,
      reason: values?.reason ?? null,
      reasonCode: values?.reasonCode ?? null,
      returnDeadline: values?.returnDeadline ?? null,
    };
    try {
      const changed =
        target.kind === 'ids'
          ? await decide({ ...decision, applicationIds: target.rows.map((row) => row.applicationId) })
          : await decideMatching({ ...decision, filters: target.filters, expected: target.count });
      const done = { approve: 'audit.approved', return: 'audit.returned', reject: 'audit.rejected' } as const;
      message.success(t(done[kind], { count: changed }));
      context?.clearSelection();
      return true;
    } catch (error) {
      if (isRequestError(error)) setRefusal(error.message);
      else throw error;
      return false;
    } finally {
      setBusy(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
        queryClient.invalidateQueries({ queryKey: APPLICATION_KEY }),
      ]);
    }
  };

  const codesOf = (target: Target) =>
    target.kind === 'ids' ? target.rows.map((row) => row.code) : [t('audit.matching', { count: target.count })];
  const start = (kind: Kind, target: Target, context?: Context) => {
    if (kind !== 'approve') {
      setDeciding({ kind, target, context });
      return;
    }
    // "All that match" was confirmed with its count already.
    if (target.kind === 'filter') {
      void run(kind, target, undefined, context);
      return;
    }
    modal.confirm({
      title: t('client.systemPrompt'),
      content: t('audit.approveConfirm', { level: level?.levelName ?? '', codes: codesOf(target).join('、') }),
      okText: t('audit.approve'),
      cancelText: t('crud.cancel'),
      onOk: () => run('approve', target, undefined, context),
    });
  };

  const batchActions: BatchAction<QueueRow>[] = KINDS.map((kind) => ({
    key: kind,
    ...LOOK[kind],
    permission: 'comp:audit:decide',
    matching: true,
    disabled: !mayDecide,
    tooltip: mayDecide ? undefined : t('audit.viewOnly'),
    loading: kind === 'approve' && busy,
    run: (target, context) => start(kind, target, context),
  }));

  /** One row's decision links: disabled with the reason when the level is not the person's. */
  const rowActions = (row: QueueRow, context: Context) =>
    allowed &&
    KINDS.map((kind) => {
      const button = (
        <Button
          key={kind}
          size="small"
          type="link"
          danger={kind === 'reject'}
          icon={LOOK[kind].icon}
          disabled={!mayDecide}
          onClick={() => start(kind, { kind: 'ids', ids: [row.applicationId], rows: [row] }, context)}
        >
          {t(LOOK[kind].label)}
        </Button>
      );
      return mayDecide ? (
        <span key={kind}>{button}</span>
      ) : (
        <Tooltip key={kind} title={t('audit.viewOnly')}>
          <span>{button}</span>
        </Tooltip>
      );
    });

  return {
    mayDecide,
    batchActions,
    rowActions,
    notice: refusal ? <RefusalAlert text={refusal} onClose={() => setRefusal(null)} /> : null,
    clearRefusal: () => setRefusal(null),
    dialog: (
      <DecisionModal
        kind={deciding?.kind ?? null}
        codes={deciding ? codesOf(deciding.target) : []}
        onCancel={() => setDeciding(null)}
        onDecide={async (values) => {
          const done = deciding ? await run(deciding.kind, deciding.target, values, deciding.context) : false;
          // A refusal is shown on the page: the dialog closes either way once the server answered.
          setDeciding(null);
          return done;
        }}
      />
    ),
  };
}

type Context = CrudContext<QueueRow>;
