import type { MenuEntry } from '../menu-catalogue-types';

// English titles of the catalogue's menus (issue 30): each entry gets its `titleEn` from its
// Chinese title when the catalogue is built, so the English title travels with the entry and is
// upserted with it. A title without an English one stops the catalogue from loading.

const TITLES: Record<string, string> = {
  系统管理: 'System',
  用户管理: 'Users',
  角色管理: 'Roles',
  菜单管理: 'Menus',
  部门管理: 'Departments',
  岗位管理: 'Posts',
  字典管理: 'Dictionaries',
  参数设置: 'Parameters',
  通知公告: 'Notices',
  日志管理: 'Logs',
  操作日志: 'Operation Log',
  登录日志: 'Login Log',
  系统监控: 'Monitoring',
  在线用户: 'Online Users',
  定时任务: 'Scheduled Jobs',
  数据监控: 'Data Monitor',
  服务监控: 'Server Monitor',
  缓存监控: 'Cache Monitor',
  缓存列表: 'Cache List',
  系统工具: 'Tools',
  表单构建: 'Form Builder',
  代码生成: 'Code Generator',
  系统接口: 'API Explorer',
  大赛管理: 'Competition',
  大赛届次: 'Editions',
  单位管理: 'Organisations',
  地区管理: 'Regions',
  项目申报: 'Applications',
  大赛公告: 'Competition Notices',
  节假日: 'Holidays',
  青少年组审核: 'Teen Track Audit',
  成人组审核: 'Adult Track Audit',
  青少年组统计: 'Teen Track Statistics',
  成人组统计: 'Adult Track Statistics',
  注册审核: 'Registration Review',
  赞助单位: 'Sponsors',
  重置密码: 'Reset Password',
  单条强退: 'Force Logout',
  批量强退: 'Batch Force Logout',
  状态修改: 'Change Status',
  账户解锁: 'Unlock Account',
  导入代码: 'Import Code',
  预览代码: 'Preview Code',
  生成代码: 'Generate Code',
  公告发布: 'Publish Notices',
  公示期管理: 'Publicity Periods',
  异议处理: 'Objections',
  审核决定: 'Audit Decision',
  个人信息匿名化: 'Anonymise Personal Data',
  取消资格: 'Disqualify Applications',
  短信管理: 'SMS',
  短信模板: 'SMS Templates',
  专家: 'Experts',
  项目分组: 'Project Groups',
  专家组: 'Expert Groups',
  回避规则查询: 'Query Conflict Rules',
  回避规则设置: 'Edit Conflict Rules',
  申报回避: 'Declare Conflicts',
  评分标准: 'Rubrics',
  任务信息: 'Review Tasks',
  我的评审: 'My Reviews',
  评审任务发布: 'Publish Review Tasks',
  评审分配: 'Assign Reviews',
  专家评分: 'Score Applications',
  评分阅卷: 'Rating & Reading',
  评分结果查询: 'Query Results',
  评分计算: 'Compute Results',
  评分核验: 'Verify Results',
  评分导出: 'Export Results',
  专家评价: 'Rate Experts',
  晋级与评分: 'Promotion & Scores',
  晋级查询: 'Query Promotion',
  晋级批次起草: 'Draft Promotion Batches',
  晋级批次调整: 'Adjust Promotion Batches',
  晋级批次审批: 'Approve Promotion Batches',
  晋级批次公示: 'Publish Promotion Batches',
  奖项与证书模板设置: 'Set Award Levels And Certificate Template',
  证书生成与撤销: 'Generate And Revoke Certificates',
};

const NOUNS: Record<string, string> = {
  用户: 'Users',
  角色: 'Roles',
  菜单: 'Menus',
  部门: 'Departments',
  岗位: 'Posts',
  字典: 'Dictionaries',
  参数: 'Parameters',
  公告: 'Notices',
  任务: 'Jobs',
  届次: 'Editions',
  单位: 'Organisations',
  地区: 'Regions',
  申报: 'Applications',
  节假日: 'Holidays',
  赞助单位: 'Sponsors',
  统计: 'Statistics',
  操作: 'Operations',
  登录: 'Logins',
  在线: 'Online Users',
  生成: 'Generator Tables',
  日志: 'Logs',
  模板: 'SMS Templates',
  专家: 'Experts',
  分组: 'Project Groups',
  评分标准: 'Rubrics',
  评审任务: 'Review Tasks',
  专家组: 'Expert Groups',
};

const VERBS: Record<string, string> = {
  查询: 'Query',
  新增: 'Add',
  修改: 'Edit',
  删除: 'Delete',
  导出: 'Export',
  导入: 'Import',
};

/** The English title of a catalogue title: a known title, or a noun and a verb (用户查询 = Query Users). */
export function englishMenuTitle(title: string): string {
  const known = TITLES[title];
  if (known) return known;
  const verb = Object.keys(VERBS).find((key) => title.endsWith(key));
  const noun = verb ? NOUNS[title.slice(0, -verb.length)] : undefined;
  if (verb && noun) return `${VERBS[verb]} ${noun}`;
  throw new Error(`menu catalogue: no English title for ${title}`);
}

/** The entry with its English title (one it already names wins). */
export function withEnglishTitle(entry: MenuEntry): MenuEntry {
  return { ...entry, titleEn: entry.titleEn ?? englishMenuTitle(entry.title) };
}
