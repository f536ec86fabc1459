import { CalculatorOutlined, SafetyCertificateOutlined, SettingOutlined } from '@ant-design/icons';
import {
  type ComputeSummary,
  computeTaskResults,
  type RatingTask,
  type VerifyOutcome,
  verifyTaskResults,
} from '@cbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { HasPermi } from '../../../core/access/access';
import { api } from '../../../core/http/api';
import { invalidateResource } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

/**
 * The task's actions (permission-guarded, each with its loading state): compute a new version,
 * verify the latest one, open the stage's configuration.
 */
export function RatingActions({
  task,
  onComputed,
  onVerified,
  onConfig,
}: {
  task: RatingTask;
  onComputed(summary: ComputeSummary): void;
  onVerified(outcome: VerifyOutcome): void;
  onConfig(): void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState<'compute' | 'verify' | null>(null);

  const run = async <T,>(kind: 'compute' | 'verify', call: () => Promise<T>, then: (answer: T) => void) => {
    setBusy(kind);
    try {
      const answer = await call();
      await invalidateResource(client, '/comp/rating');
      then(answer);
    } catch {
      // The request client has shown the refusal.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space wrap className="cbo-rating__actions">
      <HasPermi value={['comp:rating:compute']}>
        <Button
          type="primary"
          icon={<CalculatorOutlined />}
          loading={busy === 'compute'}
          disabled={busy !== null}
          onClick={() =>
            void run(
              'compute',
              async () => (await api(computeTaskResults, { params: { taskId: task.taskId } })).data,
              (summary) => {
                message.success(
                  t('ratingPage.computed', { no: summary.versionNo, results: summary.results, ranked: summary.ranked }),
                );
                onComputed(summary);
              },
            )
          }
        >
          {t('ratingPage.compute')}
        </Button>
      </HasPermi>
      <HasPermi value={['comp:rating:verify']}>
        <Button
          icon={<SafetyCertificateOutlined />}
          loading={busy === 'verify'}
          disabled={busy !== null || task.latest === null}
          onClick={() =>
            void run(
              'verify',
              async () => (await api(verifyTaskResults, { params: { taskId: task.taskId } })).data,
              onVerified,
            )
          }
        >
          {t('ratingPage.verify')}
        </Button>
      </HasPermi>
      <HasPermi value={['comp:rating:query']}>
        <Button icon={<SettingOutlined />} onClick={onConfig}>
          {t('ratingPage.config')}
        </Button>
      </HasPermi>
    </Space>
  );
}
