import type { RubricCriterion } from '@cbo/contracts';
import { Empty, Tag, Typography } from 'antd';
import { useT } from '../../../core/i18n';

const score = (value: number) => String(Math.round(value * 100) / 100);

function CommentRule({ criterion }: { criterion: RubricCriterion }) {
  const t = useT();
  const at = (when: 'at_or_below' | 'at_or_above') => {
    const rule = criterion.comment.find((item) => item.when === when);
    return rule ? score(criterion.max * rule.share) : null;
  };
  const below = at('at_or_below');
  const above = at('at_or_above');
  if (below === null && above === null) return null;
  const text =
    below !== null && above !== null
      ? t('rubricPage.commentRule', { below, above })
      : below !== null
        ? t('rubricPage.commentRuleBelow', { below })
        : t('rubricPage.commentRuleAbove', { above: above as string });
  return <Typography.Text type="warning">{text}</Typography.Text>;
}

/** A rubric as an expert reads it on the scoring page: each criterion's range, rules and anchors. */
export function RubricPreview({ criteria }: { criteria: readonly RubricCriterion[] }) {
  const t = useT();
  if (criteria.length === 0) return <Empty description={t('rubricPage.noCriteria')} />;
  return (
    <ol className="cbo-rubric__preview">
      {criteria.map((criterion) => (
        <li key={criterion.code} className="cbo-rubric__preview-item">
          <div className="cbo-rubric__preview-head">
            <Typography.Text strong>{criterion.name}</Typography.Text>
            <span className="cbo-rubric__preview-range">
              {t('rubricPage.range', {
                min: score(criterion.min),
                max: score(criterion.max),
                step: score(criterion.step),
              })}
              {criterion.weight !== 1 && ` ${t('rubricPage.weightTimes', { weight: score(criterion.weight) })}`}
            </span>
            {!criterion.required && <Tag>{t('rubricPage.optional')}</Tag>}
            {criterion.independent && <Tag color="purple">{t('rubricPage.independentTag')}</Tag>}
          </div>
          {criterion.description && (
            <Typography.Paragraph type="secondary">{criterion.description}</Typography.Paragraph>
          )}
          <CommentRule criterion={criterion} />
          {criterion.anchors.length > 0 && (
            <ul className="cbo-rubric__anchors">
              {[...criterion.anchors]
                .sort((a, b) => b.from - a.from)
                .map((anchor) => (
                  <li key={`${anchor.from}-${anchor.to}-${anchor.text}`}>
                    <span className="cbo-rubric__band">
                      {score(anchor.from)}–{score(anchor.to)}
                    </span>
                    <span>{anchor.text}</span>
                  </li>
                ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
