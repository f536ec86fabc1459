import type { MenuEntry } from '../menu-catalogue-types';

// Competition setup menus (issue 16): the `comp` directory with editions, regions and
// organisations (pages and APIs at /comp/<feature>, permissions comp:<feature>:<action>), and the
// sponsors page under system management.

function page(parent: string, name: string, title: string, perms: string, icon: string, order: number): MenuEntry {
  const component = `${parent.split('.')[0]}/${name}/index`;
  return { code: `${parent}.${name}`, parent, type: 'C', title, path: name, component, perms, icon, order };
}

function buttons(parent: string, prefix: string, list: Array<[action: string, title: string]>): MenuEntry[] {
  return list.map(([action, title], index) => ({
    code: `${parent}.${action}`,
    parent,
    type: 'F',
    title,
    path: '',
    perms: `${prefix}:${action}`,
    icon: '#',
    order: index + 1,
  }));
}

const crud = (noun: string): Array<[string, string]> => [
  ['query', `${noun}查询`],
  ['add', `${noun}新增`],
  ['edit', `${noun}修改`],
  ['remove', `${noun}删除`],
];

/** The teenage and the adult menu of one page, each with its buttons. */
function trackPages(
  feature: string,
  suffix: string,
  noun: string,
  prefix: string,
  icon: string,
  order: number,
  actions: Array<[action: string, title: string]>,
): MenuEntry[] {
  return (
    [
      ['teen', '青少年组'],
      ['adult', '成人组'],
    ] as const
  ).flatMap(([track, name], index) => {
    const code = `comp.${track}${suffix}`;
    const menu: MenuEntry = {
      code,
      parent: 'comp',
      type: 'C',
      title: `${name}${noun}`,
      path: `${track}${suffix}`,
      component: `comp/${feature}/index`,
      query: JSON.stringify({ track }),
      perms: `${prefix}:list`,
      icon,
      order: order + index,
      roles: ['auditor'],
    };
    return [menu, ...buttons(code, prefix, actions)];
  });
}

export const competitionMenus: MenuEntry[] = [
  {
    code: 'comp',
    parent: null,
    type: 'M',
    title: '大赛管理',
    path: 'comp',
    icon: 'guide',
    order: 4,
    roles: ['organiser'],
  },
  page('comp', 'competition', '大赛届次', 'comp:competition:list', 'star', 1),
  ...buttons('comp.competition', 'comp:competition', [...crud('届次'), ['retention', '个人信息匿名化']]),
  page('comp', 'organisation', '单位管理', 'comp:organisation:list', 'peoples', 2),
  ...buttons('comp.organisation', 'comp:organisation', [
    ...crud('单位'),
    ['export', '单位导出'],
    ['import', '单位导入'],
  ]),
  page('comp', 'region', '地区管理', 'comp:region:list', 'international', 3),
  ...buttons('comp.region', 'comp:region', crud('地区')),
  page('comp', 'application', '项目申报', 'comp:application:list', 'form', 4),
  ...buttons('comp.application', 'comp:application', [
    ...crud('申报'),
    ['export', '申报导出'],
    ['import', '申报导入'],
    ['disqualify', '取消资格'],
  ]).map((entry) => {
    // Auditors read the applications they audit.
    if (entry.perms === 'comp:application:query') return { ...entry, roles: ['auditor'] };
    // Those who run competitions decide disqualifications (docs/applications.md, Leaving the competition).
    if (entry.perms === 'comp:application:disqualify') return { ...entry, roles: ['organiser'] };
    return entry;
  }),
  // Named apart from system/notice's `Notice`: route names are unique across the tree (a router
  // keying routes by name would drop one).
  { ...page('comp', 'notice', '大赛公告', 'comp:notice:list', 'message', 9), routeName: 'CompNotice' },
  ...buttons('comp.notice', 'comp:notice', [
    ...crud('公告'),
    ['publish', '公告发布'],
    ['publicity', '公示期管理'],
    ['objection', '异议处理'],
  ]),
  page('comp', 'holiday', '节假日', 'comp:holiday:list', 'date', 10),
  ...buttons('comp.holiday', 'comp:holiday', crud('节假日')),
  // Judging (docs/review.md section 9): the expert pool, project groups, expert groups.
  page('comp', 'expert', '专家', 'comp:expert:list', 'people', 11),
  ...buttons('comp.expert', 'comp:expert', [...crud('专家'), ['export', '专家导出'], ['import', '专家导入']]),
  page('comp', 'grouping', '项目分组', 'comp:grouping:list', 'tree-table', 12),
  // comp:grouping:edit also guards an expert group's members page (/grouping/role-auth/user/:groId).
  ...buttons('comp.grouping', 'comp:grouping', crud('分组')),
  page('comp', 'expertGroup', '专家组', 'comp:expertGroup:list', 'peoples', 13),
  ...buttons('comp.expertGroup', 'comp:expertGroup', crud('专家组')),
  // Conflict-of-interest (回避) rule sets, declarations and decisions (docs/review.md section 4).
  ...buttons('comp.expertGroup', 'comp:coi', [
    ['list', '回避规则查询'],
    ['edit', '回避规则设置'],
  ]).map((entry, index) => ({
    ...entry,
    code: `comp.expertGroup.coi${entry.code.split('.').pop()}`,
    order: 5 + index,
  })),
  // Review tasks and scoring (docs/review.md section 5).
  // Not shown until their pages are built (issue 32): no menu opens an under-construction page
  // (评分标准 and 任务信息 are built, docs/rubrics.md and docs/review-tasks.md#the-page).
  page('comp', 'rubric', '评分标准', 'comp:rubric:list', 'list', 14),
  ...buttons('comp.rubric', 'comp:rubric', crud('评分标准')),
  page('comp', 'taskinfo', '任务信息', 'comp:taskinfo:list', 'job', 15),
  ...buttons('comp.taskinfo', 'comp:taskinfo', [
    ['query', '评审任务查询'],
    ['add', '评审任务新增'],
    ['remove', '评审任务删除'],
    ['publish', '评审任务发布'],
    ['assign', '评审分配'],
  ]),
  // The experts' own queue: comp:taskinfo:edit is the spec's scoring permission (the scoring page
  // /taskinfo/role-auth/detail/:proId/:taskId), and experts declare conflicts from it. The expert
  // role gets it with its buttons (and 大赛管理 above it) once: the seed grants a new default role
  // once, so an administrator who takes it away keeps it away (docs/architecture.md#data).
  { ...page('comp', 'myReview', '我的评审', 'comp:taskinfo:edit', 'edit', 16), roles: ['expert'] },
  ...buttons('comp.myReview', 'comp:taskinfo', [['edit', '专家评分']]),
  { ...buttons('comp.myReview', 'comp:coi', [['declare', '申报回避']])[0], code: 'comp.myReview.declare', order: 2 },
  // Rating and reading (docs/rating.md) and the stage's results across tasks, which the promotion
  // issue extends with batches.
  page('comp', 'rating', '评分阅卷', 'comp:rating:list', 'chart', 17),
  ...buttons('comp.rating', 'comp:rating', [
    ['query', '评分结果查询'],
    ['compute', '评分计算'],
    ['verify', '评分核验'],
    ['export', '评分导出'],
    ['rate', '专家评价'],
  ]),
  page('comp', 'upgrading', '晋级与评分', 'comp:upgrading:list', 'list', 18),
  ...buttons('comp.upgrading', 'comp:upgrading', [
    ['query', '晋级查询'],
    ['add', '晋级批次起草'],
    ['edit', '晋级批次调整'],
    ['approve', '晋级批次审批'],
    ['publish', '晋级批次公示'],
    ['award', '奖项与证书模板设置'],
    ['certificate', '证书生成与撤销'],
  ]),
  // Schedule, roadshows with live scoring and appeals (docs/schedule.md, docs/roadshow.md,
  // docs/appeals.md), and reports (docs/reports.md).
  page('comp', 'schedule', '赛程', 'comp:schedule:list', 'date-range', 19),
  ...buttons('comp.schedule', 'comp:schedule', [
    ...crud('赛程'),
    ['notify', '赛程变更通知'],
    ['roadshow', '路演管理'],
    ['appeal', '申诉处理'],
  ]),
  page('comp', 'report', '报告', 'comp:report:list', 'documentation', 20),
  ...buttons('comp.report', 'comp:report', [
    ['query', '报告查询'],
    ['add', '报告生成'],
    ['export', '报告下载'],
  ]),
  // Two menus over one page each (the track comes from the menu's query).
  ...trackPages('audit', 'Audit', '审核', 'comp:audit', 'checkbox', 5, [['decide', '审核决定']]),
  ...trackPages('statistics', 'Statistics', '统计', 'comp:statistics', 'chart', 7, [['export', '统计导出']]),
];

/** Registration review (issue 19), under system management. */
export const registrationMenus: MenuEntry[] = [
  { ...page('system', 'registration', '注册审核', 'system:registration:list', 'peoples', 11), roles: ['organiser'] },
  ...buttons('system.registration', 'system:registration', [['review', '注册审核']]),
];

export const sponsorMenus: MenuEntry[] = [
  { ...page('system', 'sponsor', '赞助单位', 'system:sponsor:list', 'money', 10), roles: ['organiser'] },
  ...buttons('system.sponsor', 'system:sponsor', crud('赞助单位')),
];
