import type { ReportKind, ReportRow } from '@cbo/contracts';
import { Progress, Tag, Tooltip, Typography } from 'antd';
import { useT } from '../../../core/i18n';
import { hasTranslation } from '../../../core/i18n/translate';

export const KIND_COLORS: Record<ReportKind, string> = {
  stage_result: 'blue',
  judge_consistency: 'cyan',
  publicity_list: 'orange',
  award_list: 'gold',
  final_report: 'purple',
};

export function KindTag({ kind }: { kind: ReportKind }) {
  const t = useT();
  return <Tag color={KIND_COLORS[kind]}>{t(`reportPage.kind.${kind}`)}</Tag>;
}

/** The running step in words (a step the page has no words for shows as the server named it). */
function useStepText() {
  const t = useT();
  return (step: string | null) => {
    const key = `reportPage.step.${step ?? 'waiting'}`;
    return hasTranslation(key) ? t(key) : (step ?? '');
  };
}

/** Running: a progress bar of done/total with the step; done; failed with the error on hover. */
export function ReportStatusCell({ row }: { row: ReportRow }) {
  const t = useT();
  const stepText = useStepText();
  if (row.status === 'running') {
    const percent = row.total > 0 ? Math.floor((row.done * 100) / row.total) : 0;
    return (
      <div className="cbo-report__running">
        <Progress
          percent={percent}
          size="small"
          status="active"
          format={() => t('reportPage.progress', { done: row.done, total: row.total })}
          aria-label={t('reportPage.status.running')}
        />
        <Typography.Text type="secondary" className="cbo-report__step">
          {t('reportPage.status.running')} · {stepText(row.step)}
        </Typography.Text>
      </div>
    );
  }
  if (row.status === 'failed') {
    return (
      <Tooltip title={t('reportPage.failedWhy', { error: row.error ?? t('reportPage.failedUnknown') })}>
        <Tag color="error" className="cbo-report__failed" tabIndex={0}>
          {t('reportPage.status.failed')}
        </Tag>
      </Tooltip>
    );
  }
  return <Tag color="success">{t('reportPage.status.done')}</Tag>;
}

/** The first 12 hex of the data hash in monospace; the whole hash on hover and copied by the icon. */
export function HashCell({ hash }: { hash: string | null }) {
  const t = useT();
  if (!hash) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Tooltip title={<span className="cbo-report__hash-full">{hash}</span>}>
      <Typography.Text
        code
        className="cbo-report__hash"
        copyable={{ text: hash, tooltips: [t('reportPage.hashCopy'), t('reportPage.hashCopied')] }}
      >
        {hash.slice(0, 12)}
      </Typography.Text>
    </Tooltip>
  );
}
