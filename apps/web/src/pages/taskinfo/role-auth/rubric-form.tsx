import { SendOutlined } from '@ant-design/icons';
import { type ScoringView, sheetTotal } from '@cbo/contracts';
import { Button, Input, Typography } from 'antd';
import { useT } from '../../../core/i18n';
import { AutosaveStatus } from './autosave-status';
import { CriterionField } from './criterion-field';
import { problemsByCode, score } from './sheet-state';
import type { ScoreSheet } from './use-score-sheet';

interface RubricFormProps {
  view: ScoringView;
  sheet: ScoreSheet;
  editable: boolean;
  onSubmit(): void;
}

/**
 * The rubric as a form (docs/rubrics.md): every criterion with its guide and input, the overall
 * comment, and a bar that stays in view with the live total, the autosave status and the submit.
 */
export function RubricForm({ view, sheet, editable, onSubmit }: RubricFormProps) {
  const t = useT();
  const { criteria, maxTotal } = view.rubric;
  const problems = problemsByCode(criteria, sheet.items, sheet.submitTried);
  const total = sheetTotal(criteria, sheet.items);

  return (
    <div className="cbo-score__form">
      <ol className="cbo-score__criteria">
        {criteria.map((criterion) => (
          <CriterionField
            key={criterion.code}
            criterion={criterion}
            item={sheet.items[criterion.code]}
            problem={problems.get(criterion.code)}
            readOnly={!editable}
            onChange={(item) => sheet.setItem(criterion.code, item)}
          />
        ))}
      </ol>
      <div className="cbo-score__overall">
        <label htmlFor="score-overall" className="cbo-score__criterion-name">
          {t('score.overallComment')}
        </label>
        <Input.TextArea
          id="score-overall"
          aria-label={t('score.overallComment')}
          value={sheet.overallComment}
          maxLength={2000}
          showCount
          autoSize={{ minRows: 3, maxRows: 10 }}
          placeholder={t('score.overallPlaceholder')}
          disabled={!editable}
          onChange={(event) => sheet.setOverallComment(event.target.value)}
        />
      </div>
      <div className="cbo-score__bar">
        <div className="cbo-score__total">
          <Typography.Text type="secondary">{t('score.total')}</Typography.Text>
          <output className="cbo-score__total-value" aria-label={t('score.total')}>
            {t('score.totalOf', { total: score(total), max: score(maxTotal) })}
          </output>
        </div>
        <AutosaveStatus
          state={sheet.autosave.state}
          error={sheet.saveError}
          onRetry={() => void sheet.autosave.flush()}
        />
        {editable && (
          <Button type="primary" icon={<SendOutlined />} onClick={onSubmit} className="cbo-score__submit">
            {t('score.submit')}
          </Button>
        )}
      </div>
    </div>
  );
}
