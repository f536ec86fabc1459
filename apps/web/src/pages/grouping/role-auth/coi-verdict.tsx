import type { ExpertCandidate } from '@cbo/contracts';
import { Tag } from 'antd';
import { useT } from '../../../core/i18n';

const COLOURS = { clear: 'success', warn: 'warning', block: 'error' } as const;

/** A candidate's conflict-of-interest verdict and, when not clear, every reason with its application. */
export function CoiVerdict({ candidate }: { candidate: Pick<ExpertCandidate, 'verdict' | 'conflicts' | 'nickName'> }) {
  const t = useT();
  const reasons = candidate.conflicts.flatMap((conflict) =>
    conflict.hits.map((hit, index) => ({
      key: `${conflict.applicationId}-${hit.kind}-${index}`,
      severity: hit.severity,
      text: t('eg.conflictLine', { code: conflict.applicationCode, reason: hit.reason }),
    })),
  );
  return (
    <div className="cbo-eg-coi">
      <Tag color={COLOURS[candidate.verdict]}>{t(`eg.verdict.${candidate.verdict}`)}</Tag>
      {reasons.length > 0 && (
        <ul className="cbo-eg-coi__reasons" aria-label={t('eg.coi')}>
          {reasons.map((reason) => (
            <li key={reason.key} className={`cbo-eg-coi__reason cbo-eg-coi__reason--${reason.severity}`}>
              {reason.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
