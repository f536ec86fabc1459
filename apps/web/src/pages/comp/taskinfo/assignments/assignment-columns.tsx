import type { ReviewTask, TaskAssignment } from '@cbo/contracts';
import { Button, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { Translate } from '../../../../core/i18n';
import { rowOffers } from './assignments-api';

const STATUS_COLOURS: Record<TaskAssignment['status'], string> = {
  assigned: 'default',
  viewed: 'processing',
  in_progress: 'processing',
  submitted: 'success',
  locked: 'success',
  coi_declared: 'warning',
  voided: 'default',
};

export type RowAction = 'reassign' | 'unlock' | 'proxy';

interface Options {
  t: Translate;
  task: ReviewTask;
  canAssign: boolean;
  onAction(action: RowAction, row: TaskAssignment): void;
}

/** The assignments table: voided rows stay listed, muted, with the reason they were voided. */
export function assignmentColumns({ t, task, canAssign, onAction }: Options): TableColumnsType<TaskAssignment> {
  const columns: TableColumnsType<TaskAssignment> = [
    {
      key: 'code',
      title: t('assign.code'),
      width: 150,
      render: (_v, row) => (
        <div>
          <div className="cbo-assign__nowrap">{row.code}</div>
          {/* Staff see names: blind options hide them from experts only. */}
          <Typography.Text type="secondary" className="cbo-assign__sub" ellipsis={{ tooltip: row.projectName }}>
            {row.projectName}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'reviewGroupName',
      dataIndex: 'reviewGroupName',
      title: t('assign.reviewGroup'),
      width: 130,
      ellipsis: true,
    },
    {
      key: 'nickName',
      title: t('assign.expert'),
      width: 120,
      render: (_v, row) => (
        <div>
          <div>{row.nickName}</div>
          {row.warnings.length > 0 && (
            <Tooltip title={row.warnings.map((warning) => warning.reason).join('；')}>
              <Tag color="warning" className="cbo-assign__tag">
                {t('assign.warnings')}
              </Tag>
            </Tooltip>
          )}
        </div>
      ),
    },
    {
      key: 'status',
      title: t('assign.status'),
      width: 150,
      render: (_v, row) => (
        <div>
          <Tag color={STATUS_COLOURS[row.status]}>{t(`assign.status.${row.status}`)}</Tag>
          {row.status === 'voided' && row.voidedReason && (
            <div className="cbo-assign__sub cbo-assign__voided-reason">
              {t('assign.voidedReason', { reason: row.voidedReason })}
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'method',
      title: t('assign.method'),
      width: 100,
      responsive: ['xl'],
      render: (_v, row) => (
        <div>
          <div>{t(`assign.method.${row.method}`)}</div>
          {row.replacesId !== null && (
            <div className="cbo-assign__sub">{t('assign.replaces', { id: row.replacesId })}</div>
          )}
        </div>
      ),
    },
    {
      key: 'sheet',
      title: t('assign.sheet'),
      width: 100,
      render: (_v, row) =>
        row.sheetStatus ? (
          <div className="cbo-assign__nowrap">
            {t(row.sheetStatus === 'submitted' ? 'assign.sheet.submitted' : 'assign.sheet.draft')}
            {row.total !== null && <strong className="cbo-assign__total">{row.total}</strong>}
          </div>
        ) : (
          <Typography.Text type="secondary">{t('assign.noSheet')}</Typography.Text>
        ),
    },
    {
      key: 'submittedAt',
      dataIndex: 'submittedAt',
      title: t('assign.submittedAt'),
      width: 160,
      responsive: ['xl'],
      render: (value: string | null) => value ?? '-',
    },
  ];
  if (!canAssign) return columns;
  columns.push({
    key: '_actions',
    title: t('crud.actions'),
    width: 140,
    fixed: 'right',
    render: (_v, row) => {
      const offers = rowOffers(task, row);
      if (!offers.reassign && !offers.unlock && !offers.proxy) return null;
      return (
        <div className="cbo-assign__actions">
          {offers.reassign && (
            <Button type="link" size="small" onClick={() => onAction('reassign', row)}>
              {t('assign.reassign')}
            </Button>
          )}
          {offers.unlock && (
            <Button type="link" size="small" danger onClick={() => onAction('unlock', row)}>
              {t('assign.unlock')}
            </Button>
          )}
          {offers.proxy && (
            <Button type="link" size="small" onClick={() => onAction('proxy', row)}>
              {t('assign.proxy')}
            </Button>
          )}
        </div>
      );
    },
  });
  return columns;
}
