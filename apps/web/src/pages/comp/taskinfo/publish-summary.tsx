import type { PublishSummary as Summary } from '@cbo/contracts';
import { Alert, Descriptions, Empty, Table, Typography } from 'antd';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useT } from '../../../core/i18n';

/**
 * The plan a publish answers (docs/review-tasks.md, Publish): the seed to copy, the counts, the
 * applications it could not fully place and why, then per group and per expert. Tables are small
 * and scroll sideways on a phone.
 */
export function PublishSummary({ summary }: { summary: Summary }) {
  const t = useT();
  const mobile = useIsMobile();
  const unplaced = summary.unplaced;
  return (
    <div className="cbo-task__summary">
      <Descriptions
        size="small"
        bordered
        column={mobile ? 1 : 2}
        items={[
          {
            key: 'seed',
            label: t('task.seed'),
            span: mobile ? 1 : 2,
            children: (
              <Typography.Text code copyable className="cbo-task__seed">
                {summary.seed}
              </Typography.Text>
            ),
          },
          { key: 'assignments', label: t('task.summary.assignments'), children: summary.assignments },
          { key: 'warned', label: t('task.summary.warned'), children: summary.warned },
          { key: 'blocked', label: t('task.summary.blocked'), children: summary.blocked },
          { key: 'unplaced', label: t('task.summary.unplaced'), children: unplaced.length },
        ]}
      />
      {unplaced.length === 0 ? (
        <Alert className="cbo-task__alert" type="success" showIcon title={t('task.summary.allPlaced')} />
      ) : (
        <>
          <Alert
            className="cbo-task__alert"
            type="warning"
            showIcon
            title={t('task.summary.unplacedAlert', { count: unplaced.length })}
          />
          {mobile ? (
            // A phone: one line each, the reason in full (a table would hide it sideways).
            <ul className="cbo-task__cards" aria-label={t('task.summary.unplaced')}>
              {unplaced.map((row) => (
                <li key={`${row.reviewGroupId}-${row.applicationId}`}>
                  <strong>{row.code}</strong> · {row.reviewGroupName}
                  <div className="cbo-task__muted">
                    {t('task.summary.missingWhy', { count: row.missing, reason: t(`task.unplaced.${row.reason}`) })}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <Table
              size="small"
              rowKey={(row) => `${row.reviewGroupId}-${row.applicationId}`}
              pagination={unplaced.length > 10 ? { pageSize: 10, size: 'small' } : false}
              scroll={{ x: 'max-content' }}
              dataSource={unplaced}
              aria-label={t('task.summary.unplaced')}
              columns={[
                { key: 'code', title: t('task.summary.code'), dataIndex: 'code' },
                { key: 'group', title: t('task.reviewGroup'), dataIndex: 'reviewGroupName' },
                { key: 'missing', title: t('task.summary.missing'), dataIndex: 'missing', align: 'right' },
                {
                  key: 'reason',
                  title: t('task.summary.reason'),
                  render: (_value, row) => t(`task.unplaced.${row.reason}`),
                },
              ]}
            />
          )}
        </>
      )}
      <Typography.Title level={5} className="cbo-task__subtitle">
        {t('task.summary.perGroup')}
      </Typography.Title>
      {mobile ? (
        <ul className="cbo-task__cards" aria-label={t('task.summary.perGroup')}>
          {summary.perGroup.map((row) => (
            <li key={row.reviewGroupId}>
              <strong>{row.reviewGroupName}</strong>
              <div className="cbo-task__muted">
                {t('task.summary.groupLine', {
                  applications: row.applications,
                  experts: row.experts,
                  assignments: row.assignments,
                })}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Table
          size="small"
          rowKey="reviewGroupId"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={summary.perGroup}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
          columns={[
            { key: 'name', title: t('task.reviewGroup'), dataIndex: 'reviewGroupName' },
            { key: 'applications', title: t('task.summary.applications'), dataIndex: 'applications', align: 'right' },
            { key: 'experts', title: t('task.summary.experts'), dataIndex: 'experts', align: 'right' },
            { key: 'assignments', title: t('task.summary.assignments'), dataIndex: 'assignments', align: 'right' },
          ]}
        />
      )}
      <Typography.Title level={5} className="cbo-task__subtitle">
        {t('task.summary.perExpert')}
      </Typography.Title>
      <Table
        size="small"
        rowKey="userId"
        pagination={summary.perExpert.length > 20 ? { pageSize: 20, size: 'small' } : false}
        scroll={{ x: 'max-content' }}
        dataSource={summary.perExpert}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        columns={[
          { key: 'name', title: t('task.summary.expert'), dataIndex: 'nickName' },
          {
            key: 'maxLoad',
            title: t('task.summary.maxLoad'),
            align: 'right',
            render: (_value, row) => row.maxLoad ?? t('task.summary.noLimit'),
          },
          { key: 'assigned', title: t('task.summary.assigned'), dataIndex: 'assigned', align: 'right' },
        ]}
      />
    </div>
  );
}
