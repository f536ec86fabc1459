import { declareCoi, recordCoiDecision } from '@cbo/contracts';
import { App } from 'antd';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { ReasonModal } from '../../crud';

interface DeclareProps {
  /** The application to declare on; null: closed. */
  application: { applicationId: number; code: string } | null;
  onClose(declared: boolean): void;
}

/**
 * An expert declares a conflict with an application they see (comp:coi:declare): the scoring page
 * of review tasks mounts it (docs/conflicts-of-interest.md).
 */
export function CoiDeclareModal({ application, onClose }: DeclareProps) {
  const t = useT();
  const { message } = App.useApp();
  return (
    <ReasonModal
      requiredMessage={t('coi.reasonRequired')}
      tooLongMessage={t('coi.reasonTooLong')}
      open={application !== null}
      title={application ? t('coi.declareTitle', { code: application.code }) : ''}
      okText={t('coi.declare')}
      intro={t('coi.declareHint')}
      reasonLabel={t('coi.declaration.reason')}
      formName="comp_coi_declare"
      onCancel={() => onClose(false)}
      onSubmit={async (reason) => {
        if (!application) return false;
        await api(declareCoi, { body: { applicationId: application.applicationId, reason } });
        message.success(t('coi.declared'));
        onClose(true);
        return true;
      }}
    />
  );
}

interface DecideProps {
  /** The pair to decide; null: closed. */
  pair: { expertId: number; expertName: string; applicationId: number; code: string } | null;
  onClose(decided: boolean): void;
}

/**
 * An organiser decides that an expert stays away from an application (comp:coi:edit), in force at
 * once: the expert-group members page mounts it beside a candidate's conflicts.
 */
export function CoiDecisionModal({ pair, onClose }: DecideProps) {
  const t = useT();
  const { message } = App.useApp();
  return (
    <ReasonModal
      requiredMessage={t('coi.reasonRequired')}
      tooLongMessage={t('coi.reasonTooLong')}
      open={pair !== null}
      title={pair ? t('coi.decideTitle', { expert: pair.expertName, code: pair.code }) : ''}
      okText={t('coi.decide')}
      danger
      reasonLabel={t('coi.decisionReason')}
      formName="comp_coi_decide"
      onCancel={() => onClose(false)}
      onSubmit={async (reason) => {
        if (!pair) return false;
        await api(recordCoiDecision, {
          body: { expertId: pair.expertId, applicationId: pair.applicationId, reason },
        });
        message.success(t('coi.decisionRecorded'));
        onClose(true);
        return true;
      }}
    />
  );
}
