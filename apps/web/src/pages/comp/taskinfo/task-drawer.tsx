import {
  addReviewTask,
  editReviewTask,
  getReviewTask,
  getTaskFormOptions,
  reviewTaskForm,
  type TaskMode,
  type TaskStage,
  TOLERANCE_KINDS,
} from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Divider,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Spin,
  Switch,
  Tag,
} from 'antd';
import { useEffect, useState } from 'react';
import { DateTimeInput } from '../../../components/comp/date-time-input';
import { judgingStageLabel } from '../../../components/comp/use-judging-stages';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { isRequestError } from '../../../core/http/request-error';
import { useT } from '../../../core/i18n';
import { GroupPairs } from './group-pairs';
import { refusalField } from './refusal-field';
import { BLIND_KEYS, bodyOf, DEFAULTS, fieldPath, MODES, type TaskFormValues, valuesOf } from './task-form-values';
import { modeName } from './task-texts';

export type TaskDrawerState = { mode: 'add'; stageId: number } | { mode: 'edit'; taskId: number } | null;

/**
 * Add or edit a draft review task (docs/review-tasks.md, A task). The choices come from
 * `getTaskFormOptions` for the stage; the form is checked with the shared schema before sending,
 * and a server refusal is shown on the field it names.
 */
export function TaskDrawer({
  state,
  stages,
  onClose,
  onSaved,
}: {
  state: TaskDrawerState;
  stages: readonly TaskStage[];
  onClose(): void;
  onSaved(): Promise<void>;
}) {
  const t = useT();
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const [form] = Form.useForm<TaskFormValues>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const taskId = state?.mode === 'edit' ? state.taskId : null;
  const detail = useQuery({
    queryKey: queryKeyOf(getReviewTask, { taskId }),
    queryFn: async () => (await api(getReviewTask, { params: { taskId: taskId as number } })).data,
    enabled: taskId !== null,
  });
  const stageId: number | undefined = Form.useWatch('stageId', form);
  const mode: TaskMode | undefined = Form.useWatch('mode', form);
  const rubricId: number | undefined = Form.useWatch('rubricId', form);
  const options = useQuery({
    queryKey: queryKeyOf(getTaskFormOptions, { stageId }),
    queryFn: async () => (await api(getTaskFormOptions, { query: { stageId: stageId as number } })).data,
    enabled: state !== null && stageId !== undefined,
  });

  useEffect(() => {
    if (state === null) return;
    setRefusal(null);
    form.resetFields();
    if (state.mode === 'add') form.setFieldsValue({ ...DEFAULTS, stageId: state.stageId, groups: [{}] });
  }, [state, form]);
  useEffect(() => {
    if (state?.mode === 'edit' && detail.data?.taskId === state.taskId) form.setFieldsValue(valuesOf(detail.data));
  }, [state, detail.data, form]);

  const rubric = options.data?.rubrics.find((item) => item.rubricId === rubricId);

  const submit = async () => {
    if (state === null) return;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const body = bodyOf(form.getFieldsValue(true) as TaskFormValues);
    const checked = reviewTaskForm.safeParse(body);
    if (!checked.success) {
      form.setFields(
        checked.error.issues.map((issue) => ({
          // A pair's own field, else the top-level field the issue concerns (a path antd's types cannot name).
          name: fieldPath(issue.path[0] === 'groups' ? issue.path : issue.path.slice(0, 1)) as never,
          errors: [issue.message],
        })),
      );
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      if (state.mode === 'add') await api(addReviewTask, { body: checked.data });
      else await api(editReviewTask, { params: { taskId: state.taskId }, body: checked.data });
      message.success(t('task.saved'));
      await onSaved();
    } catch (error) {
      if (!isRequestError(error)) throw error;
      // The request client has shown it; keep it on the field it names (or above the form).
      const field = refusalField(error.message);
      if (field) form.setFields([{ name: field, errors: [error.message] }]);
      else setRefusal(error.message);
    } finally {
      setSaving(false);
    }
  };

  const required = (label: string) => [{ required: true, message: t('crud.validation.required', { label }) }];
  const title =
    state?.mode === 'edit' ? t('task.editTitle', { name: detail.data?.taskName ?? '' }) : t('task.addTitle');

  return (
    <Drawer
      open={state !== null}
      title={title}
      size={mobile ? '100%' : 720}
      forceRender
      onClose={onClose}
      className="cbo-task__drawer"
      extra={
        <Space>
          <Button onClick={onClose}>{t('crud.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={detail.isFetching} onClick={submit}>
            {t('client.confirm')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={(taskId !== null && detail.isLoading) || options.isLoading}>
        {refusal && (
          <Alert
            className="cbo-task__alert"
            type="error"
            showIcon
            title={refusal}
            closable={{ onClose: () => setRefusal(null) }}
          />
        )}
        <Form form={form} name="comp_task_form" layout="vertical" className="cbo-task__form">
          <Divider titlePlacement="start">{t('task.section.basics')}</Divider>
          <Form.Item name="taskName" label={t('task.name')} rules={required(t('task.name'))}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="stageId"
            label={t('task.stage')}
            rules={required(t('task.stage'))}
            extra={state?.mode === 'edit' ? t('task.stageFixed') : undefined}
          >
            <Select
              disabled={state?.mode === 'edit'}
              options={stages.map((stage) => ({ value: stage.stageId, label: judgingStageLabel(stage) }))}
              onChange={() => form.setFieldsValue({ rubricId: undefined, groups: [{}] })}
            />
          </Form.Item>
          <Form.Item
            name="rubricId"
            label={t('task.rubric')}
            rules={required(t('task.rubric'))}
            extra={
              rubric
                ? `${t('task.rubricMax', { max: rubric.maxTotal })}${rubric.frozen ? ` · ${t('task.rubricFrozenHint')}` : ''}`
                : options.data && options.data.rubrics.length === 0
                  ? t('task.noRubric')
                  : undefined
            }
          >
            <Select
              placeholder={t('crud.placeholder.select', { label: t('task.rubric') })}
              options={(options.data?.rubrics ?? []).map((item) => ({
                value: item.rubricId,
                label: (
                  <span>
                    {t('task.rubricOption', { name: item.rubricName, version: item.version, max: item.maxTotal })}
                    {item.frozen && (
                      <Tag className="cbo-task__tag" color="blue">
                        {t('task.frozen')}
                      </Tag>
                    )}
                  </span>
                ),
              }))}
            />
          </Form.Item>

          <Divider titlePlacement="start">{t('task.section.pairs')}</Divider>
          <GroupPairs form={form} options={options.data} taskId={taskId} />

          <Divider titlePlacement="start">{t('task.section.assignment')}</Divider>
          <Form.Item name="mode" label={t('task.mode')} extra={mode ? t(`task.modeHint.${mode}`) : undefined}>
            <Radio.Group optionType="button" options={MODES.map((value) => ({ value, label: modeName(t, value) }))} />
          </Form.Item>
          {mode === 'k_per_application' && (
            <Form.Item name="k" label={t('task.k')} rules={required(t('task.k'))}>
              <InputNumber min={1} max={20} precision={0} className="cbo-task__number" />
            </Form.Item>
          )}
          {mode === 'two_plus_one' && (
            <Space wrap size={[16, 0]} align="start">
              <Form.Item name="tolerance" label={t('task.tolerance')} rules={required(t('task.tolerance'))}>
                <InputNumber min={0.01} max={1000} step={0.5} precision={2} className="cbo-task__number" />
              </Form.Item>
              <Form.Item name="toleranceKind" label={t('task.toleranceKind')} rules={required(t('task.toleranceKind'))}>
                <Radio.Group
                  options={TOLERANCE_KINDS.map((value) => ({ value, label: t(`task.toleranceKind.${value}`) }))}
                />
              </Form.Item>
            </Space>
          )}
          <Space wrap size={[16, 0]} align="start" className="cbo-task__row">
            <Form.Item name="dueAt" label={t('task.dueAt')} rules={required(t('task.dueAt'))} className="cbo-task__due">
              <DateTimeInput defaultTime="23:59:59" />
            </Form.Item>
            <Form.Item name="remindDays" label={t('task.remindDays')} tooltip={t('task.remindHint')}>
              <InputNumber min={0} max={30} precision={0} className="cbo-task__number" />
            </Form.Item>
          </Space>

          <Divider titlePlacement="start">{t('task.section.expertView')}</Divider>
          <Form.Item label={t('task.blind')} extra={t('task.blindHint')}>
            <div className="cbo-task__blind">
              {BLIND_KEYS.map((key) => (
                <Form.Item key={key} name={['blind', key]} valuePropName="checked" noStyle>
                  <Checkbox>{t(`task.blind.${key}`)}</Checkbox>
                </Form.Item>
              ))}
            </div>
          </Form.Item>
          <Space wrap size={[24, 0]}>
            <Form.Item name="allowDownload" label={t('task.allowDownload')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="lockOnSubmit" label={t('task.lockOnSubmit')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Form>
      </Spin>
    </Drawer>
  );
}
