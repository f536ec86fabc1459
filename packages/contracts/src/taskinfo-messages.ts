import type { Locale } from './locale';

/** The names of a review task's states, put into refusals in the request's language. */
export const taskStatusLabels: Record<string, Record<Locale, string>> = {
  draft: { 'zh-CN': '草稿', 'en-US': 'draft' },
  published: { 'zh-CN': '已发布', 'en-US': 'published' },
  in_progress: { 'zh-CN': '评审中', 'en-US': 'in progress' },
  closed: { 'zh-CN': '已结束', 'en-US': 'closed' },
  computed: { 'zh-CN': '已计算', 'en-US': 'computed' },
  finalized: { 'zh-CN': '已定稿', 'en-US': 'finalized' },
};

/** Server refusals of the review task module (docs/review-tasks.md), spread into the message catalogue. */
export const taskinfoMessages = {
  'taskinfo.stageMissing': {
    'zh-CN': '评审阶段 {id} 不存在或不是评审阶段（初赛、复赛、决赛）',
    'en-US': 'stage {id} does not exist or is not a judging stage (preliminary, semi-final, final)',
  },
  'taskinfo.rubricOtherStage': {
    'zh-CN': '评分标准版本 {id} 不存在或不属于该评审阶段',
    'en-US': 'rubric version {id} does not exist or belongs to another stage',
  },
  'taskinfo.reviewGroupOtherStage': {
    'zh-CN': '项目分组 {id} 不存在或不属于该评审阶段',
    'en-US': 'review group {id} does not exist or belongs to another stage',
  },
  'taskinfo.expertGroupOtherStage': {
    'zh-CN': '专家组 {id} 不存在或不属于该评审阶段',
    'en-US': 'expert group {id} does not exist or belongs to another stage',
  },
  'taskinfo.groupUnbound': {
    'zh-CN': '项目分组“{name}”未绑定专家组，请为它选择专家组',
    'en-US': 'review group "{name}" has no expert group bound: choose one for it',
  },
  'taskinfo.groupTaken': {
    'zh-CN': '项目分组“{name}”已属于评审任务“{task}”，一个项目分组只能属于一个评审任务',
    'en-US': 'review group "{name}" already belongs to review task "{task}": a review group is in one task only',
  },
  'taskinfo.nameTaken': {
    'zh-CN': '该阶段已有名为“{name}”的评审任务',
    'en-US': 'the stage already has a review task named "{name}"',
  },
  'taskinfo.notDraft': {
    'zh-CN': '评审任务“{name}”{status}，只有草稿可以修改或删除',
    'en-US': 'review task "{name}" is {status}: only a draft can be changed or removed',
  },
  'taskinfo.badMove': {
    'zh-CN': '评审任务“{name}”不能从“{from}”变为“{to}”',
    'en-US': 'review task "{name}" cannot go from {from} to {to}',
  },
  'taskinfo.noApplications': {
    'zh-CN': '评审任务“{name}”的项目分组中没有参评项目，不能发布',
    'en-US': 'review task "{name}" cannot be published: its review groups hold no counting application',
  },
  'taskinfo.noExperts': {
    'zh-CN': '专家组“{name}”中没有在库（启用）的专家，不能发布',
    'en-US': 'expert group "{name}" has no active expert: the task cannot be published',
  },
  'taskinfo.pairsGone': {
    'zh-CN': '评审任务“{name}”的项目分组或专家组已被删除，请编辑任务后再发布',
    'en-US': 'a review group or expert group of review task "{name}" was removed: edit the task before publishing',
  },
  'taskinfo.dueInPast': {
    'zh-CN': '截止时间 {due} 已过，请修改后再发布',
    'en-US': 'the due date {due} has passed: change it before publishing',
  },
  'taskinfo.notAssignable': {
    'zh-CN': '评审任务“{name}”{status}，不能调整分配',
    'en-US': 'review task "{name}" is {status}: its assignments cannot be changed',
  },
  'taskinfo.assignmentMissing': {
    'zh-CN': '专家 {user} 没有项目 {code} 的有效分配',
    'en-US': 'expert {user} has no live assignment of application {code}',
  },
  'taskinfo.assignmentSubmitted': {
    'zh-CN': '专家 {user} 已提交项目 {code} 的评分，不能改派',
    'en-US': 'expert {user} has submitted application {code}: it cannot be reassigned',
  },
  'taskinfo.sameExpert': {
    'zh-CN': '改派的专家须与原专家不同',
    'en-US': 'the new expert must differ from the current one',
  },
  'taskinfo.notMember': {
    'zh-CN': '用户 {user} 不是专家组“{group}”中在库（启用）的专家',
    'en-US': 'user {user} is not an active expert of expert group "{group}"',
  },
  'taskinfo.alreadyAssigned': {
    'zh-CN': '专家 {user} 已分配了项目 {code}',
    'en-US': 'expert {user} is already assigned application {code}',
  },
  'taskinfo.blocked': {
    'zh-CN': '专家 {user} 与项目 {code} 须回避（{reason}）',
    'en-US': 'expert {user} must recuse from application {code} ({reason})',
  },
  'taskinfo.atMaxLoad': {
    'zh-CN': '专家 {user} 已达到本任务的最大评审量 {max}',
    'en-US': 'expert {user} has reached the maximum load of {max} in this task',
  },
} as const satisfies Record<string, Record<Locale, string>>;
