import type { ReviewTaskDetail, TaskMode, TOLERANCE_KINDS } from '@cbo/contracts';
import type { PairValues } from './group-pairs';

/** The task form's values as antd holds them. */
export interface TaskFormValues {
  stageId?: number;
  taskName?: string;
  rubricId?: number;
  groups?: PairValues[];
  mode?: TaskMode;
  k?: number | null;
  tolerance?: number | null;
  toleranceKind?: (typeof TOLERANCE_KINDS)[number] | null;
  dueAt?: string | null;
  remindDays?: number;
  blind?: { names: boolean; organisations: boolean; members: boolean; fileNames: boolean };
  allowDownload?: boolean;
  lockOnSubmit?: boolean;
}

export const MODES: readonly TaskMode[] = ['all_in_group', 'k_per_application', 'two_plus_one'];
export const BLIND_KEYS = ['names', 'organisations', 'members', 'fileNames'] as const;
export const DEFAULTS: TaskFormValues = {
  groups: [],
  mode: 'all_in_group',
  k: 3,
  tolerance: null,
  toleranceKind: 'points',
  dueAt: null,
  remindDays: 3,
  blind: { names: true, organisations: true, members: true, fileNames: true },
  allowDownload: false,
  lockOnSubmit: true,
};

export function valuesOf(task: ReviewTaskDetail): TaskFormValues {
  return {
    stageId: task.stageId,
    taskName: task.taskName,
    rubricId: task.rubricId,
    groups: task.groups.map((pair) => ({ reviewGroupId: pair.reviewGroupId, expertGroupId: pair.expertGroupId })),
    mode: task.mode,
    k: task.mode === 'k_per_application' ? task.k : DEFAULTS.k,
    tolerance: task.tolerance,
    toleranceKind: task.toleranceKind ?? 'points',
    dueAt: task.dueAt,
    remindDays: task.remindDays,
    blind: task.blind,
    allowDownload: task.allowDownload,
    lockOnSubmit: task.lockOnSubmit,
  };
}

/** The wire body: the mode's own parameters only. */
export function bodyOf(values: TaskFormValues) {
  return {
    stageId: values.stageId,
    taskName: values.taskName ?? '',
    rubricId: values.rubricId,
    groups: (values.groups ?? []).map((pair) => ({
      reviewGroupId: pair?.reviewGroupId,
      expertGroupId: pair?.expertGroupId ?? null,
    })),
    mode: values.mode,
    k: values.mode === 'k_per_application' ? (values.k ?? null) : null,
    tolerance: values.mode === 'two_plus_one' ? (values.tolerance ?? null) : null,
    toleranceKind: values.mode === 'two_plus_one' ? (values.toleranceKind ?? null) : null,
    dueAt: values.dueAt ?? '',
    remindDays: values.remindDays ?? 0,
    blind: values.blind,
    allowDownload: Boolean(values.allowDownload),
    lockOnSubmit: Boolean(values.lockOnSubmit),
  };
}

/** A form path as antd names it: `groups.0.reviewGroupId` → ['groups', 0, 'reviewGroupId']. */
export const fieldPath = (path: readonly PropertyKey[]) =>
  path.map((part) => (typeof part === 'symbol' ? String(part) : part));
