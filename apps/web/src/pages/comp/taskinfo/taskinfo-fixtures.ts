import type { PublishSummary, ReviewTask, ReviewTaskDetail, TaskFormOptions, TaskProgress } from '@cbo/contracts';

/** Answers the task page's tests fake (each fits its endpoint's contract). */
export const task = (fields: Partial<ReviewTask>): ReviewTask => ({
  taskId: 1,
  stageId: 11,
  stageName: '初赛',
  trackName: '成人组',
  taskName: '初赛网评',
  rubricId: 7,
  rubricName: '创业项目评分标准',
  rubricVersion: 1,
  mode: 'k_per_application',
  k: 3,
  tolerance: null,
  toleranceKind: null,
  dueAt: '2099-12-01 18:00:00',
  remindDays: 3,
  blind: { names: true, organisations: true, members: true, fileNames: true },
  allowDownload: false,
  lockOnSubmit: true,
  status: 'draft',
  seed: null,
  publishedBy: null,
  publishedAt: null,
  groupCount: 2,
  assignmentCount: 0,
  createBy: 'organiser',
  createTime: '2026-11-20 10:00:00',
  ...fields,
});

export const draft = task({});
export const published = task({
  taskId: 2,
  taskName: '复赛网评',
  mode: 'two_plus_one',
  k: 2,
  tolerance: 10,
  toleranceKind: 'percent',
  status: 'published',
  seed: 'abc123',
  publishedBy: 'organiser',
  publishedAt: '2026-11-21 09:00:00',
  dueAt: '2026-01-01 18:00:00',
  assignmentCount: 24,
});
export const closed = task({ taskId: 3, taskName: '决赛评审', mode: 'all_in_group', k: null, status: 'closed' });

export const draftDetail: ReviewTaskDetail = {
  ...draft,
  groups: [
    {
      reviewGroupId: 21,
      reviewGroupName: '第一组',
      expertGroupId: 31,
      expertGroupName: '专家一组',
      applications: 6,
      experts: 5,
    },
  ],
  events: [],
};

export const publishedDetail: ReviewTaskDetail = {
  ...published,
  groups: draftDetail.groups,
  events: [
    {
      action: 'publish',
      fromStatus: 'draft',
      toStatus: 'published',
      reason: null,
      detail: { seed: 'abc123', assignments: 24, unplaced: 1 },
      createBy: 'organiser',
      createTime: '2026-11-21 09:00:00',
    },
    {
      action: 'reopen',
      fromStatus: 'closed',
      toStatus: 'in_progress',
      reason: '补评一个项目',
      detail: {},
      createBy: 'organiser',
      createTime: '2026-11-22 09:00:00',
    },
    {
      action: 'third_review',
      fromStatus: null,
      toStatus: null,
      reason: null,
      detail: { applicationId: 501, userId: 9, difference: 30, tolerance: 10 },
      createBy: 'expert',
      createTime: '2026-11-23 09:00:00',
    },
  ],
};

export const options: TaskFormOptions = {
  rubrics: [
    { rubricId: 7, rubricName: '创业项目评分标准', version: 1, frozen: true, maxTotal: 100 },
    { rubricId: 8, rubricName: '创业项目评分标准', version: 2, frozen: false, maxTotal: 90 },
  ],
  reviewGroups: [
    {
      reviewGroupId: 21,
      groupName: '第一组',
      expertGroupId: 31,
      applications: 6,
      taskId: 1,
      taskName: '初赛网评',
    },
    { reviewGroupId: 22, groupName: '第二组', expertGroupId: 32, applications: 4, taskId: null, taskName: null },
    { reviewGroupId: 23, groupName: '第三组', expertGroupId: null, applications: 3, taskId: 9, taskName: '另一任务' },
  ],
  expertGroups: [
    { expertGroupId: 31, groupName: '专家一组', members: 5 },
    { expertGroupId: 32, groupName: '专家二组', members: 4 },
  ],
};

export const summary: PublishSummary = {
  taskId: 1,
  seed: 'round-1',
  assignments: 17,
  warned: 2,
  blocked: 3,
  perExpert: [
    { userId: 101, nickName: '王专家', maxLoad: 6, assigned: 6 },
    { userId: 102, nickName: '李专家', maxLoad: null, assigned: 11 },
  ],
  perGroup: [{ reviewGroupId: 21, reviewGroupName: '第一组', applications: 6, experts: 5, assignments: 17 }],
  unplaced: [
    {
      reviewGroupId: 21,
      reviewGroupName: '第一组',
      applicationId: 501,
      code: 'A26-0007',
      missing: 1,
      reason: 'no_eligible_expert',
    },
  ],
};

export const progress: TaskProgress = {
  taskId: 2,
  dueAt: '2026-01-01 18:00:00',
  total: { assigned: 24, opened: 20, draft: 5, submitted: 12, overdue: 12 },
  groups: [
    { reviewGroupId: 21, reviewGroupName: '第一组', assigned: 24, opened: 20, draft: 5, submitted: 12, overdue: 12 },
  ],
  experts: [
    { userId: 101, nickName: '王专家', assigned: 12, opened: 12, draft: 0, submitted: 12, overdue: 0 },
    { userId: 102, nickName: '李专家', assigned: 12, opened: 8, draft: 5, submitted: 0, overdue: 12 },
  ],
};
