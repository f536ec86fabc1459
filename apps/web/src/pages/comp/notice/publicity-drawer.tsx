import { PlusOutlined } from '@ant-design/icons';
import {
  type BoardNoticeRow,
  extendPublicity,
  getNoticePublicity,
  listBoardNotices,
  listObjections,
  type ObjectionAction,
  type ObjectionRow,
  openPublicity,
  PUBLICITY_DEFAULT_DAYS,
  PUBLICITY_SUBJECTS,
  type Publicity,
  type PublicitySubject,
  workdayEnd,
} from '@cbo/contracts';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DateTimeInput } from '../../../components/comp/date-time-input';
import { useAccess } from '../../../core/access/use-access';
import { api } from '../../../core/http/api';
import { invalidateResource, queryKeyOf } from '../../../core/http/query-keys';
import { type TranslationKey, useT } from '../../../core/i18n';
import { DecisionDialog } from './decision-dialog';
import { HandleDialog, type HandleTarget } from './handle-dialog';
import { ObjectionStatusTag, PublicityStatusTag } from './notice-tags';
import { ObjectionDialog } from './objection-dialog';
import './publicity.css';

interface Props {
  notice: BoardNoticeRow | undefined;
  onClose(): void;
}

const NEXT: Record<string, ObjectionAction[]> = { received: ['accept', 'reject'], accepted: ['uphold', 'dismiss'] };

/** A publication notice's 公示 window: open it (working days), extend it, record and handle objections. */
export function PublicityDrawer({ notice, onClose }: Props) {
  const t = useT();
  const access = useAccess();
  const client = useQueryClient();
  const canManage = access.hasPermi('comp:notice:publicity');
  const canHandle = access.hasPermi('comp:notice:objection');
  const noticeId = notice?.noticeId;
  const current = useQuery({
    queryKey: queryKeyOf(getNoticePublicity, { noticeId }),
    queryFn:
      noticeId === undefined ? skipToken : async () => (await api(getNoticePublicity, { params: { noticeId } })).data,
  });
  const publicity = current.data ?? null;
  const objections = useQuery({
    queryKey: queryKeyOf(listObjections, { publicityId: publicity?.publicityId }),
    queryFn:
      publicity && canHandle
        ? async (): Promise<ObjectionRow[]> =>
            (await api(listObjections, { params: { publicityId: publicity.publicityId } })).data
        : skipToken,
  });
  const reload = async () => {
    // An objection or its handling changes the notice's window and list too.
    await invalidateResource(client, listBoardNotices.path);
    await invalidateResource(client, listObjections.path);
  };

  const [recording, setRecording] = useState<number | null>(null);
  const [handling, setHandling] = useState<HandleTarget | null>(null);
  const [deciding, setDeciding] = useState<ObjectionRow | null>(null);

  const live = publicity?.status === 'open' || publicity?.status === 'extended';

  return (
    <Drawer
      open={notice !== undefined}
      onClose={onClose}
      size={860}
      destroyOnHidden
      title={notice ? t('nb.publicity.title', { title: notice.title }) : ''}
      className="cbo-publicity"
    >
      <Spin spinning={current.isLoading}>
        {!current.isLoading && !publicity && noticeId !== undefined && (
          <OpenWindowForm noticeId={noticeId} canManage={canManage} onOpened={reload} />
        )}
        {publicity && (
          <Flex vertical gap={16}>
            <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }}>
              <Descriptions.Item label={t('nb.publicity.status')}>
                <PublicityStatusTag status={publicity.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('nb.publicity.subject')}>
                {t(`nb.publicity.subject.${publicity.subject}` as TranslationKey)}
              </Descriptions.Item>
              <Descriptions.Item label={t('nb.publicity.workingDays')}>
                {t('nb.publicity.daysValue', { n: publicity.workingDays })}
                {publicity.extendedDays > 0 && ` + ${t('nb.publicity.daysValue', { n: publicity.extendedDays })}`}
              </Descriptions.Item>
              <Descriptions.Item label={t('nb.publicity.startAt')}>{publicity.startAt}</Descriptions.Item>
              <Descriptions.Item label={t('nb.publicity.endAt')}>{publicity.endAt}</Descriptions.Item>
              <Descriptions.Item label={t('nb.publicity.contact')} span={2}>
                {publicity.contact ?? '-'}
              </Descriptions.Item>
            </Descriptions>
            {canManage && publicity.status !== 'closed' && <ExtendWindow publicity={publicity} onExtended={reload} />}
            {/* Objections carry real names: only those who handle them see them. */}
            {canHandle && (
              <>
                <Flex justify="space-between" align="center" wrap gap={8}>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {t('nb.objection.list')}
                  </Typography.Title>
                  <Tooltip title={live ? undefined : t('nb.objection.closedHint')}>
                    <Button
                      type="primary"
                      icon={<PlusOutlined />}
                      disabled={!live}
                      onClick={() => setRecording(publicity.publicityId)}
                    >
                      {t('nb.objection.add')}
                    </Button>
                  </Tooltip>
                </Flex>
                <Table<ObjectionRow>
                  rowKey="objectionId"
                  size="small"
                  loading={objections.isFetching}
                  dataSource={objections.data ?? []}
                  pagination={false}
                  scroll={{ x: 940 }}
                  locale={{
                    emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nb.objection.empty')} />,
                  }}
                  expandable={{
                    expandedRowRender: (row) => (
                      <Descriptions size="small" column={1}>
                        <Descriptions.Item label={t('nb.objection.content')}>{row.content}</Descriptions.Item>
                        {row.resolution && (
                          <Descriptions.Item label={t('nb.objection.resolution')}>{row.resolution}</Descriptions.Item>
                        )}
                        {row.handledBy && (
                          <Descriptions.Item label={t('nb.objection.handledBy')}>
                            {row.handledBy} {row.handledAt}
                          </Descriptions.Item>
                        )}
                        {row.decision && (
                          <>
                            <Descriptions.Item label={t('nb.objection.decision')}>
                              {t(`nb.objection.decision.${row.decision}` as TranslationKey)}
                            </Descriptions.Item>
                            <Descriptions.Item label={t('nb.objection.decisionReason')}>
                              {row.decisionReason}
                            </Descriptions.Item>
                            <Descriptions.Item label={t('nb.objection.decidedBy')}>
                              {row.decidedBy} {row.decidedAt}
                            </Descriptions.Item>
                          </>
                        )}
                      </Descriptions>
                    ),
                  }}
                  columns={[
                    {
                      key: 'realName',
                      dataIndex: 'realName',
                      title: t('nb.objection.realName'),
                      width: 110,
                      render: (value: string, row) => (
                        <>
                          {value}
                          {row.submitterType === 'unit' && (
                            <Tag className="cbo-objection__unit">{t('nb.objection.unit')}</Tag>
                          )}
                        </>
                      ),
                    },
                    {
                      key: 'orgName',
                      dataIndex: 'orgName',
                      title: t('nb.objection.orgName'),
                      width: 130,
                      ellipsis: true,
                    },
                    {
                      key: 'application',
                      dataIndex: 'applicationCode',
                      title: t('nb.objection.application'),
                      width: 150,
                      ellipsis: true,
                      render: (_value, row) =>
                        row.applicationCode ? `${row.applicationCode} ${row.projectName ?? ''}` : '-',
                    },
                    {
                      key: 'status',
                      dataIndex: 'status',
                      title: t('nb.objection.status'),
                      width: 100,
                      render: (_value, row) => <ObjectionStatusTag status={row.status} />,
                    },
                    { key: 'mobile', dataIndex: 'mobile', title: t('nb.objection.mobile'), width: 120 },
                    { key: 'receivedAt', dataIndex: 'receivedAt', title: t('nb.objection.receivedAt'), width: 160 },
                    {
                      key: 'actions',
                      title: t('crud.actions'),
                      width: 150,
                      fixed: 'right',
                      render: (_value, row) => (
                        <Space size={0} wrap>
                          {row.status === 'upheld' && !row.decision && (
                            <Button type="link" size="small" danger onClick={() => setDeciding(row)}>
                              {t('nb.objection.decide')}
                            </Button>
                          )}
                          {(NEXT[row.status] ?? []).map((action) => (
                            <Button
                              key={action}
                              type="link"
                              size="small"
                              danger={action === 'uphold'}
                              onClick={() => setHandling({ objection: row, action })}
                            >
                              {t(`nb.objection.action.${action}` as TranslationKey)}
                            </Button>
                          ))}
                        </Space>
                      ),
                    },
                  ]}
                />
              </>
            )}
          </Flex>
        )}
      </Spin>
      <ObjectionDialog publicityId={recording} onClose={() => setRecording(null)} onSaved={reload} />
      <HandleDialog target={handling} onClose={() => setHandling(null)} onSaved={reload} />
      <DecisionDialog objection={deciding} onClose={() => setDeciding(null)} onSaved={reload} />
    </Drawer>
  );
}

/** The end of a window of `days` working days from `from` (the calendar decides). */
function useWindowEnd(from: string, days: number | null) {
  return useQuery({
    queryKey: queryKeyOf(workdayEnd, { query: { from, days } }),
    queryFn:
      days && days >= 1 ? async () => (await api(workdayEnd, { query: { from, days } })).data.endDate : skipToken,
  });
}

function OpenWindowForm({
  noticeId,
  canManage,
  onOpened,
}: {
  noticeId: number;
  canManage: boolean;
  onOpened: () => Promise<void>;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{
    startAt?: string | null;
    workingDays: number;
    contact?: string;
    subject: PublicitySubject;
  }>();
  const startAt = Form.useWatch('startAt', form);
  const workingDays = Form.useWatch('workingDays', form) ?? PUBLICITY_DEFAULT_DAYS;
  const subject = Form.useWatch('subject', form) ?? 'qualification_list';
  const from = (startAt || dayjs().format('YYYY-MM-DD')).slice(0, 10);
  const end = useWindowEnd(from, workingDays);
  const [saving, setSaving] = useState(false);

  const open = async () => {
    const values = form.getFieldsValue();
    setSaving(true);
    try {
      await api(openPublicity, {
        params: { noticeId },
        body: {
          startAt: values.startAt || null,
          workingDays: values.workingDays ?? PUBLICITY_DEFAULT_DAYS,
          contact: values.contact || null,
          subject: values.subject ?? 'qualification_list',
        },
      });
    } catch {
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('nb.publicity.opened'));
    await onOpened();
  };

  return (
    <Flex vertical gap={16}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nb.publicity.none')} />
      {canManage && (
        <Form
          form={form}
          name="comp_publicity_open"
          layout="vertical"
          initialValues={{ workingDays: PUBLICITY_DEFAULT_DAYS, subject: 'qualification_list' }}
          className="cbo-publicity__open"
        >
          <Flex gap={16} wrap>
            <Form.Item name="startAt" label={t('nb.publicity.startAt')} className="cbo-publicity__field">
              <DateTimeInput placeholder={t('nb.publicity.startAtHint')} />
            </Form.Item>
            <Form.Item name="workingDays" label={t('nb.publicity.workingDays')} className="cbo-publicity__days">
              <InputNumber min={1} max={60} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Flex>
          <Form.Item
            name="subject"
            label={t('nb.publicity.subject')}
            extra={subject !== 'qualification_list' ? t('nb.publicity.subjectLater') : undefined}
          >
            <Select
              options={PUBLICITY_SUBJECTS.map((value) => ({
                value,
                label: t(`nb.publicity.subject.${value}` as TranslationKey),
              }))}
            />
          </Form.Item>
          <Form.Item name="contact" label={t('nb.publicity.contact')}>
            <Input maxLength={100} />
          </Form.Item>
          <Flex align="center" gap={16} wrap>
            <Popconfirm
              title={t('nb.publicity.openConfirm', { end: end.data ?? '' })}
              okText={t('client.confirm')}
              cancelText={t('crud.cancel')}
              onConfirm={open}
            >
              <Button type="primary" loading={saving}>
                {t('nb.publicity.open')}
              </Button>
            </Popconfirm>
            {end.data && (
              <Typography.Text type="secondary">{t('nb.publicity.endsOn', { end: end.data })}</Typography.Text>
            )}
          </Flex>
        </Form>
      )}
    </Flex>
  );
}

function ExtendWindow({ publicity, onExtended }: { publicity: Publicity; onExtended: () => Promise<void> }) {
  const t = useT();
  const { message } = App.useApp();
  const [days, setDays] = useState<number | null>(2);
  const [saving, setSaving] = useState(false);
  const extend = async () => {
    if (!days) return;
    setSaving(true);
    let answer: { data: Publicity };
    try {
      answer = await api(extendPublicity, {
        params: { publicityId: publicity.publicityId },
        body: { workingDays: days },
      });
    } catch {
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('nb.publicity.extended', { end: answer.data.endAt }));
    await onExtended();
  };
  return (
    <Flex align="center" gap={8} wrap>
      <InputNumber
        aria-label={t('nb.publicity.workingDays')}
        min={1}
        max={60}
        precision={0}
        value={days}
        onChange={setDays}
        suffix={t('nb.publicity.daysValue', { n: '' }).trim()}
        style={{ width: 160 }}
      />
      <Popconfirm
        title={t('nb.publicity.extendConfirm', { n: days ?? 0 })}
        okText={t('client.confirm')}
        cancelText={t('crud.cancel')}
        onConfirm={extend}
      >
        <Button loading={saving} disabled={!days}>
          {t('nb.publicity.extend')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
