import type { RoadshowBoard } from '@cbo/contracts';
import { Card, Empty, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { roadshowKey } from '../../../../components/comp/roadshow/roadshow-texts';
import { useIsMobile } from '../../../../core/device/use-is-mobile';
import { useT } from '../../../../core/i18n';

type BoardRow = RoadshowBoard['rows'][number];
type BoardScore = BoardRow['scores'][number];

const SCORE_COLORS: Record<BoardScore['status'], string> = {
  none: 'default',
  draft: 'warning',
  submitted: 'success',
  voided: 'default',
};

/** A board cell: the submitted total, or the sheet's state (a draft's total greyed beside it). */
function ScoreCell({ score }: { score: BoardScore | undefined }) {
  const t = useT();
  if (!score || score.status === 'none')
    return <span className="cbo-roadshow-board__none">{t('roadshowPage.score.none')}</span>;
  if (score.status === 'submitted') return <strong className="cbo-roadshow-board__total">{score.total ?? '—'}</strong>;
  return (
    <span className="cbo-roadshow-board__pending">
      <Tag color={SCORE_COLORS[score.status]}>{t(roadshowKey(`roadshowPage.score.${score.status}`))}</Tag>
      {score.status === 'draft' && score.total !== null && (
        <span className="cbo-roadshow-board__draft">{score.total}</span>
      )}
    </span>
  );
}

const mean = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/**
 * The live board (docs/roadshow-page.md): projects by order × the experts, each cell the total as
 * it arrives or the sheet's state, submitted / expected, the mean and the provisional rank; the
 * current project highlighted. Fed by the stamp poll: no reload.
 */
export function LiveBoard({ board, updatedAt }: { board: RoadshowBoard | undefined; updatedAt: string | null }) {
  const t = useT();
  // On a phone the project stays in view, narrower, while the experts scroll sideways.
  const mobile = useIsMobile();
  const columns: ColumnsType<BoardRow> = [
    {
      key: 'order',
      title: t('roadshowPage.slot.order'),
      width: 52,
      fixed: 'left',
      render: (_v, row) => row.orderNo ?? '—',
    },
    {
      key: 'project',
      title: t('roadshowPage.slot.project'),
      width: mobile ? 120 : 180,
      fixed: 'left',
      render: (_v, row) => (
        <div className="cbo-roadshow-console__project">
          <strong>{row.code}</strong>
          <span className="cbo-roadshow-board__name">{row.projectName}</span>
          {row.absent && <Tag color="error">{t('roadshowPage.slot.absent')}</Tag>}
        </div>
      ),
    },
    ...(board?.experts ?? []).map((expert) => ({
      key: `expert-${expert.userId}`,
      title: expert.name,
      width: 96,
      align: 'center' as const,
      render: (_v: unknown, row: BoardRow) => (
        <ScoreCell score={row.scores.find((score) => score.userId === expert.userId)} />
      ),
    })),
    {
      key: 'submitted',
      title: t('roadshowPage.board.submitted'),
      width: 80,
      align: 'center',
      render: (_v, row) => `${row.submitted}/${row.expected}`,
    },
    {
      key: 'mean',
      title: t('roadshowPage.board.mean'),
      width: 80,
      align: 'right',
      render: (_v, row) => <strong data-testid={`roadshow-mean-${row.code}`}>{mean(row.mean)}</strong>,
    },
    {
      key: 'rank',
      title: t('roadshowPage.board.rank'),
      width: 60,
      align: 'center',
      render: (_v, row) => row.provisionalRank ?? '—',
    },
  ];
  return (
    <Card
      size="small"
      title={t('roadshowPage.board.title')}
      className="cbo-roadshow-console__board"
      extra={
        updatedAt && (
          <span className="cbo-roadshow-console__muted">{t('roadshowPage.board.updated', { at: updatedAt })}</span>
        )
      }
    >
      <Table<BoardRow>
        size="small"
        rowKey="slotId"
        aria-label={t('roadshowPage.board.title')}
        pagination={false}
        loading={board === undefined}
        scroll={{ x: 'max-content' }}
        dataSource={board?.rows ?? []}
        columns={columns}
        locale={{ emptyText: <Empty description={t('roadshowPage.board.empty')} /> }}
        rowClassName={(row) => (row.slotId === board?.currentSlotId ? 'cbo-roadshow-console__row--current' : '')}
      />
      <Typography.Paragraph type="secondary" className="cbo-roadshow-board__note">
        {t('roadshowPage.board.note')}
      </Typography.Paragraph>
    </Card>
  );
}
