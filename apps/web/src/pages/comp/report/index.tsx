import { FileAddOutlined } from '@ant-design/icons';
import { listReports, REPORT_KINDS, type ReportKind, type ReportRow } from '@cbo/contracts';
import { Button, Empty, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { EditionSelect } from '../../../components/comp/edition-select';
import { type CrudColumn, CrudTable, defineResource, StackedDateTime } from '../../../components/crud';
import { HasPermi } from '../../../core/access/access';
import { useT } from '../../../core/i18n';
import { GenerateReportModal } from './generate-report-modal';
import { HashCell, KindTag, ReportStatusCell } from './report-cells';
import { ReportDownloads } from './report-downloads';
import { useFinishNotice } from './use-finish-notice';
import { useReportEdition } from './use-report-edition';
import './report.css';

const resource = defineResource<ReportRow>({
  name: 'comp/report',
  entity: 'reportPage.entity',
  rowKey: 'reportId',
  endpoints: { list: listReports },
  permission: 'comp:report',
});

/** While any snapshot shown is generating, the list is asked again every second. */
const pollWhileRunning = (rows: readonly ReportRow[]) => (rows.some((row) => row.status === 'running') ? 1000 : false);

/**
 * 报告 (docs/reports-page.md, docs/reports.md): an edition's report snapshots, newest first, with
 * their progress while generating and their xlsx and PDF once done; 生成报告 starts a new one.
 * Snapshots are immutable: no edit or delete.
 */
function ReportPage() {
  const t = useT();
  const edition = useReportEdition();
  const [kind, setKind] = useState<ReportKind | ''>('');
  const [generating, setGenerating] = useState(false);
  const started = useFinishNotice();

  const columns = useMemo<CrudColumn<ReportRow>[]>(
    () => [
      {
        key: 'title',
        title: 'reportPage.col.title',
        width: 160,
        render: (value) => <span className="cbo-report__title">{String(value)}</span>,
      },
      { key: 'kind', title: 'reportPage.col.kind', width: 100, render: (_, row) => <KindTag kind={row.kind} /> },
      { key: 'status', title: 'reportPage.col.status', width: 140, render: (_, row) => <ReportStatusCell row={row} /> },
      {
        key: 'createdAt',
        title: 'reportPage.col.created',
        width: 104,
        render: (value, row) => (
          <span className="cbo-report__created">
            <span>{row.createdBy}</span>
            <StackedDateTime value={String(value)} />
          </span>
        ),
      },
      {
        key: 'finishedAt',
        title: 'reportPage.col.finishedAt',
        width: 96,
        render: (value) =>
          value ? <StackedDateTime value={String(value)} /> : <Typography.Text type="secondary">—</Typography.Text>,
      },
      {
        key: 'dataHash',
        title: 'reportPage.col.dataHash',
        width: 132,
        render: (value) => <HashCell hash={value as string | null} />,
      },
    ],
    [],
  );

  const bar = (
    <div className="cbo-audit__bar">
      <span className="cbo-audit__bar-label">{t('reportPage.edition')}</span>
      <EditionSelect
        editions={edition.editions}
        loading={edition.editionsLoading}
        value={edition.competitionId}
        onChange={edition.setCompetitionId}
      />
      <span className="cbo-audit__bar-label">{t('reportPage.kind')}</span>
      <Select<ReportKind | ''>
        className="cbo-report__kind-filter"
        aria-label={t('reportPage.kind')}
        value={kind}
        onChange={setKind}
        options={[
          { value: '', label: t('reportPage.allKinds') },
          ...REPORT_KINDS.map((value) => ({ value, label: t(`reportPage.kind.${value}`) })),
        ]}
        popupMatchSelectWidth={false}
      />
    </div>
  );
  const intro = (
    <Typography.Paragraph type="secondary" className="cbo-report__intro">
      {t('reportPage.intro')}
    </Typography.Paragraph>
  );

  const competitionId = edition.competitionId;
  if (competitionId === null) {
    return (
      <div className="cbo-crud cbo-report">
        <div className="cbo-crud__panel">
          {bar}
          {edition.noEdition && <Empty description={t('reportPage.noEdition')} />}
        </div>
      </div>
    );
  }
  return (
    <>
      <CrudTable<ReportRow, Record<string, unknown>>
        className="cbo-report"
        resource={resource}
        columns={columns}
        context={bar}
        search={false}
        header={intro}
        filters={kind === '' ? { competitionId } : { competitionId, kind }}
        selectable={false}
        refetchInterval={pollWhileRunning}
        emptyText="reportPage.empty"
        toolbar={() => (
          <HasPermi value={['comp:report:add']}>
            <Button type="primary" icon={<FileAddOutlined />} onClick={() => setGenerating(true)}>
              {t('reportPage.generate')}
            </Button>
          </HasPermi>
        )}
        rowActions={(row) => <ReportDownloads row={row} />}
      />
      <GenerateReportModal
        competitionId={competitionId}
        open={generating}
        onClose={() => setGenerating(false)}
        onStarted={(reportId, startedKind) => {
          started(reportId);
          // The new row must be listed to be watched: a filter for another kind is lifted.
          if (kind !== '' && kind !== startedKind) setKind('');
        }}
      />
    </>
  );
}

export { ReportPage as Component };
