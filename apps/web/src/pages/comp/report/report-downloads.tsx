import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ReportFormat, ReportRow } from '@cbo/contracts';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { HasPermi } from '../../../core/access/access';
import { useT } from '../../../core/i18n';
import { formatSize, saveReportFile } from './report-api';

const ICONS: Record<ReportFormat, ReactNode> = {
  xlsx: <FileExcelOutlined />,
  pdf: <FilePdfOutlined />,
};

/** One format's download, loading while the file streams. */
function DownloadButton({ row, format }: { row: ReportRow; format: ReportFormat }) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const label = t(`reportPage.download.${format}`);
  return (
    <Button
      type="link"
      size="small"
      icon={ICONS[format]}
      loading={saving}
      aria-label={label}
      title={label}
      onClick={async () => {
        setSaving(true);
        try {
          await saveReportFile(row, format);
        } finally {
          setSaving(false);
        }
      }}
    >
      {t(`reportPage.download.${format}Short`)}
      <span className="cbo-report__size">{formatSize(format === 'xlsx' ? row.xlsxSize : row.pdfSize)}</span>
    </Button>
  );
}

/**
 * 下载 Excel and 下载 PDF of a finished snapshot (comp:report:export), each showing its file's size;
 * nothing while it runs or after a failure.
 */
export function ReportDownloads({ row }: { row: ReportRow }) {
  if (row.status !== 'done') return null;
  return (
    <HasPermi value={['comp:report:export']}>
      <span className="cbo-report__downloads">
        {row.xlsxSize !== null && <DownloadButton row={row} format="xlsx" />}
        {row.pdfSize !== null && <DownloadButton row={row} format="pdf" />}
      </span>
    </HasPermi>
  );
}
