import type { VerifyOutcome } from '@cbo/contracts';
import { Alert } from 'antd';
import { shortHash, shownValue } from '../../../components/comp/rating/rating-format';
import { useT } from '../../../core/i18n';

/** A verify's outcome: green when the recompute matched bit for bit, red with the differences. */
export function VerifyAlert({ outcome, onClose }: { outcome: VerifyOutcome; onClose(): void }) {
  const t = useT();
  if (outcome.matched) {
    return (
      <Alert
        type="success"
        showIcon
        closable={{ onClose }}
        className="cbo-rating__verify"
        title={t('ratingPage.verify.matched', { checked: outcome.checked })}
      />
    );
  }
  const lines = outcome.mismatches.map((item) =>
    t('ratingPage.verify.line', {
      code: item.code,
      field: t(`ratingPage.verify.field.${item.field}`),
      stored: shownValue(item.stored),
      recomputed: shownValue(item.recomputed),
    }),
  );
  if (!outcome.inputsMatched) {
    lines.unshift(
      t('ratingPage.verify.inputsChanged', {
        stored: shortHash(outcome.storedInputsHash),
        recomputed: shortHash(outcome.recomputedInputsHash),
      }),
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      closable={{ onClose }}
      className="cbo-rating__verify"
      title={t('ratingPage.verify.mismatch', { no: outcome.versionNo, count: outcome.mismatches.length })}
      description={
        <ul className="cbo-rating__mismatches">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
    />
  );
}
