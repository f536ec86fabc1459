import type { ChainVerifyAnswer } from '@cbo/contracts';
import { Alert } from 'antd';
import { useT } from '../../../../core/i18n';

/** The chain check in words: all intact, or the first broken link (sheet, code, expert, revision, problem). */
export function VerifyResult({ answer, onClose }: { answer: ChainVerifyAnswer; onClose(): void }) {
  const t = useT();
  const counts = { sheets: answer.sheets, revisions: answer.revisions };
  if (answer.ok) {
    return (
      <Alert
        type="success"
        showIcon
        closable={{ onClose, 'aria-label': t('assign.close') }}
        className="cbo-assign__verify"
        title={answer.sheets === 0 ? t('assign.verifyEmpty') : t('assign.verifyOk', counts)}
      />
    );
  }
  const broken = answer.broken;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      closable={{ onClose, 'aria-label': t('assign.close') }}
      className="cbo-assign__verify"
      title={
        broken
          ? t('assign.verifyBroken', {
              sheet: broken.sheetId,
              code: broken.applicationCode,
              expert: broken.expertName,
              revision: broken.revisionNo,
              problem: t(`assign.verifyProblem.${broken.problem}`),
            })
          : t('assign.verifyTitle')
      }
      description={t('assign.verifyCount', counts)}
    />
  );
}
