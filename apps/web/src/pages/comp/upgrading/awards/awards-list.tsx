import {
  DownloadOutlined,
  HistoryOutlined,
  ReloadOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  StopOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { type AwardRow, generateCertificates, listAwards, reissueCertificate, revokeCertificate } from '@cbo/contracts';
import { App, Button, Form, Input, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  type CrudColumn,
  type CrudContext,
  CrudTable,
  defineResource,
  ReasonModal,
  RowMore,
} from '../../../../components/crud';
import { HasPermi } from '../../../../core/access/access';
import { useAccess } from '../../../../core/access/use-access';
import { api } from '../../../../core/http/api';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';
import { useAwardLevels } from './award-levels';
import { saveCertificatePdf } from './awards-api';
import { CertificateRecordsDrawer } from './certificate-records-drawer';
import { CertificateRuns } from './certificate-runs';

const CERTIFICATE = 'comp:upgrading:certificate';

const resource = defineResource<AwardRow>({
  name: 'comp/award',
  entity: 'awardsPage.entity',
  rowKey: 'awardId',
  endpoints: { list: listAwards },
  permission: 'comp:upgrading',
});

interface SearchValues {
  levelId?: number;
  status?: string;
  certified?: string;
  code?: string;
}

type Acting = { kind: 'revoke' | 'reissue'; row: AwardRow; refresh(): Promise<void> };

/** 下载证书 with its loading state. */
function DownloadLink({ row }: { row: AwardRow }) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  if (row.certificateId === null || row.certificateCode === null) return null;
  const { certificateId, certificateCode } = row;
  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={saving}
      aria-label={t('awardsPage.action.download')}
      title={t('awardsPage.action.download')}
      onClick={async () => {
        setSaving(true);
        try {
          await saveCertificatePdf(certificateId, certificateCode);
        } finally {
          setSaving(false);
        }
      }}
    >
      {t('awardsPage.action.downloadShort')}
    </Button>
  );
}

/**
 * 获奖名单: the edition's awards (paged on the server) with their current certificate; download,
 * history, revoke and reissue per row; 生成证书 for the edition or the chosen rows, with its progress.
 */
export function AwardsList({ competitionId, trackId }: { competitionId: number; trackId: number | null }) {
  const t = useT();
  const { message, modal } = App.useApp();
  const { hasPermi } = useAccess();
  const [searchForm] = Form.useForm<SearchValues>();
  const levels = useAwardLevels(competitionId, trackId);
  const [records, setRecords] = useState<AwardRow | null>(null);
  const [acting, setActing] = useState<Acting | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);

  const columns = useMemo<CrudColumn<AwardRow>[]>(
    () => [
      { key: 'code', title: 'awardsPage.col.code', width: 100, ellipsis: true },
      { key: 'projectName', title: 'awardsPage.col.project', width: 160, ellipsis: true },
      {
        key: 'orgName',
        title: 'awardsPage.col.org',
        width: 130,
        ellipsis: true,
        render: (value) => (value === null ? '—' : String(value)),
      },
      {
        key: 'trackName',
        title: 'awardsPage.col.track',
        width: 80,
        ellipsis: true,
        render: (value) => (value === null ? '—' : String(value)),
      },
      {
        key: 'levelName',
        title: 'awardsPage.col.level',
        width: 90,
        render: (value, row) => <Tag color={row.levelKind === 'special' ? 'purple' : 'gold'}>{String(value)}</Tag>,
      },
      {
        key: 'status',
        title: 'awardsPage.col.status',
        width: 76,
        render: (value, row) => (
          <Tag color={value === 'final' ? 'green' : 'red'} title={row.revokeReason ?? undefined}>
            {t(`awardsPage.status.${row.status}`)}
          </Tag>
        ),
      },
      {
        key: 'certificateCode',
        title: 'awardsPage.col.certificate',
        width: 190,
        render: (value) =>
          value === null ? (
            <Typography.Text type="secondary">{t('awardsPage.noCertificate')}</Typography.Text>
          ) : (
            <Typography.Text
              code
              className="cbo-awards__code"
              copyable={{ text: String(value), tooltips: [false, t('awardsPage.copied')] }}
            >
              {String(value)}
            </Typography.Text>
          ),
      },
      { key: 'issuedAt', title: 'awardsPage.col.issuedAt', width: 100, valueType: 'dateTime', stacked: true },
    ],
    [t],
  );

  const generate = async (context: CrudContext<AwardRow>) => {
    const awardIds = context.selectedRows
      .filter((row) => row.status === 'final' && row.certificateId === null)
      .map((row) => row.awardId);
    const chosen = context.selectedRows.length > 0;
    let count = awardIds.length;
    if (!chosen) {
      // What the server will draw: every final award of the edition without a current certificate.
      try {
        const pending = await api(listAwards, {
          query: { competitionId, status: 'final', certified: '0', pageNum: 1, pageSize: 1 },
        });
        count = pending.total;
      } catch (error) {
        if (isRequestError(error)) return;
        throw error;
      }
    }
    if (count === 0) {
      message.info(t('awardsPage.generateNothing'));
      return;
    }
    const confirmed = await modal.confirm({
      title: t('awardsPage.generateConfirmTitle'),
      content: t(chosen ? 'awardsPage.generateConfirmSelected' : 'awardsPage.generateConfirmAll', { count }),
      okText: t('awardsPage.generate'),
      cancelText: t('crud.cancel'),
    });
    if (!confirmed) return;
    setStarting(true);
    try {
      const answer = await api(generateCertificates, {
        body: chosen ? { competitionId, awardIds } : { competitionId },
      });
      setRunId(answer.data.runId);
      message.success(t('awardsPage.generateStarted', { total: answer.data.total }));
      context.clearSelection();
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setStarting(false);
    }
  };

  const act = async (reason: string): Promise<boolean> => {
    if (!acting || acting.row.certificateId === null) return false;
    const params = { certificateId: acting.row.certificateId };
    if (acting.kind === 'revoke') {
      await api(revokeCertificate, { params, body: { reason } });
      message.success(t('awardsPage.revoked'));
    } else {
      const answer = await api(reissueCertificate, { params, body: { reason } });
      message.success(t('awardsPage.reissued', { code: answer.data.code }));
    }
    await acting.refresh();
    setActing(null);
    return true;
  };

  const select = (label: string) => ({
    allowClear: true,
    'aria-label': label,
    placeholder: t('crud.placeholder.select', { label }),
    popupMatchSelectWidth: false,
  });
  const actingCode = acting?.row.certificateCode ?? '';
  return (
    <>
      <CrudTable<AwardRow, Record<string, unknown>>
        resource={resource}
        columns={columns}
        filters={trackId === null ? { competitionId } : { competitionId, trackId }}
        selectable={hasPermi(CERTIFICATE)}
        emptyText="awardsPage.empty"
        header={<CertificateRuns competitionId={competitionId} activeRunId={runId} />}
        toolbar={(context) => (
          <HasPermi value={[CERTIFICATE]}>
            <Button
              type="primary"
              icon={<SafetyCertificateOutlined />}
              loading={starting}
              onClick={() => void generate(context)}
            >
              {context.selectedRows.length > 0
                ? t('awardsPage.generateSelected', { count: context.selectedRows.length })
                : t('awardsPage.generate')}
            </Button>
          </HasPermi>
        )}
        rowActions={(row, context) => {
          const current = row.certificateId !== null && row.status === 'final';
          return (
            <>
              <DownloadLink row={row} />
              <RowMore
                items={[
                  {
                    key: 'records',
                    label: t('awardsPage.action.records'),
                    icon: <HistoryOutlined />,
                    onClick: () => setRecords(row),
                  },
                  ...(current && hasPermi(CERTIFICATE)
                    ? [
                        {
                          key: 'revoke',
                          label: t('awardsPage.action.revoke'),
                          icon: <StopOutlined />,
                          onClick: () => setActing({ kind: 'revoke', row, refresh: context.refresh }),
                        },
                        {
                          key: 'reissue',
                          label: t('awardsPage.action.reissue'),
                          icon: <SyncOutlined />,
                          onClick: () => setActing({ kind: 'reissue', row, refresh: context.refresh }),
                        },
                      ]
                    : []),
                ]}
              />
            </>
          );
        }}
        search={(slot) => (
          <Form
            form={searchForm}
            name="comp_award_search"
            layout="inline"
            className="cbo-search"
            onFinish={(values: SearchValues) => {
              const filters: Record<string, unknown> = {};
              if (values.levelId) filters.levelId = values.levelId;
              if (values.status) filters.status = values.status;
              if (values.certified) filters.certified = values.certified;
              const code = values.code?.trim();
              if (code) filters.code = code;
              slot.search(filters);
            }}
          >
            <Form.Item name="levelId" label={t('awardsPage.col.level')}>
              <Select
                {...select(t('awardsPage.col.level'))}
                loading={levels.isLoading}
                options={(levels.data ?? []).map((level) => ({ value: level.levelId, label: level.name }))}
              />
            </Form.Item>
            <Form.Item name="status" label={t('awardsPage.col.status')}>
              <Select
                {...select(t('awardsPage.col.status'))}
                options={[
                  { value: 'final', label: t('awardsPage.status.final') },
                  { value: 'revoked', label: t('awardsPage.status.revoked') },
                ]}
              />
            </Form.Item>
            <Form.Item name="certified" label={t('awardsPage.search.certified')}>
              <Select
                {...select(t('awardsPage.search.certified'))}
                options={[
                  { value: '1', label: t('awardsPage.search.certifiedYes') },
                  { value: '0', label: t('awardsPage.search.certifiedNo') },
                ]}
              />
            </Form.Item>
            <Form.Item name="code" label={t('awardsPage.search.code')}>
              <Input
                allowClear
                maxLength={30}
                placeholder={t('crud.placeholder.input', { label: t('awardsPage.search.code') })}
              />
            </Form.Item>
            <Form.Item className="cbo-search__actions">
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('crud.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  searchForm.resetFields();
                  slot.reset();
                }}
              >
                {t('crud.reset')}
              </Button>
            </Form.Item>
          </Form>
        )}
      />
      <CertificateRecordsDrawer award={records} onClose={() => setRecords(null)} />
      <ReasonModal
        open={acting !== null}
        title={t(acting?.kind === 'reissue' ? 'awardsPage.action.reissue' : 'awardsPage.action.revoke')}
        okText={t(acting?.kind === 'reissue' ? 'awardsPage.action.reissue' : 'awardsPage.action.revoke')}
        danger={acting?.kind !== 'reissue'}
        intro={t(acting?.kind === 'reissue' ? 'awardsPage.reissue.intro' : 'awardsPage.revoke.intro', {
          code: actingCode,
        })}
        reasonLabel={t('awardsPage.reason')}
        formName="comp_certificate_reason"
        onCancel={() => setActing(null)}
        onSubmit={act}
      />
    </>
  );
}
