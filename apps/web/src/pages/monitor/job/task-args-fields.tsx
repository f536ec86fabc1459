import type { JobTask, JobTaskArg } from '@cbo/contracts';
import { Form, type FormRule, Input, InputNumber, Switch } from 'antd';
import { taskOf } from '../../../components/job/use-job-tasks';
import { type Translate, useT } from '../../../core/i18n';

function rulesOf(arg: JobTaskArg, t: Translate): FormRule[] {
  const label = arg.label;
  const rules: FormRule[] = [];
  if (arg.required) rules.push({ required: true, message: t('crud.validation.required', { label }) });
  if (arg.type === 'string' && arg.maxLength !== undefined) {
    rules.push({ max: arg.maxLength, message: t('crud.validation.tooLong', { label, max: arg.maxLength }) });
  }
  if (arg.type === 'integer' || arg.type === 'number') {
    if (arg.min !== undefined)
      rules.push({ type: 'number', min: arg.min, message: t('crud.validation.min', { label, min: arg.min }) });
    if (arg.max !== undefined)
      rules.push({ type: 'number', max: arg.max, message: t('crud.validation.max', { label, max: arg.max }) });
  }
  return rules;
}

/** What the argument accepts, after its own help: a number's range. */
function helpOf(arg: JobTaskArg, t: Translate): string | undefined {
  let range: string | undefined;
  if (arg.type === 'integer' || arg.type === 'number') {
    if (arg.min !== undefined && arg.max !== undefined) range = t('job.args.range', { min: arg.min, max: arg.max });
    else if (arg.min !== undefined) range = t('job.args.atLeast', { min: arg.min });
    else if (arg.max !== undefined) range = t('job.args.atMost', { max: arg.max });
  }
  const parts = [arg.help, range].filter(Boolean);
  return parts.length > 0 ? parts.join('；') : undefined;
}

function ArgInput({ arg, ...control }: { arg: JobTaskArg; id?: string }) {
  const t = useT();
  const placeholder = t('crud.placeholder.input', { label: arg.label });
  switch (arg.type) {
    case 'boolean':
      return <Switch {...control} />;
    case 'integer':
    case 'number':
      return (
        <InputNumber
          {...control}
          className="cbo-job-args__number"
          min={arg.min}
          max={arg.max}
          precision={arg.type === 'integer' ? 0 : undefined}
          placeholder={placeholder}
        />
      );
    default:
      return (
        <Input
          {...control}
          maxLength={arg.maxLength}
          showCount={arg.maxLength !== undefined}
          placeholder={placeholder}
        />
      );
  }
}

export interface TaskArgsFieldsProps {
  tasks: readonly JobTask[] | undefined;
  /** Given by the form's item (the arguments object); each argument is a field of its own. */
  value?: unknown;
  onChange?: unknown;
}

/**
 * One field per argument of the chosen task, made from the task's own declaration: text with its
 * length limit, whole or decimal numbers with their range, a switch for yes/no; required ones
 * marked and checked before saving.
 */
export function TaskArgsFields({ tasks }: TaskArgsFieldsProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const target = Form.useWatch('invokeTarget', form) as string | undefined;
  const task = taskOf(tasks, target);
  if (!task) return <span className="cbo-job__muted">{t('job.args.chooseTask')}</span>;
  if (task.args.length === 0) return <span className="cbo-job__muted">{t('job.args.none')}</span>;
  return (
    <div className="cbo-job-args">
      {task.args.map((arg) => (
        <Form.Item
          key={`${task.key}.${arg.name}`}
          name={['invokeArgs', arg.name]}
          label={arg.label}
          rules={rulesOf(arg, t)}
          extra={helpOf(arg, t)}
          valuePropName={arg.type === 'boolean' ? 'checked' : 'value'}
          validateFirst
        >
          <ArgInput arg={arg} />
        </Form.Item>
      ))}
    </div>
  );
}
