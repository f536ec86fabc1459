import { DownloadOutlined } from '@ant-design/icons';
import { type CertificateRun, getCertificateRun, listCertificateRuns } from '@cbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, List, Progress, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { HasPermi } from '../../../../core/access/access';
import { api } from '../../../../core/http/api';
import { invalidateResource, queryKeyOf } from '../../../../core/http/query-keys';
import { useT } from '../../../../core/i18n';
import { saveRunZip } from './awards-api';

const RUN_COLORS: Record<CertificateRun['status'], string> = {
  running: 'processing',
  done: 'success',
  failed: 'error',
};

/** The run's status tag. */
function RunStatus({ run }: { run: CertificateRun }) {
  const t = useT();
  return <Tag color={RUN_COLORS[run.status]}>{t(`awardsPage.runStatus.${run.status}`)}</Tag>;
}

/** 下载压缩包, with its loading state while the zip streams. */
function ZipButton({ run, primary }: { run: CertificateRun; primary?: boolean }) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  if (!run.zipReady) return null;
  return (
    <HasPermi value={['comp:upgrading:certificate']}>
      <Button
        type={primary ? 'primary' : 'link'}
        size={primary ? 'middle' : 'small'}
        icon={<DownloadOutlined />}
        loading={saving}
        onClick={async () => {
          setSaving(true);
          try {
            await saveRunZip(run.runId);
          } finally {
            setSaving(false);
          }
        }}
      >
        {t('awardsPage.run.zip')}
      </Button>
    </HasPermi>
  );
}

/** Polls a run every second while it runs; when it ends the awards list and the runs are read again. */
function useRunProgress(runId: number | null) {
  const client = useQueryClient();
  const run = useQuery({
    queryKey: queryKeyOf(getCertificateRun, { runId: runId ?? 0 }),
    enabled: runId !== null,
    queryFn: async () => (await api(getCertificateRun, { params: { runId: runId as number } })).data,
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 1000 : false),
  });
  const status = run.data?.status;
  useEffect(() => {
    if (status === 'done' || status === 'failed') {
      void invalidateResource(client, '/comp/award/list');
      void invalidateResource(client, listCertificateRuns.path);
    }
  }, [status, client]);
  return run.data ?? null;
}

/** The progress of the run just started: done/total, failed, then the zip. */
function RunProgress({ runId }: { runId: number }) {
  const t = useT();
  const run = useRunProgress(runId);
  if (!run) return null;
  const percent = run.total === 0 ? 100 : Math.floor(((run.done + run.failed) * 100) / run.total);
  return (
    <Card size="small" className="cbo-awards__run" title={t('awardsPage.run.title')} extra={<RunStatus run={run} />}>
      <Progress
        percent={percent}
        status={run.status === 'failed' ? 'exception' : run.status === 'done' ? 'success' : 'active'}
        aria-label={t('awardsPage.run.title')}
      />
      <Space wrap className="cbo-awards__run-facts">
        <span>{t('awardsPage.run.progress', { done: run.done, total: run.total })}</span>
        {run.failed > 0 && (
          <Typography.Text type="danger">{t('awardsPage.run.failedCount', { failed: run.failed })}</Typography.Text>
        )}
        {run.error && <Typography.Text type="danger">{run.error}</Typography.Text>}
        <ZipButton run={run} primary />
      </Space>
    </Card>
  );
}

/** The edition's last generation runs with their status and zip; the run just started shows its progress above. */
export function CertificateRuns({ competitionId, activeRunId }: { competitionId: number; activeRunId: number | null }) {
  const t = useT();
  const query = { competitionId, pageNum: 1, pageSize: 5 };
  const runs = useQuery({
    queryKey: queryKeyOf(listCertificateRuns, query),
    queryFn: async () => (await api(listCertificateRuns, { query })).rows,
  });
  const rows = (runs.data ?? []).filter((run) => run.runId !== activeRunId);
  return (
    <div className="cbo-awards__runs">
      {activeRunId !== null && <RunProgress runId={activeRunId} />}
      {rows.length > 0 && (
        <List<CertificateRun>
          size="small"
          header={<Typography.Text strong>{t('awardsPage.run.recent')}</Typography.Text>}
          dataSource={rows}
          renderItem={(run) => (
            <List.Item actions={[<ZipButton key="zip" run={run} />]}>
              <Space wrap size={8}>
                <RunStatus run={run} />
                <span>{t('awardsPage.run.progress', { done: run.done, total: run.total })}</span>
                {run.failed > 0 && (
                  <Typography.Text type="danger">
                    {t('awardsPage.run.failedCount', { failed: run.failed })}
                  </Typography.Text>
                )}
                <Typography.Text type="secondary">
                  {t('awardsPage.run.started', { by: run.startedBy, at: run.startedAt })}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
