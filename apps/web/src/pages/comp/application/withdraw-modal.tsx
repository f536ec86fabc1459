import { ReasonModal } from '../../../components/crud';
import { useT } from '../../../core/i18n';

interface Props {
  /** The codes of the applications to withdraw; none closes the dialog. */
  codes: readonly string[] | null;
  onCancel(): void;
  /** Withdraws with the reason; resolves true when done (the dialog closes). */
  onWithdraw(reason: string): Promise<boolean>;
}

/** Asks why before withdrawing: the reason is kept in each application's history. */
export function WithdrawModal({ codes, onCancel, onWithdraw }: Props) {
  const t = useT();
  return (
    <ReasonModal
      open={codes !== null}
      title={t('apply.withdrawTitle')}
      okText={t('apply.withdraw')}
      danger
      placeholder={t('apply.reasonPlaceholder')}
      requiredMessage={t('apply.reasonRequired')}
      tooLongMessage={t('apply.reasonTooLong')}
      intro={t('apply.withdrawConfirm', { codes: (codes ?? []).join('、') })}
      reasonLabel={t('apply.withdrawReason')}
      formName="comp_application_withdraw"
      onCancel={onCancel}
      onSubmit={onWithdraw}
    />
  );
}
