import { type ScoringView, type SheetItems, sheetTotal } from '@cbo/contracts';
import { Alert, Button, Tag } from 'antd';
import { useT } from '../../../core/i18n';
import { score } from './sheet-state';
import type { SheetStatus } from './use-score-sheet';

interface NoticesProps {
  view: ScoringView;
  status: SheetStatus;
  statementConfirmed: boolean;
  taskOpen: boolean;
  onOpenStatement(): void;
}

/** Why the sheet is read-only or how it stands: statement, locked, submitted, reopened, paper entry. */
export function SheetNotices({ view, status, statementConfirmed, taskOpen, onOpenStatement }: NoticesProps) {
  const t = useT();
  const notices = [];
  if (!taskOpen) notices.push(<Alert key="closed" type="warning" showIcon title={t('score.taskClosed')} />);
  else if (!statementConfirmed)
    notices.push(
      <Alert
        key="statement"
        type="warning"
        showIcon
        title={t('score.statementNeeded')}
        action={
          <Button size="small" type="primary" onClick={onOpenStatement}>
            {t('score.statementOpen')}
          </Button>
        }
      />,
    );
  if (status.locked)
    notices.push(
      <Alert
        key="locked"
        type="success"
        showIcon
        title={t('score.lockedTitle')}
        description={t('score.lockedBody', { time: status.submittedAt ?? '' })}
      />,
    );
  else if (status.status === 'submitted')
    notices.push(
      <Alert
        key="submitted"
        type="success"
        showIcon
        title={t('score.submitted')}
        description={t('score.submittedBody', { time: status.submittedAt ?? '' })}
      />,
    );
  else if (view.sheet.reopened && status.status === 'draft')
    notices.push(
      <Alert
        key="reopened"
        type="warning"
        showIcon
        title={t('score.reopenedTitle')}
        description={t('score.reopenedBody')}
      />,
    );
  if (view.sheet.enteredByStaff)
    notices.push(<Alert key="staff" type="info" showIcon title={t('score.enteredByStaff')} />);
  if (notices.length === 0) return null;
  return <div className="cbo-score__notices">{notices}</div>;
}

/** The submit confirmation's text: the total out of the maximum, and whether it locks. */
export function SubmitSummary({ view, items }: { view: ScoringView; items: SheetItems }) {
  const t = useT();
  return (
    <div className="cbo-score__submit-summary">
      <p>
        {t('score.submitBody', {
          code: view.application.applicationCode,
          total: score(sheetTotal(view.rubric.criteria, items)),
          max: score(view.rubric.maxTotal),
        })}
      </p>
      <p>{view.assignment.lockOnSubmit ? t('score.submitLockWarning') : t('score.submitEditable')}</p>
    </div>
  );
}

/** The sheet's state at a glance in the header (on a phone the rubric is far below). */
export function SheetStatusTag({ status }: { status: SheetStatus }) {
  const t = useT();
  if (status.locked) return <Tag color="green">{t('score.state.locked')}</Tag>;
  if (status.status === 'submitted') return <Tag color="green">{t('score.state.submitted')}</Tag>;
  if (status.status === 'draft') return <Tag color="blue">{t('score.state.draft')}</Tag>;
  return <Tag>{t('score.state.new')}</Tag>;
}
