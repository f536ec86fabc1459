import {
  commentRequired,
  proxySheet,
  type ReviewTask,
  type RubricCriterion,
  rubricMaxTotal,
  type SheetItems,
  type SheetProblem,
  sheetProblems,
  sheetTotal,
  type TaskAssignment,
} from '@cbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, InputNumber, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../../core/http/api';
import { isRequestError } from '../../../../core/http/request-error';
import { type Translate, useT } from '../../../../core/i18n';
import { refreshTask, useTaskRubric } from './assignments-api';

interface ProxyValues {
  items?: Record<string, { value?: number | null; comment?: string }>;
  overallComment?: string;
  reason?: string;
}

/** The form's entries as a sheet: blank values are null, blank comments left out. */
export function itemsOf(criteria: readonly RubricCriterion[], values: ProxyValues['items']): SheetItems {
  const items: SheetItems = {};
  for (const criterion of criteria) {
    const entry = values?.[criterion.code];
    const comment = entry?.comment?.trim();
    items[criterion.code] = { value: entry?.value ?? null, ...(comment ? { comment } : {}) };
  }
  return items;
}

function problemText(t: Translate, problem: SheetProblem): string {
  switch (problem.kind) {
    case 'range':
      return t('assign.problem.range', { min: problem.min, max: problem.max });
    case 'step':
      return t('assign.problem.step', { step: problem.step });
    default:
      return t(`assign.problem.${problem.kind}`);
  }
}

function CriterionFields({ criterion, value }: { criterion: RubricCriterion; value: number | null | undefined }) {
  const t = useT();
  const needsComment = typeof value === 'number' && commentRequired(criterion, value);
  const facts = [
    t('assign.range', { min: criterion.min, max: criterion.max, step: criterion.step }),
    criterion.weight !== 1 ? t('assign.weight', { weight: criterion.weight }) : null,
    criterion.independent ? t('assign.independent') : null,
    criterion.required ? null : t('assign.optional'),
  ].filter(Boolean);
  return (
    <div className="cbo-assign-proxy__criterion">
      <Form.Item
        name={['items', criterion.code, 'value']}
        label={
          <span>
            {criterion.name} <Typography.Text type="secondary">{facts.join(' · ')}</Typography.Text>
          </span>
        }
        required={criterion.required}
        className="cbo-assign-proxy__value"
      >
        <InputNumber min={criterion.min} max={criterion.max} step={criterion.step} aria-label={criterion.name} />
      </Form.Item>
      <Form.Item
        name={['items', criterion.code, 'comment']}
        label={t('assign.comment')}
        required={needsComment}
        className="cbo-assign-proxy__comment"
      >
        <Input.TextArea
          rows={1}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={1000}
          aria-label={`${criterion.name} ${t('assign.comment')}`}
        />
      </Form.Item>
    </div>
  );
}

interface Props {
  task: ReviewTask;
  target: TaskAssignment | null;
  onClose(): void;
}

/**
 * 代录: staff type in an expert's signed paper sheet against the task's frozen rubric version,
 * checked here with the same rules the server applies (sheetProblems, submit mode), then submitted
 * with a reason as a proxy revision.
 */
export function ProxyDialog({ task, target, onClose }: Props) {
  const t = useT();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProxyValues>();
  const [sending, setSending] = useState(false);
  const [problemCount, setProblemCount] = useState(0);
  const rubric = useTaskRubric(task.rubricId, target !== null);
  const criteria = rubric.data?.criteria ?? [];
  const watched = Form.useWatch('items', form);
  const items = itemsOf(criteria, watched);

  const close = () => {
    // The form exists only once the rubric is in.
    if (criteria.length > 0) form.resetFields();
    setProblemCount(0);
    onClose();
  };

  const send = async (values: ProxyValues, sheet: SheetItems) => {
    if (!target) return;
    setSending(true);
    try {
      const answer = await api(proxySheet, {
        params: { assignmentId: target.assignmentId },
        body: {
          items: sheet,
          overallComment: values.overallComment?.trim() || null,
          reason: (values.reason ?? '').trim(),
          submit: true,
        },
      });
      await refreshTask(queryClient);
      message.success(t('assign.proxyDone', { total: answer.data.total }));
      close();
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    if (!target || criteria.length === 0) return;
    const values = form.getFieldsValue(true) as ProxyValues;
    const sheet = itemsOf(criteria, values.items);
    const problems = sheetProblems(criteria, sheet, 'submit');
    // Each problem is shown at its field; the reason is checked by the form's own rule.
    form.setFields(
      criteria.flatMap((criterion) => {
        const problem = problems.find((one) => one.code === criterion.code);
        const onComment = problem?.kind === 'comment';
        return [
          { name: ['items', criterion.code, 'value'], errors: problem && !onComment ? [problemText(t, problem)] : [] },
          { name: ['items', criterion.code, 'comment'], errors: problem && onComment ? [problemText(t, problem)] : [] },
        ];
      }),
    );
    setProblemCount(problems.length);
    try {
      await form.validateFields(['reason']);
    } catch {
      return;
    }
    if (problems.length > 0) return;
    modal.confirm({
      title: t('assign.proxySubmit'),
      content: t('assign.proxyConfirm', { expert: target.nickName, total: sheetTotal(criteria, sheet) }),
      okText: t('client.confirm'),
      cancelText: t('crud.cancel'),
      onOk: () => send(values, sheet),
    });
  };

  return (
    <Modal
      open={target !== null}
      title={target ? t('assign.proxyTitle', { expert: target.nickName, code: target.code }) : ''}
      width={760}
      okText={t('assign.proxySubmit')}
      okButtonProps={{ loading: sending, disabled: criteria.length === 0 }}
      cancelText={t('crud.cancel')}
      onOk={submit}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      className="cbo-assign-proxy"
    >
      <p className="cbo-assign__intro">{t('assign.proxyIntro')}</p>
      {rubric.isLoading && <Spin description={t('assign.rubricLoading')} />}
      {rubric.isError && <Alert type="error" showIcon title={t('assign.rubricFailed')} />}
      {criteria.length > 0 && (
        <Form form={form} layout="vertical" name="assign_proxy">
          {criteria.map((criterion) => (
            <CriterionFields key={criterion.code} criterion={criterion} value={items[criterion.code]?.value} />
          ))}
          <div className="cbo-assign-proxy__total" aria-live="polite">
            {t('assign.proxyTotal', { total: sheetTotal(criteria, items), max: rubricMaxTotal(criteria) })}
          </div>
          {problemCount > 0 && (
            <Alert
              type="warning"
              showIcon
              className="cbo-assign-proxy__problems"
              title={t('assign.problemsLeft', { count: problemCount })}
            />
          )}
          <Form.Item name="overallComment" label={t('assign.overallComment')}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('assign.reason')}
            rules={[
              { required: true, whitespace: true, message: t('crud.reasonRequired') },
              { max: 500, message: t('crud.reasonTooLong') },
            ]}
          >
            <Input.TextArea rows={2} maxLength={500} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
