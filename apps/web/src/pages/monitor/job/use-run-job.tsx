import { FileSearchOutlined } from '@ant-design/icons';
import { type Job, listJobLogs, runJob } from '@cbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useNavigate } from 'react-router';
import { api } from '../../../core/http/api';
import { invalidateResource } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

export const jobLogPath = (jobId: number) => `/monitor/job-log/index/${jobId}`;

/**
 * Run once: asks first, then starts the run in the background (PUT /monitor/job/run) and says so,
 * with a button to the job's log where the run's outcome appears.
 */
export function useRunJob() {
  const t = useT();
  const { modal, notification } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();

  const announce = (job: Job) => {
    const key = `job-run-${job.jobId}`;
    notification.success({
      key,
      title: t('job.runStarted'),
      description: t('job.runStartedDetail', { name: job.jobName }),
      actions: (
        <Button
          type="primary"
          size="small"
          icon={<FileSearchOutlined />}
          onClick={() => {
            notification.destroy(key);
            navigate(jobLogPath(job.jobId));
          }}
        >
          {t('job.viewLog')}
        </Button>
      ),
    });
  };

  return (job: Job) =>
    modal.confirm({
      title: t('client.systemPrompt'),
      content: t('job.runConfirm', { name: job.jobName }),
      okText: t('client.confirm'),
      cancelText: t('crud.cancel'),
      onOk: async () => {
        try {
          await api(runJob, { body: { jobId: job.jobId, jobGroup: job.jobGroup } });
        } catch {
          return;
        }
        // The log lists kept in other tabs load again when shown.
        void invalidateResource(client, listJobLogs.path);
        announce(job);
      },
    });
}
