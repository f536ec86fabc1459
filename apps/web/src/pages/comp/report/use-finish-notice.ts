import { listReports, type ReportRow, type ReportStatus } from '@cbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import type { TablePage } from '../../../components/crud';
import { resourceKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

const [REPORTS] = resourceKeyOf(listReports.path);

/**
 * Says so when a snapshot seen running (or just started here) finishes: 「…」已生成, or that it
 * failed. Watches the list's answers as the polling brings them, so it needs no request of its own.
 * Answers `started(reportId)` for the generate form.
 */
export function useFinishNotice() {
  const client = useQueryClient();
  const { message } = App.useApp();
  const t = useT();
  const seen = useRef(new Map<number, ReportStatus>());

  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.query.queryKey[0] !== REPORTS || event.query.queryKey[1] !== listReports.path) return;
        const rows = (event.query.state.data as TablePage<ReportRow> | undefined)?.rows ?? [];
        for (const row of rows) {
          const before = seen.current.get(row.reportId);
          if (before === 'running' && row.status === 'done')
            message.success(t('reportPage.finished', { title: row.title }));
          if (before === 'running' && row.status === 'failed')
            message.error(t('reportPage.failed', { title: row.title }));
          seen.current.set(row.reportId, row.status);
        }
      }),
    [client, message, t],
  );

  return useCallback((reportId: number) => {
    // Finished before the list is read again, it is still announced.
    if (!seen.current.has(reportId)) seen.current.set(reportId, 'running');
  }, []);
}
