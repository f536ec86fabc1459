import { getTaskConsistency, type JudgeConsistency, rateExpert } from '@cbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Empty,
  Form,
  Input,
  Modal,
  Rate,
  Spin,
  Table,
  type TableColumnsType,
  Tooltip,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { Chart } from '../../../components/charts/chart';
import { JudgeFlags } from '../../../components/comp/rating/flag-tags';
import { shownValue } from '../../../components/comp/rating/rating-format';
import { useAccess } from '../../../core/access/use-access';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import { consistencyOption } from './consistency-chart';

interface RateValues {
  timeliness: number;
  quality: number;
  remark?: string;
}

function RateModal({ taskId, judge, onClose }: { taskId: number; judge: JudgeConsistency | null; onClose(): void }) {
  const t = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<RateValues>();
  const [saving, setSaving] = useState(false);
  const required = [{ required: true, message: t('ratingPage.rate.required') }];
  const submit = async (values: RateValues) => {
    if (!judge) return;
    setSaving(true);
    try {
      await api(rateExpert, { params: { taskId, userId: judge.userId }, body: values });
      message.success(t('ratingPage.rate.saved'));
      await client.invalidateQueries({ queryKey: queryKeyOf(getTaskConsistency, { taskId }) });
      onClose();
    } catch {
      // Shown by the request client; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={judge !== null}
      title={t('ratingPage.rate.title', { name: judge?.nickName ?? '' })}
      okText={t('ratingPage.cons.rate')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="comp_rating_rate"
        layout="vertical"
        onFinish={submit}
        initialValues={judge?.rating ? { ...judge.rating, remark: judge.rating.remark ?? undefined } : undefined}
      >
        <Form.Item name="timeliness" label={t('ratingPage.rate.timeliness')} rules={required}>
          <Rate aria-label={t('ratingPage.rate.timeliness')} />
        </Form.Item>
        <Form.Item name="quality" label={t('ratingPage.rate.quality')} rules={required}>
          <Rate aria-label={t('ratingPage.rate.quality')} />
        </Form.Item>
        <Form.Item name="remark" label={t('ratingPage.rate.remark')}>
          <Input.TextArea maxLength={500} rows={3} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The judges' consistency in a task (docs/rating.md, consistency), live from the submitted sheets:
 * each expert's mean and spread against the panel (echarts), the figures with their flags, and the
 * organiser's rating once the task is closed.
 */
export function ConsistencyTab({ taskId }: { taskId: number }) {
  const t = useT();
  const canRate = useAccess().hasPermi('comp:rating:rate');
  const [rating, setRating] = useState<JudgeConsistency | null>(null);
  const consistency = useQuery({
    queryKey: queryKeyOf(getTaskConsistency, { taskId }),
    queryFn: async () => (await api(getTaskConsistency, { params: { taskId } })).data,
  });
  const data = consistency.data;
  const option = useMemo(
    () =>
      data
        ? consistencyOption(data, {
            mean: t('ratingPage.cons.mean'),
            range: t('ratingPage.cons.range'),
            panelMean: t('ratingPage.cons.panelMean'),
          })
        : null,
    [data, t],
  );

  if (consistency.isLoading) return <Spin className="cbo-rating__loading" />;
  if (consistency.isError || !data) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.loadFailed')}>
        <Button onClick={() => void consistency.refetch()}>{t('crud.retry')}</Button>
      </Empty>
    );
  }
  if (data.judges.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ratingPage.cons.empty')} />;
  }

  const columns: TableColumnsType<JudgeConsistency> = [
    {
      key: 'nickName',
      title: t('ratingPage.cons.expert'),
      dataIndex: 'nickName',
      fixed: 'left',
      width: 120,
      ellipsis: true,
    },
    { key: 'n', title: t('ratingPage.cons.n'), dataIndex: 'n', align: 'right', width: 70 },
    { key: 'mean', title: t('ratingPage.cons.mean'), dataIndex: 'mean', align: 'right', width: 80, render: shownValue },
    {
      key: 'spread',
      title: t('ratingPage.cons.spread'),
      dataIndex: 'spread',
      align: 'right',
      width: 80,
      render: shownValue,
    },
    {
      key: 'leniency',
      title: t('ratingPage.cons.leniency'),
      dataIndex: 'leniency',
      align: 'right',
      width: 90,
      render: (value: number | null) => (value !== null && value > 0 ? `+${shownValue(value)}` : shownValue(value)),
    },
    {
      key: 'spearman',
      title: t('ratingPage.cons.spearman'),
      dataIndex: 'spearman',
      align: 'right',
      width: 90,
      render: shownValue,
    },
    { key: 'outliers', title: t('ratingPage.cons.outliers'), dataIndex: 'outliers', align: 'right', width: 80 },
    {
      key: 'flags',
      title: t('ratingPage.cons.flags'),
      dataIndex: 'flags',
      width: 160,
      render: (flags: JudgeConsistency['flags']) => <JudgeFlags flags={flags} />,
    },
    {
      key: 'rating',
      title: t('ratingPage.cons.rating'),
      width: 170,
      render: (_value, judge) => {
        const given = judge.rating
          ? t('ratingPage.cons.given', { timeliness: judge.rating.timeliness, quality: judge.rating.quality })
          : null;
        const button = (
          <Button
            type="link"
            size="small"
            disabled={!data.canRate}
            aria-label={`${t('ratingPage.cons.rate')} ${judge.nickName}`}
            onClick={() => setRating(judge)}
          >
            {t('ratingPage.cons.rate')}
          </Button>
        );
        return (
          <span className="cbo-rating__rating">
            {given && <span>{given}</span>}
            {canRate && (data.canRate ? button : <Tooltip title={t('ratingPage.cons.rateLater')}>{button}</Tooltip>)}
          </span>
        );
      },
    },
  ];

  return (
    <div className="cbo-rating__consistency">
      <Typography.Paragraph type="secondary">
        {t('ratingPage.cons.panel', {
          n: data.panel.n,
          mean: shownValue(data.panel.mean),
          spread: shownValue(data.panel.spread),
        })}
      </Typography.Paragraph>
      {option && <Chart option={option} height={280} label={t('ratingPage.cons.chart')} />}
      <Table<JudgeConsistency>
        size="small"
        aria-label={t('ratingPage.tab.consistency')}
        rowKey="userId"
        columns={columns}
        dataSource={data.judges}
        pagination={data.judges.length > 20 ? { pageSize: 20, size: 'small' } : false}
        scroll={{ x: 940 }}
      />
      <RateModal taskId={taskId} judge={rating} onClose={() => setRating(null)} />
    </div>
  );
}
