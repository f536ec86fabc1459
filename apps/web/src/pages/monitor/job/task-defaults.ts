import type { JobArgs, JobTask } from '@cbo/contracts';

/** The arguments a task starts with: the defaults it declares. */
export function taskDefaults(task: JobTask | undefined): JobArgs {
  const values: JobArgs = {};
  for (const arg of task?.args ?? []) {
    if (arg.default !== undefined) values[arg.name] = arg.default;
  }
  return values;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The arguments sent for a task: only those it declares (when it is known), empty ones left out
 * so the task's defaults apply on the server.
 */
export function argsFor(task: JobTask | undefined, values: unknown): JobArgs {
  const given = (typeof values === 'object' && values !== null ? values : {}) as Record<string, unknown>;
  const names = task ? task.args.map((arg) => arg.name) : Object.keys(given);
  const args: JobArgs = {};
  for (const name of names) {
    const value = given[name];
    if (!isEmpty(value)) args[name] = value as JobArgs[string];
  }
  return args;
}
