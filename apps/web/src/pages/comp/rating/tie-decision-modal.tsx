import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { addTieDecision, listTaskResults, type RatingResult, type RatingResultDetail } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Form, Input, List, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { score2 } from '../../../components/comp/rating/rating-format';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

interface Values {
  leaderName: string;
  reason: string;
}

/** Moves the item at `index` by `by` places (−1 up, +1 down). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * Records a group leader's decision between results tied after every tie-breaker (docs/rating.md,
 * tie decisions): the tied applications of the version (flagged `tie_unresolved`, those the receipt
 * names), ordered best first, with the leader's name and a reason. The next compute applies it.
 */
export function TieDecisionModal({
  open,
  result,
  onClose,
}: {
  open: boolean;
  result: RatingResultDetail;
  onClose(): void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [order, setOrder] = useState<RatingResult[]>([]);
  const [saving, setSaving] = useState(false);
  const query = { versionNo: result.versionNo, flag: 'tie_unresolved' as const, pageNum: 1, pageSize: 500 };
  const tied = useQuery({
    queryKey: queryKeyOf(listTaskResults, { taskId: result.taskId, query }),
    queryFn: async () => (await api(listTaskResults, { params: { taskId: result.taskId }, query })).rows,
    enabled: open,
  });

  useEffect(() => {
    if (!open || !tied.data) return;
    // The receipt names the applications tied with this one; without it, those sharing its rank.
    const named = result.receipt.tieBreak ? new Set([result.applicationId, ...result.receipt.tieBreak.tiedWith]) : null;
    setOrder(tied.data.filter((row) => (named ? named.has(row.applicationId) : row.rank === result.rank)));
  }, [open, tied.data, result.rank, result.applicationId, result.receipt.tieBreak]);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await api(addTieDecision, {
        params: { taskId: result.taskId },
        body: { applicationIds: order.map((row) => row.applicationId), ...values },
      });
      message.success(t('ratingPage.tie.saved'));
      form.resetFields();
      onClose();
    } catch {
      // The request client has shown the refusal; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('ratingPage.tie.title', { rank: result.rank ?? '—' })}
      okText={t('ratingPage.tie.record')}
      okButtonProps={{ loading: saving, disabled: order.length < 2 }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('ratingPage.tie.intro')}</Typography.Paragraph>
      <Spin spinning={tied.isLoading}>
        {order.length < 2 && !tied.isLoading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ratingPage.tie.tooFew')} />
        ) : (
          <List
            size="small"
            bordered
            aria-label={t('ratingPage.tie.order')}
            dataSource={order}
            renderItem={(row, index) => (
              <List.Item
                actions={[
                  <Button
                    key="up"
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={`${t('ratingPage.moveUp')} ${row.code}`}
                    disabled={index === 0}
                    onClick={() => setOrder((list) => moved(list, index, -1))}
                  />,
                  <Button
                    key="down"
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={`${t('ratingPage.moveDown')} ${row.code}`}
                    disabled={index === order.length - 1}
                    onClick={() => setOrder((list) => moved(list, index, 1))}
                  />,
                ]}
              >
                {index + 1}. {row.code} · {row.projectName} ({score2(row.score)})
              </List.Item>
            )}
          />
        )}
      </Spin>
      <Form form={form} name="comp_rating_tie" layout="vertical" onFinish={submit} className="cbo-rating__tie-form">
        <Form.Item
          name="leaderName"
          label={t('ratingPage.tie.leaderName')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('crud.validation.required', { label: t('ratingPage.tie.leaderName') }),
            },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('ratingPage.tie.reason')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('crud.validation.required', { label: t('ratingPage.tie.reason') }),
            },
          ]}
        >
          <Input.TextArea maxLength={500} rows={3} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
