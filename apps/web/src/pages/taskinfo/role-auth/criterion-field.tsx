import { commentRequired, type RubricCriterion, type SheetItem, type SheetProblem } from '@cbo/contracts';
import { Input, InputNumber, Tag, Typography } from 'antd';
import { useT } from '../../../core/i18n';
import { problemText, score } from './sheet-state';

interface CriterionFieldProps {
  criterion: RubricCriterion;
  item: SheetItem | undefined;
  problem: SheetProblem | undefined;
  readOnly: boolean;
  onChange(item: SheetItem): void;
}

function CommentRules({ criterion }: { criterion: RubricCriterion }) {
  const t = useT();
  return criterion.comment.map((rule) => (
    <Typography.Text key={rule.when} type="warning" className="cbo-score__rule">
      {rule.when === 'at_or_below'
        ? t('score.commentBelow', { below: score(criterion.max * rule.share) })
        : t('score.commentAbove', { above: score(criterion.max * rule.share) })}
    </Typography.Text>
  ));
}

/**
 * One criterion of the rubric: its name, description, anchors, range, step and weight, the score
 * input (named after the criterion) and its comment, marked required when the value calls for one.
 */
export function CriterionField({ criterion, item, problem, readOnly, onChange }: CriterionFieldProps) {
  const t = useT();
  const value = item?.value ?? null;
  const needsComment = value !== null && commentRequired(criterion, value);
  const valueProblem = problem && problem.kind !== 'comment' ? problemText(problem, t) : undefined;
  const commentProblem = problem?.kind === 'comment' ? problemText(problem, t) : undefined;
  const inputId = `score-${criterion.code}`;
  const band = value === null ? undefined : criterion.anchors.find((a) => value >= a.from && value <= a.to);

  return (
    <li className={`cbo-score__criterion${problem ? ' cbo-score__criterion--problem' : ''}`}>
      <div className="cbo-score__criterion-head">
        <label htmlFor={inputId} className="cbo-score__criterion-name">
          {criterion.required && !criterion.independent && <span className="cbo-score__required">*</span>}
          {criterion.name}
        </label>
        <span className="cbo-score__criterion-range">
          {t('score.range', { min: score(criterion.min), max: score(criterion.max), step: score(criterion.step) })}
        </span>
        {criterion.weight !== 1 && <Tag>{t('score.weight', { weight: score(criterion.weight) })}</Tag>}
        {!criterion.required && <Tag>{t('score.optional')}</Tag>}
        {criterion.independent && <Tag color="purple">{t('score.independent')}</Tag>}
      </div>
      {criterion.description && (
        <Typography.Paragraph type="secondary" className="cbo-score__criterion-desc">
          {criterion.description}
        </Typography.Paragraph>
      )}
      {criterion.anchors.length > 0 && (
        <ul className="cbo-score__anchors" aria-label={`${criterion.name} ${t('score.anchors')}`}>
          {[...criterion.anchors]
            .sort((a, b) => b.from - a.from)
            .map((anchor) => (
              <li
                key={`${anchor.from}-${anchor.to}`}
                className={anchor === band ? 'cbo-score__anchor cbo-score__anchor--on' : 'cbo-score__anchor'}
              >
                <span className="cbo-score__band">
                  {score(anchor.from)}–{score(anchor.to)}
                </span>
                <span>{anchor.text}</span>
              </li>
            ))}
        </ul>
      )}
      <CommentRules criterion={criterion} />
      <div className="cbo-score__inputs">
        <InputNumber
          id={inputId}
          aria-label={criterion.name}
          className="cbo-score__number"
          value={value}
          // No min, max or precision: the input would clamp or round what is typed; the rubric's
          // checks show a value out of range or off the step instead (sheetProblems).
          step={criterion.step}
          placeholder={t('score.scorePlaceholder', { min: score(criterion.min), max: score(criterion.max) })}
          status={valueProblem ? 'error' : undefined}
          disabled={readOnly}
          onChange={(next) => onChange({ ...item, value: typeof next === 'number' ? next : null })}
        />
        {valueProblem && (
          <Typography.Text type="danger" className="cbo-score__problem" role="alert">
            {valueProblem}
          </Typography.Text>
        )}
      </div>
      <div className="cbo-score__comment">
        <span className="cbo-score__comment-label">
          {needsComment && <span className="cbo-score__required">*</span>}
          {needsComment ? t('score.commentRequired') : t('score.comment')}
        </span>
        <Input.TextArea
          aria-label={t('score.commentFor', { name: criterion.name })}
          aria-required={needsComment}
          value={item?.comment ?? ''}
          maxLength={1000}
          autoSize={{ minRows: needsComment ? 2 : 1, maxRows: 6 }}
          status={commentProblem ? 'error' : undefined}
          disabled={readOnly}
          onChange={(event) => onChange({ value, comment: event.target.value })}
        />
        {commentProblem && (
          <Typography.Text type="danger" className="cbo-score__problem" role="alert">
            {commentProblem}
          </Typography.Text>
        )}
      </div>
    </li>
  );
}
