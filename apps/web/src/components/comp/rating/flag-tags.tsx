import type { JudgeFlag, ResultFlag } from '@cbo/contracts';
import { Space, Tag, Tooltip } from 'antd';
import { useT } from '../../../core/i18n';

const RESULT_COLORS: Record<ResultFlag, string> = {
  insufficient: 'default',
  outlier: 'orange',
  range_exceeded: 'gold',
  awaiting_arbitration: 'processing',
  arbitrated: 'cyan',
  normalisation_skipped: 'default',
  tie_broken: 'blue',
  tie_unresolved: 'magenta',
  part_missing: 'warning',
  excluded: 'error',
};

const JUDGE_COLORS: Record<JudgeFlag, string> = {
  lenient: 'orange',
  severe: 'purple',
  low_agreement: 'red',
  outliers: 'gold',
  normalisation_skipped: 'default',
};

/** A result's flags as tags, each with a tooltip saying what it means. */
export function ResultFlags({ flags }: { flags: readonly ResultFlag[] }) {
  const t = useT();
  if (flags.length === 0) return null;
  return (
    <Space size={[0, 4]} wrap>
      {flags.map((flag) => (
        <Tooltip key={flag} title={t(`ratingPage.flag.${flag}.tip`)}>
          <Tag color={RESULT_COLORS[flag]}>{t(`ratingPage.flag.${flag}`)}</Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

/** A judge's consistency flags as tags with their meaning. */
export function JudgeFlags({ flags }: { flags: readonly JudgeFlag[] }) {
  const t = useT();
  if (flags.length === 0) return null;
  return (
    <Space size={[0, 4]} wrap>
      {flags.map((flag) => (
        <Tooltip key={flag} title={t(`ratingPage.judgeFlag.${flag}.tip`)}>
          <Tag color={JUDGE_COLORS[flag]}>{t(`ratingPage.judgeFlag.${flag}`)}</Tag>
        </Tooltip>
      ))}
    </Space>
  );
}
