import { ExperimentOutlined, SafetyOutlined } from '@ant-design/icons';
import { getRetention, runRetention } from '@cbo/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Empty, Flex, Popconfirm, Spin, Table } from 'antd';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

/**
 * The edition's retention of personal data (docs/retention.md): its period and due date, what a run
 * now would anonymise (the dry run, counted by the server without writing), a confirmed "run now"
 * once the date has passed, and the trail of runs.
 */
export function RetentionTab({ competitionId }: { competitionId: number }) {
  const t = useT();
  const { message } = App.useApp();
  const params = { competitionId };
  const state = useQuery({
    queryKey: queryKeyOf(getRetention, { params }),
    queryFn: async () => (await api(getRetention, { params })).data,
  });
  const run = useMutation({
    mutationFn: async () => (await api(runRetention, { params })).data,
    onSuccess: (counts) => {
      message.success(t('comp.retention.done', counts));
      void state.refetch();
    },
  });
  const data = state.data;
  const counts = data?.pending;

  return (
    <Spin spinning={state.isPending}>
      <Alert type="info" showIcon title={t('comp.retention.hint')} style={{ marginBottom: 16 }} />
      {data && (
        <>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2 }}
            items={[
              {
                key: 'months',
                label: t('comp.retentionMonths'),
                children:
                  data.retentionMonths === null
                    ? t('comp.retention.none')
                    : t('comp.retention.months', { months: data.retentionMonths }),
              },
              { key: 'ends', label: t('comp.retention.endsAt'), children: data.endsAt ?? '—' },
              { key: 'due', label: t('comp.retention.dueAt'), children: data.dueAt ?? '—' },
              {
                key: 'pending',
                label: (
                  <span>
                    <ExperimentOutlined /> {t('comp.retention.dryRun')}
                  </span>
                ),
                children: data.due && counts ? t('comp.retention.counts', counts) : t('comp.retention.notYetDue'),
              },
            ]}
          />
          <Flex justify="end" gap={8} style={{ margin: '12px 0' }}>
            <Button loading={state.isFetching} onClick={() => void state.refetch()}>
              {t('comp.retention.recount')}
            </Button>
            <Popconfirm
              title={t('comp.retention.confirm', counts ?? { applications: 0, members: 0, mentors: 0, answers: 0 })}
              okButtonProps={{ danger: true }}
              onConfirm={() => run.mutate()}
              disabled={!data.due || !counts?.applications}
            >
              <Button
                danger
                icon={<SafetyOutlined />}
                loading={run.isPending}
                disabled={!data.due || !counts?.applications}
              >
                {t('comp.retention.runNow')}
              </Button>
            </Popconfirm>
          </Flex>
          <Table
            size="small"
            rowKey="runId"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={data.runs}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comp.retention.noRuns')} />,
            }}
            columns={[
              { key: 'runAt', dataIndex: 'runAt', title: t('comp.retention.runAt') },
              { key: 'runBy', dataIndex: 'runBy', title: t('comp.retention.runBy') },
              { key: 'applications', dataIndex: 'applications', title: t('comp.retention.applications') },
              { key: 'members', dataIndex: 'members', title: t('comp.retention.members') },
              { key: 'mentors', dataIndex: 'mentors', title: t('comp.retention.mentors') },
              { key: 'answers', dataIndex: 'answers', title: t('comp.retention.answers') },
            ]}
          />
        </>
      )}
    </Spin>
  );
}
