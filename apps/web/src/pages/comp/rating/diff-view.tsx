import { getResultDiff, type ResultChange, type ResultDiff } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Modal, Space, Spin, Table, type TableColumnsType, Tag } from 'antd';
import { score2 } from '../../../components/comp/rating/rating-format';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { type Translate, useT } from '../../../core/i18n';

type Side = ResultChange['before'];

function sideText(side: Side, key: 'score' | 'rank'): string {
  if (!side) return '—';
  return key === 'score' ? score2(side.score) : String(side.rank ?? '—');
}

const arrow = (change: ResultChange, key: 'score' | 'rank') =>
  `${sideText(change.before, key)} → ${sideText(change.after, key)}`;

function flagsText(t: Translate, side: Side): string {
  if (!side || side.flags.length === 0) return '—';
  return side.flags.map((flag) => t(`ratingPage.flag.${flag}` as 'ratingPage.flag.outlier')).join('、');
}

const KIND_COLORS: Record<ResultChange['kind'], string> = { added: 'green', removed: 'red', changed: 'blue' };

/** A diff between two versions: whether the configuration and inputs changed, and every changed result. */
export function DiffView({ diff }: { diff: ResultDiff }) {
  const t = useT();
  const columns: TableColumnsType<ResultChange> = [
    { key: 'code', title: t('ratingPage.col.code'), dataIndex: 'code', width: 120, ellipsis: true },
    {
      key: 'kind',
      title: t('ratingPage.diff.kind'),
      dataIndex: 'kind',
      width: 80,
      render: (kind: ResultChange['kind']) => <Tag color={KIND_COLORS[kind]}>{t(`ratingPage.diff.kind.${kind}`)}</Tag>,
    },
    { key: 'score', title: t('ratingPage.col.score'), width: 150, render: (_v, row) => arrow(row, 'score') },
    { key: 'rank', title: t('ratingPage.col.rank'), width: 90, render: (_v, row) => arrow(row, 'rank') },
    {
      key: 'flags',
      title: t('ratingPage.col.flags'),
      render: (_v, row) => `${flagsText(t, row.before)} → ${flagsText(t, row.after)}`,
    },
  ];
  return (
    <div className="cbo-rating__diff">
      <Space wrap className="cbo-rating__diff-tags">
        <Tag color={diff.configChanged ? 'orange' : 'default'}>
          {t(diff.configChanged ? 'ratingPage.diff.configChanged' : 'ratingPage.diff.configSame')}
        </Tag>
        <Tag color={diff.inputsChanged ? 'orange' : 'default'}>
          {t(diff.inputsChanged ? 'ratingPage.diff.inputsChanged' : 'ratingPage.diff.inputsSame')}
        </Tag>
      </Space>
      {diff.changes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ratingPage.diff.none')} />
      ) : (
        <Table<ResultChange>
          size="small"
          aria-label={t('ratingPage.diff.show')}
          rowKey={(row) => `${row.applicationId}-${row.kind}`}
          columns={columns}
          dataSource={diff.changes}
          pagination={diff.changes.length > 10 ? { pageSize: 10, size: 'small' } : false}
          scroll={{ x: 620 }}
        />
      )}
    </div>
  );
}

export const diffTitle = (t: Translate, diff: ResultDiff) =>
  diff.fromVersionNo === null
    ? t('ratingPage.diff.titleFirst', { to: diff.toVersionNo })
    : t('ratingPage.diff.title', { from: diff.fromVersionNo, to: diff.toVersionNo });

/** The diff of a computed version, given (after compute) or fetched (a version's row action). */
export function DiffModal({
  taskId,
  versionNo,
  diff,
  onClose,
}: {
  taskId: number;
  /** Fetch this version's diff; null with `diff` given. */
  versionNo: number | null;
  diff: ResultDiff | null;
  onClose(): void;
}) {
  const t = useT();
  const fetched = useQuery({
    queryKey: queryKeyOf(getResultDiff, { taskId, versionNo }),
    queryFn: async () =>
      (await api(getResultDiff, { params: { taskId }, query: { versionNo: versionNo ?? undefined } })).data,
    enabled: diff === null && versionNo !== null,
  });
  const shown = diff ?? fetched.data ?? null;
  return (
    <Modal
      open={diff !== null || versionNo !== null}
      title={shown ? diffTitle(t, shown) : t('ratingPage.diff.show')}
      footer={null}
      width="min(820px, 96vw)"
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={fetched.isLoading && diff === null}>{shown ? <DiffView diff={shown} /> : <div />}</Spin>
    </Modal>
  );
}
