import {
  addRoadshowSession,
  editRoadshowSession,
  listReviewTasks,
  ROADSHOW_SCORING_MODES,
  type RoadshowScoringMode,
  type RoadshowSessionRow,
  roadshowSessionForm,
  type TaskStage,
} from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { DateTimeInput } from '../../../../components/comp/date-time-input';
import { roadshowKey } from '../../../../components/comp/roadshow/roadshow-texts';
import { judgingStageLabel } from '../../../../components/comp/use-judging-stages';
import { useIsMobile } from '../../../../core/device/use-is-mobile';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { isRequestError } from '../../../../core/http/request-error';
import { useT } from '../../../../core/i18n';

export type SessionDrawerState =
  | { mode: 'add'; competitionId: number; stageId: number | null }
  | { mode: 'edit'; row: RoadshowSessionRow }
  | null;

interface FormValues {
  stageId?: number;
  taskId?: number;
  name?: string;
  venue?: string;
  startsAt?: string | null;
  pitchMinutes?: number;
  qaMinutes?: number;
  scoringMode?: RoadshowScoringMode;
  appealHours?: number;
}

const DEFAULTS: FormValues = { pitchMinutes: 8, qaMinutes: 7, scoringMode: 'live', appealHours: 48 };

/** The stage's review tasks a session may run (published or in progress: they have assignments). */
function useStageTasks(stageId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(listReviewTasks, { stageId, pageSize: 100 }),
    queryFn: async () => {
      const reply = await api(listReviewTasks, { query: { stageId: stageId as number, pageNum: 1, pageSize: 100 } });
      return reply.rows.filter((task) => task.status === 'published' || task.status === 'in_progress');
    },
    enabled: enabled && stageId !== undefined,
  });
}

/**
 * Add or edit a roadshow session (docs/roadshow-page.md): the stage, then one of its review tasks,
 * the venue, the start, the pitch and Q&A minutes, the scoring mode and the appeal window. Checked
 * with the contracts' form schema before sending; a refusal stays above the form.
 */
export function SessionDrawer({
  state,
  stages,
  onClose,
  onSaved,
}: {
  state: SessionDrawerState;
  stages: readonly TaskStage[];
  onClose(): void;
  onSaved(): Promise<void>;
}) {
  const t = useT();
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const stageId: number | undefined = Form.useWatch('stageId', form);
  const scoringMode: RoadshowScoringMode | undefined = Form.useWatch('scoringMode', form);
  const tasks = useStageTasks(stageId, state !== null);
  const editing = state?.mode === 'edit' ? state.row : null;
  const taskFixed = editing !== null && editing.status !== 'planned';

  // The parent builds the state on each render: fill the form once per opening, not per render.
  const opening = state === null ? null : state.mode === 'add' ? 'add' : `edit:${state.row.sessionId}`;
  const stateRef = useRef(state);
  stateRef.current = state;
  useEffect(() => {
    const state = stateRef.current;
    if (opening === null || state === null) return;
    setRefusal(null);
    form.resetFields();
    if (state.mode === 'add') form.setFieldsValue({ ...DEFAULTS, stageId: state.stageId ?? undefined });
    else {
      const { row } = state;
      form.setFieldsValue({
        stageId: row.stageId,
        taskId: row.taskId,
        name: row.name,
        venue: row.venue,
        startsAt: row.startsAt,
        pitchMinutes: row.pitchMinutes,
        qaMinutes: row.qaMinutes,
        scoringMode: row.scoringMode,
        appealHours: row.appealHours,
      });
    }
  }, [opening, form]);

  // The task being edited stays offered even when its status no longer is.
  const taskOptions = (tasks.data ?? []).map((task) => ({ value: task.taskId, label: task.taskName }));
  if (editing && !taskOptions.some((option) => option.value === editing.taskId))
    taskOptions.unshift({ value: editing.taskId, label: editing.taskName });

  const submit = async () => {
    if (state === null) return;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as FormValues;
    const competitionId = state.mode === 'add' ? state.competitionId : state.row.competitionId;
    const checked = roadshowSessionForm.safeParse({
      ...values,
      competitionId,
      sessionId: editing?.sessionId,
    });
    if (!checked.success) {
      form.setFields(
        checked.error.issues.map((issue) => ({
          name: String(issue.path[0]) as keyof FormValues,
          errors: [issue.message],
        })),
      );
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      if (state.mode === 'add') await api(addRoadshowSession, { body: checked.data });
      else await api(editRoadshowSession, { body: checked.data });
      message.success(t('roadshowPage.saved'));
      await onSaved();
    } catch (error) {
      if (!isRequestError(error)) throw error;
      setRefusal(error.message);
    } finally {
      setSaving(false);
    }
  };

  const required = (label: string) => [{ required: true, message: t('crud.validation.required', { label }) }];
  return (
    <Drawer
      open={state !== null}
      title={editing ? t('roadshowPage.editTitle', { name: editing.name }) : t('roadshowPage.addTitle')}
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
      {refusal && (
        <Alert
          className="cbo-roadshow__alert"
          type="error"
          showIcon
          title={refusal}
          closable={{ onClose: () => setRefusal(null) }}
        />
      )}
      <Form form={form} name="comp_roadshow_form" layout="vertical">
        <Form.Item name="stageId" label={t('roadshowPage.field.stage')} rules={required(t('roadshowPage.field.stage'))}>
          <Select
            disabled={taskFixed}
            options={stages.map((stage) => ({ value: stage.stageId, label: judgingStageLabel(stage) }))}
            onChange={() => form.setFieldsValue({ taskId: undefined })}
          />
        </Form.Item>
        <Form.Item
          name="taskId"
          label={t('roadshowPage.field.task')}
          rules={required(t('roadshowPage.field.task'))}
          extra={
            taskFixed
              ? t('roadshowPage.field.taskFixed')
              : tasks.isSuccess && taskOptions.length === 0
                ? t('roadshowPage.field.noTasks')
                : t('roadshowPage.field.taskHint')
          }
        >
          <Select
            disabled={taskFixed}
            loading={tasks.isFetching}
            options={taskOptions}
            placeholder={t('crud.placeholder.select', { label: t('roadshowPage.field.task') })}
          />
        </Form.Item>
        <Form.Item name="name" label={t('roadshowPage.field.name')} rules={required(t('roadshowPage.field.name'))}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="venue" label={t('roadshowPage.field.venue')} rules={required(t('roadshowPage.field.venue'))}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="startsAt"
          label={t('roadshowPage.field.startsAt')}
          rules={required(t('roadshowPage.field.startsAt'))}
        >
          <DateTimeInput defaultTime="09:00:00" />
        </Form.Item>
        <Space wrap size={[16, 0]} align="start">
          <Form.Item
            name="pitchMinutes"
            label={t('roadshowPage.field.pitchMinutes')}
            rules={required(t('roadshowPage.field.pitchMinutes'))}
          >
            <InputNumber min={1} max={60} precision={0} />
          </Form.Item>
          <Form.Item
            name="qaMinutes"
            label={t('roadshowPage.field.qaMinutes')}
            rules={required(t('roadshowPage.field.qaMinutes'))}
          >
            <InputNumber min={0} max={60} precision={0} />
          </Form.Item>
          <Form.Item
            name="appealHours"
            label={t('roadshowPage.field.appealHours')}
            tooltip={t('roadshowPage.field.appealHint')}
            rules={required(t('roadshowPage.field.appealHours'))}
          >
            <InputNumber min={0} max={168} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item
          name="scoringMode"
          label={t('roadshowPage.field.scoringMode')}
          extra={scoringMode ? t(roadshowKey(`roadshowPage.field.modeHint.${scoringMode}`)) : undefined}
        >
          <Radio.Group
            optionType="button"
            options={ROADSHOW_SCORING_MODES.map((value) => ({
              value,
              label: t(roadshowKey(`roadshowPage.mode.${value}`)),
            }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
