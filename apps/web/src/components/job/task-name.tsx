import type { JobTask } from '@cbo/contracts';
import { taskOf } from './use-job-tasks';
import './task-name.css';

export interface TaskNameProps {
  tasks: readonly JobTask[] | undefined;
  taskKey: string;
  /** The label alone, the key on hover (narrow lists). */
  compact?: boolean;
}

/** A task as a list shows it: its label, its registry key below (the key alone when unknown). */
export function TaskName({ tasks, taskKey, compact }: TaskNameProps) {
  const task = taskOf(tasks, taskKey);
  if (compact && task) return <span title={taskKey}>{task.label}</span>;
  return (
    <span className="cbo-job-target">
      {task && <span className="cbo-job-target__label">{task.label}</span>}
      <span className="cbo-job__key">{taskKey}</span>
    </span>
  );
}
