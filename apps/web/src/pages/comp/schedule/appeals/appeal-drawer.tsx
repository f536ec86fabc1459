import { type AppealDetail, type AppealRow, decideAppeal, getAppeal } from '@cbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Divider, Drawer, Empty, Form, Input, Radio, Spin, Timeline } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../../core/access/use-access';
import { useIsMobile } from '../../../../core/device/use-is-mobile';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';
import { AppealStatusTag } from './appeal-texts';

interface DecideValues {
  status?: 'upheld' | 'dismissed';
  reason?: string;
}

/** The decision of a submitted appeal: upheld or dismissed with a reason, confirmed before it is sent. */
function DecideForm({ appeal, onDecided }: { appeal: AppealDetail; onDecided(answer: AppealDetail): Promise<void> }) {
  const t = useT();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<DecideValues>();
  const [saving, setSaving] = useState(false);

  const decide = async () => {
    let values: DecideValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const status = values.status ?? 'dismissed';
    const confirmed = await modal.confirm({
      title: t('schedulePage.appeal.confirmTitle'),
      content: t('schedulePage.appeal.confirm', {
        code: appeal.code,
        status: t(`schedulePage.appeal.status.${status}`),
      }),
      okText: t('client.confirm'),
      cancelText: t('crud.cancel'),
      okButtonProps: status === 'dismissed' ? { danger: true } : undefined,
    });
    if (!confirmed) return;
    setSaving(true);
    try {
      const answer = await api(decideAppeal, {
        params: { appealId: appeal.appealId },
        body: { status, reason: values.reason ?? '' },
      });
      message.success(t('schedulePage.appeal.decidedOk'));
      await onDecided(answer.data);
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} name="comp_appeal_decide" layout="vertical" initialValues={{ status: 'dismissed' }}>
      <Form.Item name="status" label={t('schedulePage.appeal.outcome')}>
        <Radio.Group
          options={[
            { value: 'upheld', label: t('schedulePage.appeal.status.upheld') },
            { value: 'dismissed', label: t('schedulePage.appeal.status.dismissed') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('schedulePage.appeal.reason')}
        extra={t('schedulePage.appeal.reasonHint')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('crud.validation.required', { label: t('schedulePage.appeal.reason') }),
          },
        ]}
      >
        <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Button type="primary" loading={saving} onClick={() => void decide()}>
        {t('schedulePage.appeal.decide')}
      </Button>
    </Form>
  );
}

/**
 * One appeal (docs/appeals.md): its content, its history (events) and, while submitted, the
 * decision (it cannot be changed afterwards).
 */
export function AppealDrawer({
  appeal,
  onClose,
  onDecided,
}: {
  appeal: AppealRow | null;
  onClose(): void;
  onDecided(): Promise<void>;
}) {
  const t = useT();
  const mobile = useIsMobile();
  const { hasPermi } = useAccess();
  const queryClient = useQueryClient();
  const appealId = appeal?.appealId ?? null;
  const detail = useQuery({
    queryKey: queryKeyOf(getAppeal, { appealId }),
    enabled: appealId !== null,
    queryFn: async () => (await api(getAppeal, { params: { appealId: appealId as number } })).data,
  });

  const data = detail.data;
  const canDecide = data?.status === 'submitted' && hasPermi('comp:schedule:appeal');
  return (
    <Drawer
      open={appeal !== null}
      title={t('schedulePage.appeal.detailTitle', { code: appeal?.code ?? '' })}
      size={mobile ? '100%' : 600}
      onClose={onClose}
    >
      <Spin spinning={detail.isLoading}>
        {data ? (
          <>
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                {
                  key: 'project',
                  label: t('schedulePage.appeal.project'),
                  children: `${data.code} ${data.projectName}`,
                },
                {
                  key: 'session',
                  label: t('schedulePage.appeal.session'),
                  children: `${data.stageName} · ${data.sessionName}`,
                },
                {
                  key: 'channel',
                  label: t('schedulePage.appeal.channel'),
                  children: t(`schedulePage.appeal.channel.${data.channel}`),
                },
                { key: 'by', label: t('schedulePage.appeal.submittedBy'), children: data.submittedBy },
                { key: 'at', label: t('schedulePage.appeal.submittedAt'), children: data.submittedAt },
                { key: 'deadline', label: t('schedulePage.appeal.deadline'), children: data.deadlineAt },
                {
                  key: 'status',
                  label: t('schedulePage.appeal.status'),
                  children: <AppealStatusTag status={data.status} />,
                },
                ...(data.decision
                  ? [{ key: 'decision', label: t('schedulePage.appeal.decision'), children: data.decision }]
                  : []),
              ]}
            />
            <Divider titlePlacement="start">{t('schedulePage.appeal.content')}</Divider>
            <div className="cbo-schedule__content">{data.content}</div>
            <Divider titlePlacement="start">{t('schedulePage.appeal.history')}</Divider>
            <Timeline
              items={data.events.map((event) => ({
                key: event.eventId,
                color: event.kind === 'decided' ? (event.status === 'upheld' ? 'green' : 'gray') : 'blue',
                content: (
                  <div>
                    <strong>
                      {event.kind === 'decided'
                        ? t('schedulePage.appeal.event.decided', {
                            actor: event.actor,
                            status: t(`schedulePage.appeal.status.${event.status}`),
                          })
                        : t('schedulePage.appeal.event.filed', { actor: event.actor })}
                    </strong>
                    <div className="cbo-schedule__muted">{event.at}</div>
                    {event.reason && <div className="cbo-schedule__content">{event.reason}</div>}
                  </div>
                ),
              }))}
            />
            {canDecide && (
              <>
                <Divider titlePlacement="start">{t('schedulePage.appeal.decide')}</Divider>
                <DecideForm
                  key={data.appealId}
                  appeal={data}
                  onDecided={async (answer) => {
                    queryClient.setQueryData(queryKeyOf(getAppeal, { appealId: answer.appealId }), answer);
                    await onDecided();
                  }}
                />
              </>
            )}
          </>
        ) : (
          !detail.isLoading && <Empty />
        )}
      </Spin>
    </Drawer>
  );
}
