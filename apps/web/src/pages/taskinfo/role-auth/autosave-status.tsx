import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useT } from '../../../core/i18n';
import type { AutosaveState } from './use-autosave';

interface AutosaveStatusProps {
  state: AutosaveState;
  error: string | null;
  onRetry(): void;
}

/** "已自动保存 HH:mm:ss", saving, or failed with a retry; a live region named 自动保存状态. */
export function AutosaveStatus({ state, error, onRetry }: AutosaveStatusProps) {
  const t = useT();
  let content: ReactNode = null;
  let tone = '';
  switch (state.kind) {
    case 'saving':
      content = (
        <>
          <LoadingOutlined /> {t('score.saving')}
        </>
      );
      break;
    case 'saved':
      content = (
        <>
          <CheckCircleOutlined />{' '}
          {t('score.saved', {
            // An earlier day's save names its day.
            time: dayjs(state.at).format(dayjs(state.at).isSame(dayjs(), 'day') ? 'HH:mm:ss' : 'YYYY-MM-DD HH:mm:ss'),
          })}
        </>
      );
      tone = ' cbo-score__autosave--ok';
      break;
    case 'dirty':
      content = t('score.unsaved');
      break;
    case 'invalid':
      content = (
        <>
          <ExclamationCircleOutlined /> {t('score.saveInvalid')}
        </>
      );
      tone = ' cbo-score__autosave--warn';
      break;
    case 'failed':
      content = (
        <>
          <Tooltip title={error ?? undefined}>
            <span>
              <ExclamationCircleOutlined /> {t('score.saveFailed')}
            </span>
          </Tooltip>
          <Button size="small" type="link" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('score.retry')}
          </Button>
        </>
      );
      tone = ' cbo-score__autosave--error';
      break;
    default:
      content = null;
  }
  return (
    <span className={`cbo-score__autosave${tone}`} role="status" aria-live="polite" aria-label={t('score.autosave')}>
      {content}
    </span>
  );
}
