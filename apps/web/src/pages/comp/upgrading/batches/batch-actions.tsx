import {
  approvePromotionBatch,
  finalizePromotionBatch,
  type PromotionBatch,
  returnPromotionBatch,
  revokePromotionBatch,
  submitPromotionBatch,
} from '@cbo/contracts';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { ReasonModal } from '../../../../components/crud';
import { useAccess } from '../../../../core/access/use-access';
import { api } from '../../../../core/http/api';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';
import { PublishModal } from './publish-modal';

type Step = 'submit' | 'approve' | 'finalize';

export interface BatchActionsProps {
  batch: PromotionBatch;
  /** Opens the rule form to recompute the batch. */
  onRedraft(): void;
  /** After a step: reload the batch, its decisions, history and the list. */
  onChanged(): Promise<void>;
  /** A refusal of a step, shown in the drawer (e.g. the drafter approving). */
  onRefused(message: string): void;
}

/** A batch's lifecycle buttons, by status and permission (docs/promotion.md, lifecycle). */
export function BatchActions({ batch, onRedraft, onChanged, onRefused }: BatchActionsProps) {
  const t = useT();
  const { message } = App.useApp();
  const access = useAccess();
  const [busy, setBusy] = useState<Step | null>(null);
  const [modal, setModal] = useState<'return' | 'revoke' | 'publish' | null>(null);
  const params = { batchId: batch.batchId };
  const { status } = batch;
  const editable = status === 'draft' || status === 'amending';
  const can = (permission: string) => access.hasPermi(`comp:upgrading:${permission}`);

  const step = async (name: Step, run: () => Promise<unknown>, done: string) => {
    setBusy(name);
    try {
      await run();
      message.success(done);
      await onChanged();
    } catch (error) {
      if (!isRequestError(error)) throw error;
      onRefused(error.message);
    } finally {
      setBusy(null);
    }
  };
  const withReason = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
    } catch (error) {
      if (isRequestError(error)) onRefused(error.message);
      throw error;
    }
    message.success(done);
    setModal(null);
    await onChanged();
    return true;
  };

  return (
    <div className="cbo-promotion__actions">
      {editable && can('edit') && <Button onClick={onRedraft}>{t('promotionPage.draft.redraft')}</Button>}
      {editable && can('edit') && (
        <Popconfirm
          title={t('promotionPage.act.submitConfirm')}
          onConfirm={() =>
            void step('submit', () => api(submitPromotionBatch, { params }), t('promotionPage.act.submitted'))
          }
        >
          <Button type="primary" loading={busy === 'submit'}>
            {t('promotionPage.act.submit')}
          </Button>
        </Popconfirm>
      )}
      {status === 'pending_approval' && can('approve') && (
        <>
          <Popconfirm
            title={t('promotionPage.act.approveConfirm')}
            onConfirm={() =>
              void step('approve', () => api(approvePromotionBatch, { params }), t('promotionPage.act.approved'))
            }
          >
            <Button type="primary" loading={busy === 'approve'}>
              {t('promotionPage.act.approve')}
            </Button>
          </Popconfirm>
          <Button onClick={() => setModal('return')}>{t('promotionPage.act.return')}</Button>
        </>
      )}
      {status === 'approved' && can('publish') && (
        <Button type="primary" onClick={() => setModal('publish')}>
          {t('promotionPage.act.publish')}
        </Button>
      )}
      {status === 'in_publicity' && can('publish') && (
        <Popconfirm
          title={t('promotionPage.act.finalizeConfirm')}
          disabled={batch.publicityStatus !== 'closed'}
          onConfirm={() =>
            void step('finalize', () => api(finalizePromotionBatch, { params }), t('promotionPage.act.finalized'))
          }
        >
          <Button type="primary" disabled={batch.publicityStatus !== 'closed'} loading={busy === 'finalize'}>
            {t('promotionPage.act.finalize')}
          </Button>
        </Popconfirm>
      )}
      {status !== 'finalized' && status !== 'revoked' && can('publish') && (
        <Button danger onClick={() => setModal('revoke')}>
          {t('promotionPage.act.revoke')}
        </Button>
      )}

      <ReasonModal
        open={modal === 'return'}
        title={t('promotionPage.act.return')}
        okText={t('promotionPage.act.return')}
        intro={t('promotionPage.act.returnIntro')}
        reasonLabel={t('promotionPage.act.reason')}
        formName="comp_promotion_return"
        onCancel={() => setModal(null)}
        onSubmit={(reason) =>
          withReason(() => api(returnPromotionBatch, { params, body: { reason } }), t('promotionPage.act.returned'))
        }
      />
      <ReasonModal
        open={modal === 'revoke'}
        danger
        title={t('promotionPage.act.revoke')}
        okText={t('promotionPage.act.revoke')}
        intro={t('promotionPage.act.revokeIntro')}
        reasonLabel={t('promotionPage.act.reason')}
        formName="comp_promotion_revoke"
        onCancel={() => setModal(null)}
        onSubmit={(reason) =>
          withReason(() => api(revokePromotionBatch, { params, body: { reason } }), t('promotionPage.act.revoked'))
        }
      />
      <PublishModal
        open={modal === 'publish'}
        batch={batch}
        onClose={() => setModal(null)}
        onDone={async () => {
          setModal(null);
          await onChanged();
        }}
      />
    </div>
  );
}
