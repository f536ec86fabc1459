import { disqualifyApplication } from '@cbo/contracts';
import { App } from 'antd';
import { ReasonModal } from '../../../components/crud';
import { api } from '../../../core/http/api';
import { isRequestError } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';

interface Props {
  /** The application to disqualify; null closes the dialog. */
  target: { applicationId: number; code: string } | null;
  onClose(): void;
  /** After the disqualification went through. */
  onDone(): Promise<void>;
  /** A refusal to show on the page (its state changed meanwhile, ...). */
  onRefused(text: string): void;
}

/** Asks why before disqualifying (取消资格): the reason goes to the history and the leader's SMS. */
export function DisqualifyModal({ target, onClose, onDone, onRefused }: Props) {
  const t = useT();
  const { message } = App.useApp();

  const disqualify = async (reason: string) => {
    if (!target) return false;
    try {
      await api(disqualifyApplication, { params: { applicationId: target.applicationId }, body: { reason } });
    } catch (error) {
      if (isRequestError(error)) onRefused(error.message);
      else throw error;
      return false;
    }
    message.success(t('apply.disqualified', { code: target.code }));
    onClose();
    await onDone();
    return true;
  };

  return (
    <ReasonModal
      open={target !== null}
      title={t('apply.disqualifyTitle')}
      okText={t('apply.disqualify')}
      danger
      placeholder={t('apply.reasonPlaceholder')}
      requiredMessage={t('apply.reasonRequired')}
      tooLongMessage={t('apply.reasonTooLong')}
      intro={t('apply.disqualifyConfirm', { code: target?.code ?? '' })}
      reasonLabel={t('apply.disqualifyReason')}
      formName="comp_application_disqualify"
      onCancel={onClose}
      onSubmit={disqualify}
    />
  );
}
