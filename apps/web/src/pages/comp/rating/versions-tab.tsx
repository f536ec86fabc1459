import { listResultVersions, type ResultVersion } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Spin, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { shortHash } from '../../../components/comp/rating/rating-format';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { type Translate, useT } from '../../../core/i18n';
import { DiffModal } from './diff-view';

/** The last verify of a version as a tag (green matched, red mismatch, grey never). */
export function VerifyTag({
  version,
  t,
}: {
  version: Pick<ResultVersion, 'verifyMatched' | 'verifiedAt'>;
  t: Translate;
}) {
  if (version.verifyMatched === null) return <Tag>{t('ratingPage.notVerified')}</Tag>;
  return (
    <Tag color={version.verifyMatched ? 'success' : 'error'} title={version.verifiedAt ?? undefined}>
      {t(version.verifyMatched ? 'ratingPage.verified' : 'ratingPage.verifyFailed')}
    </Tag>
  );
}

/** A task's result versions, newest first, each with its hashes, counts and diff (docs/rating.md, versions). */
export function VersionsTab({ taskId }: { taskId: number }) {
  const t = useT();
  const [diffOf, setDiffOf] = useState<number | null>(null);
  const versions = useQuery({
    queryKey: queryKeyOf(listResultVersions, { taskId }),
    queryFn: async () => (await api(listResultVersions, { params: { taskId } })).data,
  });
  const columns: TableColumnsType<ResultVersion> = [
    {
      key: 'versionNo',
      title: t('ratingPage.ver.no'),
      width: 100,
      render: (_v, row) => (
        <span>
          {t('ratingPage.version', { no: row.versionNo })}
          {row.provisional && (
            <Tag color="orange" className="cbo-rating__inline-tag">
              {t('ratingPage.provisional')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'computed',
      title: t('ratingPage.ver.computedAt'),
      width: 150,
      render: (_v, row) => (
        <span className="cbo-rating__stack">
          <span>{row.computedAt}</span>
          <Typography.Text type="secondary">{row.computedBy}</Typography.Text>
        </span>
      ),
    },
    {
      key: 'results',
      title: t('ratingPage.ver.results'),
      width: 120,
      render: (_v, row) => `${row.results}/${row.ranked}`,
    },
    {
      key: 'diff',
      title: t('ratingPage.ver.diff'),
      width: 170,
      render: (_v, row) => t('ratingPage.diff.counts', row.diff),
    },
    {
      key: 'hashes',
      title: t('ratingPage.ver.hashes'),
      width: 200,
      render: (_v, row) => (
        <span className="cbo-rating__stack">
          <Typography.Text code copyable={{ text: row.configHash }}>
            {shortHash(row.configHash)}
          </Typography.Text>
          <Typography.Text code copyable={{ text: row.inputsHash }}>
            {shortHash(row.inputsHash)}
          </Typography.Text>
        </span>
      ),
    },
    {
      key: 'verify',
      title: t('ratingPage.ver.verify'),
      width: 150,
      render: (_v, row) => <VerifyTag version={row} t={t} />,
    },
    {
      key: 'actions',
      title: t('ratingPage.ver.actions'),
      width: 100,
      fixed: 'right',
      render: (_v, row) => (
        <Button
          type="link"
          size="small"
          aria-label={`${t('ratingPage.diff.show')} ${row.versionNo}`}
          onClick={() => setDiffOf(row.versionNo)}
        >
          {t('ratingPage.diff.show')}
        </Button>
      ),
    },
  ];
  return (
    <Spin spinning={versions.isLoading}>
      <Table<ResultVersion>
        size="small"
        aria-label={t('ratingPage.tab.versions')}
        rowKey="versionId"
        columns={columns}
        dataSource={versions.data ?? []}
        pagination={(versions.data?.length ?? 0) > 20 ? { pageSize: 20, size: 'small' } : false}
        scroll={{ x: 1050 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ratingPage.ver.empty')} /> }}
      />
      <DiffModal taskId={taskId} versionNo={diffOf} diff={null} onClose={() => setDiffOf(null)} />
    </Spin>
  );
}
