import {
  addScheduleItem,
  editScheduleItem,
  SCHEDULE_KINDS,
  type ScheduleItem,
  type ScheduleStage,
  scheduleItemForm,
} from '@cbo/contracts';
import { App, Button, Drawer, Form, Input, Select, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { DateTimeInput } from '../../../../components/comp/date-time-input';
import { issueMessage } from '../../../../components/crud';
import { useIsMobile } from '../../../../core/device/use-is-mobile';
import { api } from '../../../../core/http/api';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';
import { notifyTeams } from './notify';

type State = { mode: 'add' } | { mode: 'edit'; row: ScheduleItem } | null;

interface Values {
  title?: string;
  kind?: string;
  stageId?: number | null;
  startsAt?: string | null;
  endsAt?: string | null;
  location?: string | null;
  onlineLink?: string | null;
  isPublic?: boolean;
  description?: string | null;
}

const LABELS = {
  title: 'schedulePage.title',
  kind: 'schedulePage.kind',
  stageId: 'schedulePage.stage',
  startsAt: 'schedulePage.startsAt',
  endsAt: 'schedulePage.endsAt',
  location: 'schedulePage.location',
  onlineLink: 'schedulePage.onlineLink',
  description: 'schedulePage.description',
} as const;

const FIELDS = ['title', 'kind', 'stageId', 'startsAt', 'endsAt', 'location', 'onlineLink', 'description'] as const;

/** The field a refusal names (`参数 endsAt 不正确…` / `invalid endsAt…`), else null. */
function refusalField(text: string): (typeof FIELDS)[number] | null {
  const named = /(?:参数|invalid)\s+([A-Za-z]+)/.exec(text)?.[1];
  return (FIELDS as readonly string[]).includes(named ?? '') ? (named as (typeof FIELDS)[number]) : null;
}

/**
 * Add or edit a schedule item (docs/schedule.md). Checked with the shared schema before sending; a
 * refusal is shown on the field it names. After an edit that moved a public item, asks whether to
 * text the affected teams.
 */
export function ItemDrawer({
  state,
  competitionId,
  stages,
  onClose,
  onSaved,
}: {
  state: State;
  competitionId: number;
  stages: readonly ScheduleStage[];
  onClose(): void;
  onSaved(): Promise<void>;
}) {
  const t = useT();
  const { message, modal } = App.useApp();
  const mobile = useIsMobile();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (state === null) return;
    form.resetFields();
    if (state.mode === 'add') form.setFieldsValue({ kind: 'roadshow', stageId: 0, isPublic: true });
    else {
      const { row } = state;
      form.setFieldsValue({
        title: row.title,
        kind: row.kind,
        stageId: row.stageId ?? 0,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        location: row.location,
        onlineLink: row.onlineLink,
        isPublic: row.isPublic,
        description: row.description,
      });
    }
  }, [state, form]);

  const submit = async () => {
    if (state === null) return;
    const values = form.getFieldsValue(true) as Values;
    const body = {
      ...(state.mode === 'edit' ? { itemId: state.row.itemId } : {}),
      competitionId,
      title: values.title ?? '',
      kind: values.kind,
      // 0 stands for the whole edition in the select (antd refuses a null option).
      stageId: values.stageId || null,
      startsAt: values.startsAt ?? '',
      endsAt: values.endsAt ?? '',
      location: values.location ?? null,
      onlineLink: values.onlineLink ?? null,
      isPublic: values.isPublic ?? false,
      description: values.description ?? null,
    };
    const checked = scheduleItemForm.safeParse(body);
    if (!checked.success) {
      form.setFields(
        checked.error.issues.map((issue) => {
          const name = String(issue.path[0]);
          const label = LABELS[name as keyof typeof LABELS] ?? 'schedulePage.title';
          return { name: name as keyof Values, errors: [issueMessage(issue, t(label), t)] };
        }),
      );
      return;
    }
    setSaving(true);
    try {
      if (state.mode === 'add') {
        await api(addScheduleItem, { body: checked.data });
        message.success(t('schedulePage.saved'));
        await onSaved();
        return;
      }
      const answer = await api(editScheduleItem, { body: checked.data });
      message.success(t('schedulePage.saved'));
      await onSaved();
      if (answer.data.affectsTeams && answer.data.teams > 0) {
        const itemId = state.row.itemId;
        const confirmed = await modal.confirm({
          title: t('schedulePage.notifyTitle'),
          content: t('schedulePage.notifyConfirm', { title: checked.data.title, count: answer.data.teams }),
          okText: t('schedulePage.notifyOk'),
          cancelText: t('schedulePage.notifyLater'),
        });
        if (confirmed) await notifyTeams(itemId, message, t);
        await onSaved();
      }
    } catch (error) {
      if (!isRequestError(error)) throw error;
      const field = refusalField(error.message);
      if (field) form.setFields([{ name: field, errors: [error.message] }]);
    } finally {
      setSaving(false);
    }
  };

  const required = (label: string) => [{ required: true, message: t('crud.validation.required', { label }) }];
  return (
    <Drawer
      open={state !== null}
      title={t(state?.mode === 'edit' ? 'schedulePage.editTitle' : 'schedulePage.addTitle')}
      size={mobile ? '100%' : 560}
      forceRender
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('crud.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={submit}>
            {t('client.confirm')}
          </Button>
        </Space>
      }
    >
      <Form form={form} name="comp_schedule_form" layout="vertical">
        <Form.Item name="title" label={t('schedulePage.title')} rules={required(t('schedulePage.title'))}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="kind" label={t('schedulePage.kind')} rules={required(t('schedulePage.kind'))}>
          <Select options={SCHEDULE_KINDS.map((kind) => ({ value: kind, label: t(`schedulePage.kind.${kind}`) }))} />
        </Form.Item>
        <Form.Item name="stageId" label={t('schedulePage.stage')}>
          <Select
            options={[
              { value: 0, label: t('schedulePage.wholeEdition') },
              ...stages.map((stage) => ({
                value: stage.stageId,
                label: stage.trackName ? `${stage.trackName} · ${stage.stageName}` : stage.stageName,
              })),
            ]}
          />
        </Form.Item>
        <Form.Item name="startsAt" label={t('schedulePage.startsAt')} rules={required(t('schedulePage.startsAt'))}>
          <DateTimeInput defaultTime="09:00:00" />
        </Form.Item>
        <Form.Item name="endsAt" label={t('schedulePage.endsAt')} rules={required(t('schedulePage.endsAt'))}>
          <DateTimeInput defaultTime="18:00:00" />
        </Form.Item>
        <Form.Item name="location" label={t('schedulePage.location')}>
          <Input maxLength={200} allowClear />
        </Form.Item>
        <Form.Item name="onlineLink" label={t('schedulePage.onlineLink')} extra={t('schedulePage.onlineLinkHint')}>
          <Input maxLength={500} allowClear inputMode="url" />
        </Form.Item>
        <Form.Item
          name="isPublic"
          label={t('schedulePage.public')}
          valuePropName="checked"
          extra={t('schedulePage.publicHint')}
        >
          <Switch />
        </Form.Item>
        <Form.Item name="description" label={t('schedulePage.description')}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
