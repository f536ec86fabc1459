import { type JobArgs, type JobTask, type Locale, type LocalizedText, localize } from '@cbo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { AppContext } from '../../module';

type Text = Record<Locale, string>;
type ArgValue = string | number | boolean;

/** One argument of a task. Values are JSON scalars checked here; nothing is ever evaluated. */
export interface TaskArgSpec {
  name: string;
  label: Text;
  type: 'string' | 'integer' | 'number' | 'boolean';
  required?: boolean;
  default?: ArgValue;
  min?: number;
  max?: number;
  maxLength?: number;
  help?: Text;
}

/** What a running task may use. `signal` aborts when the server shuts down past its grace period. */
export interface TaskRunContext {
  app: AppContext;
  log: FastifyBaseLogger;
  signal: AbortSignal;
  jobId: number;
}

/** A task jobs may run: a named function of the code with typed arguments. */
export interface TaskDefinition {
  key: string;
  label: Text;
  description: Text;
  args: TaskArgSpec[];
  /** Answers a short summary for the job log, or nothing; a throw is a failed run. */
  run(args: Record<string, ArgValue | null>, ctx: TaskRunContext): Promise<string | undefined>;
}

const KEY = /^[A-Za-z][\w]*(\.[A-Za-z][\w]*)*$/;

function checkValue(spec: TaskArgSpec, value: unknown): LocalizedText | undefined {
  switch (spec.type) {
    case 'string':
      if (typeof value !== 'string') return localize('job.arg.text');
      if (spec.maxLength !== undefined && value.length > spec.maxLength)
        return localize('job.arg.tooLong', { n: spec.maxLength });
      return undefined;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : localize('job.arg.boolean');
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return localize('job.arg.number');
      if (spec.type === 'integer' && !Number.isInteger(value)) return localize('job.arg.integer');
      if (spec.min !== undefined && value < spec.min) return localize('job.arg.min', { n: spec.min });
      if (spec.max !== undefined && value > spec.max) return localize('job.arg.max', { n: spec.max });
      return undefined;
    }
  }
}

/**
 * The tasks jobs may run (docs/wire-contract.md section 11 #3: a job names a task and gives it checked
 * arguments instead of code to call). Modules add theirs with `register` when they start.
 */
export class TaskRegistry {
  private readonly tasks = new Map<string, TaskDefinition>();

  register(task: TaskDefinition): void {
    if (!KEY.test(task.key)) throw new Error(`task key ${task.key} is not a dotted name`);
    if (this.tasks.has(task.key)) throw new Error(`task ${task.key} is registered twice`);
    this.tasks.set(task.key, task);
  }

  get(key: string): TaskDefinition | undefined {
    return this.tasks.get(key);
  }

  /** The task, or a refusal naming the target. */
  require(key: string): TaskDefinition {
    const task = this.tasks.get(key);
    if (!task) throw AppError.rule('job.unknownTask', { target: key });
    return task;
  }

  describe(locale: Locale): JobTask[] {
    return [...this.tasks.values()]
      .sort((a, b) => a.key.localeCompare(b.key))
      .map((task) => ({
        key: task.key,
        label: task.label[locale],
        description: task.description[locale],
        args: task.args.map((arg) => ({
          name: arg.name,
          label: arg.label[locale],
          type: arg.type,
          required: arg.required ?? false,
          ...(arg.default !== undefined && { default: arg.default }),
          ...(arg.min !== undefined && { min: arg.min }),
          ...(arg.max !== undefined && { max: arg.max }),
          ...(arg.maxLength !== undefined && { maxLength: arg.maxLength }),
          ...(arg.help && { help: arg.help[locale] }),
        })),
      }));
  }

  /**
   * The arguments as the task will get them: checked against its list, defaults filled in, null
   * or missing optional ones left out. Unknown names and wrong types are refused by name.
   */
  validate(key: string, given: JobArgs): Record<string, ArgValue> {
    const task = this.require(key);
    const known = new Set(task.args.map((arg) => arg.name));
    for (const name of Object.keys(given)) {
      if (!known.has(name)) throw AppError.rule('job.argUnknown', { target: key, arg: name });
    }
    const args: Record<string, ArgValue> = {};
    for (const spec of task.args) {
      const value = given[spec.name] ?? spec.default;
      if (value === undefined || value === null || value === '') {
        if (spec.required)
          throw AppError.rule('job.argInvalid', { arg: spec.name, problem: localize('validation.required') });
        continue;
      }
      const problem = checkValue(spec, value);
      if (problem) throw AppError.rule('job.argInvalid', { arg: spec.name, problem });
      args[spec.name] = value;
    }
    return args;
  }
}
