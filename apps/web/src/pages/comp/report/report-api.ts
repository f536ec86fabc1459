import { downloadReport, type ReportFormat, type ReportRow } from '@cbo/contracts';
import { getDownload } from '../../../core/download';
import { boundRoute } from '../../../core/http/api';

const TYPES: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * A finished snapshot's file, fetched as a blob with the session's header (never a token in a URL)
 * and saved under the server's name, else `<title>.<format>`. Resolves true when a file was saved.
 */
export function saveReportFile(report: Pick<ReportRow, 'reportId' | 'title'>, format: ReportFormat): Promise<boolean> {
  return getDownload(boundRoute(downloadReport, { reportId: report.reportId, format }), {
    fallbackName: `${report.title}.${format}`,
    type: TYPES[format],
  });
}

/** A file size in B, KB or MB, one decimal above bytes. */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
