import type { DictEntry } from './dicts';

// Competition setup dictionaries (issue 16). Group categories are the defaults a new track offers
// (teenage: 小学组, 初中组, 高中组; adult: 创意组, 初创组, 成长组); each track keeps its own list.

const values = (list: Array<[label: string, value: string, listClass?: string]>) =>
  list.map(([label, value, listClass], index) => ({
    label,
    value,
    sort: index + 1,
    ...(listClass ? { listClass } : {}),
  }));

export const competitionDicts: DictEntry[] = [
  {
    type: 'comp_competition_status',
    name: '届次状态',
    remark: '大赛届次的状态，只能向后推进',
    data: values([
      ['草稿', 'draft', 'info'],
      ['已发布', 'published', 'primary'],
      ['报名中', 'registration_open', 'success'],
      ['进行中', 'in_progress', 'warning'],
      ['已结束', 'closed', 'default'],
      ['已归档', 'archived', 'default'],
    ]),
  },
  {
    type: 'comp_stage_kind',
    name: '赛程阶段',
    remark: '届次的阶段，按此顺序进行',
    data: values([
      ['报名', 'registration'],
      ['资格审核', 'qualification'],
      ['初赛', 'preliminary'],
      ['复赛', 'semi_final'],
      ['决赛', 'final'],
    ]),
  },
  {
    type: 'comp_group_teen',
    name: '青少年组组别',
    remark: '青少年组赛道的默认组别',
    data: values([
      ['小学组', 'primary'],
      ['初中组', 'junior'],
      ['高中组', 'senior'],
    ]),
  },
  {
    type: 'comp_group_adult',
    name: '成人组组别',
    remark: '成人组赛道的默认组别',
    data: values([
      ['创意组', 'idea'],
      ['初创组', 'startup'],
      ['成长组', 'growth'],
    ]),
  },
  {
    type: 'comp_industry',
    name: '行业领域',
    remark: '参赛项目所属行业',
    data: values([
      ['新一代信息技术', 'it'],
      ['高端装备制造', 'equipment'],
      ['新材料', 'materials'],
      ['生物医药', 'biomed'],
      ['新能源及节能环保', 'energy'],
      ['现代农业', 'agriculture'],
      ['文化创意', 'culture'],
      ['其他', 'other'],
    ]),
  },
  // The expert pool (docs/review.md section 3): titles, fields of expertise (industries use
  // comp_industry) and the pool status.
  {
    type: 'comp_expert_title',
    name: '专家职称',
    remark: '评审专家的职称',
    data: values([
      ['正高级', 'senior_full'],
      ['副高级', 'senior_associate'],
      ['中级', 'intermediate'],
      ['初级', 'junior'],
      ['其他', 'other'],
    ]),
  },
  {
    type: 'comp_expert_field',
    name: '专家领域',
    remark: '评审专家擅长的评审领域，可多选',
    data: values([
      ['技术研发', 'technology'],
      ['投资融资', 'investment'],
      ['企业管理', 'management'],
      ['财务会计', 'finance'],
      ['法律知识产权', 'legal'],
      ['市场营销', 'marketing'],
      ['科学教育', 'education'],
    ]),
  },
  {
    type: 'comp_expert_status',
    name: '专家状态',
    remark: '专家在专家库中的状态：申请、在库、暂停、退出',
    data: values([
      ['待激活', 'applied', 'warning'],
      ['在库', 'active', 'success'],
      ['暂停', 'suspended', 'info'],
      ['退出', 'retired', 'default'],
    ]),
  },
  {
    type: 'comp_org_type',
    name: '单位类型',
    remark: '学校、企业、研究机构等',
    data: values([
      ['小学', 'primary_school'],
      ['中学', 'middle_school'],
      ['高校', 'university'],
      ['职业院校', 'vocational'],
      ['企业', 'company'],
      ['科研院所', 'institute'],
      ['政府机关', 'government'],
      ['其他', 'other'],
    ]),
  },
  {
    type: 'comp_sponsor_role',
    name: '赞助单位角色',
    remark: '主办、承办、协办、支持、赞助',
    data: values([
      ['主办', '1', 'danger'],
      ['承办', '2', 'warning'],
      ['协办', '3', 'primary'],
      ['支持', '4', 'success'],
      ['赞助', '5', 'info'],
    ]),
  },
  {
    type: 'comp_region_level',
    name: '地区级别',
    remark: '省、市、区县',
    data: values([
      ['省级', '1'],
      ['市级', '2'],
      ['区县级', '3'],
    ]),
  },
  {
    type: 'comp_field_type',
    name: '报名附加字段类型',
    remark: '赛道附加报名字段的输入类型',
    data: values([
      ['文本', 'text'],
      ['数字', 'number'],
      ['下拉选择', 'select'],
      ['日期', 'date'],
      ['多行文本', 'textarea'],
      ['附件', 'file'],
    ]),
  },
  {
    type: 'comp_application_status',
    name: '申报状态',
    remark: '项目申报的状态（与服务端状态机一致）',
    data: values([
      ['草稿', 'draft', 'info'],
      ['已提交', 'submitted', 'primary'],
      ['审核中', 'under_audit', 'warning'],
      ['退回修改', 'returned', 'warning'],
      ['审核通过', 'approved', 'success'],
      ['审核不通过', 'rejected', 'danger'],
      ['已撤回', 'withdrawn', 'info'],
      ['未晋级', 'eliminated', 'info'],
      ['获奖', 'awarded', 'success'],
      ['取消资格', 'disqualified', 'danger'],
    ]),
  },
  {
    type: 'comp_reject_reason',
    name: '审核不通过原因',
    remark: '资格审核不通过时选择的原因',
    data: values([
      ['不符合参赛年龄', 'age'],
      ['材料不全或不合格', 'materials'],
      ['项目不符合赛道要求', 'off_track'],
      ['重复申报', 'duplicate'],
      ['信息不实', 'false_info'],
      ['其他', 'other'],
    ]),
  },
];
