import { competitionDicts } from './competition-dicts';
import { withEnglishLabels } from './dict-labels-en';

// Built-in dictionaries (the reference's seed). The seed inserts missing types and values and
// never overwrites what an administrator changed.

export interface DictValueEntry {
  label: string;
  /** en-US label (dict_label_en); filled from `label` when the catalogue is built. */
  labelEn?: string;
  value: string;
  sort: number;
  listClass?: string;
  cssClass?: string;
  isDefault?: boolean;
}

export interface DictEntry {
  type: string;
  name: string;
  remark?: string;
  data: DictValueEntry[];
}

/** Values numbered 1.. in the given order. */
function values(list: Array<[label: string, value: string, listClass?: string]>, defaultValue?: string) {
  return list.map(
    ([label, value, listClass], index): DictValueEntry => ({
      label,
      value,
      sort: index + 1,
      ...(listClass ? { listClass } : {}),
      ...(value === defaultValue ? { isDefault: true } : {}),
    }),
  );
}

const normalStopped = (stopped: string) =>
  values(
    [
      ['正常', '0', 'primary'],
      [stopped, '1', 'danger'],
    ],
    '0',
  );

export const dictCatalogue: DictEntry[] = [
  {
    type: 'sys_user_sex',
    name: '用户性别',
    remark: '用户的性别',
    data: values(
      [
        ['男', '0'],
        ['女', '1'],
        ['未知', '2'],
      ],
      '0',
    ),
  },
  {
    type: 'sys_show_hide',
    name: '菜单状态',
    remark: '菜单是否在侧边栏显示',
    data: values(
      [
        ['显示', '0', 'primary'],
        ['隐藏', '1', 'danger'],
      ],
      '0',
    ),
  },
  { type: 'sys_normal_disable', name: '系统开关', remark: '启用或停用', data: normalStopped('停用') },
  { type: 'sys_job_status', name: '任务状态', remark: '定时任务的运行状态', data: normalStopped('暂停') },
  {
    type: 'sys_job_group',
    name: '任务分组',
    remark: '定时任务的分组',
    data: values(
      [
        ['默认', 'DEFAULT'],
        ['系统', 'SYSTEM'],
      ],
      'DEFAULT',
    ),
  },
  {
    type: 'sys_yes_no',
    name: '系统是否',
    remark: '是或否',
    data: values(
      [
        ['是', 'Y', 'primary'],
        ['否', 'N', 'danger'],
      ],
      'Y',
    ),
  },
  {
    type: 'sys_notice_type',
    name: '通知类型',
    remark: '通知或公告',
    data: values(
      [
        ['通知', '1', 'warning'],
        ['公告', '2', 'success'],
      ],
      '1',
    ),
  },
  {
    type: 'sys_notice_status',
    name: '通知状态',
    remark: '通知公告是否生效',
    data: values(
      [
        ['正常', '0', 'primary'],
        ['关闭', '1', 'danger'],
      ],
      '0',
    ),
  },
  {
    type: 'sys_oper_type',
    name: '操作类型',
    remark: '操作日志的业务类型',
    data: [
      // "other" sorts last although its value is 0, as in the reference.
      { label: '其他', value: '0', sort: 99, listClass: 'info' },
      ...values([
        ['新增', '1', 'info'],
        ['修改', '2', 'info'],
        ['删除', '3', 'danger'],
        ['授权', '4', 'primary'],
        ['导出', '5', 'warning'],
        ['导入', '6', 'warning'],
        ['强退', '7', 'danger'],
        ['生成代码', '8', 'warning'],
        ['清空数据', '9', 'danger'],
      ]),
    ],
  },
  {
    type: 'sys_common_status',
    name: '系统状态',
    remark: '成功或失败',
    data: values([
      ['成功', '0', 'primary'],
      ['失败', '1', 'danger'],
    ]),
  },
  {
    type: 'exp_data_type',
    name: '表达式类型',
    remark: '流程表达式的取值方式',
    data: values([
      ['系统指定', 'fixed'],
      ['动态选择', 'dynamic'],
    ]),
  },
  {
    type: 'sys_listener_type',
    name: '监听类型',
    remark: '流程监听器的类型',
    data: values([
      ['任务监听', '1'],
      ['执行监听', '2'],
    ]),
  },
  {
    type: 'sys_listener_value_type',
    name: '监听值类型',
    remark: '流程监听器的取值方式',
    data: values([
      ['JAVA类', 'classListener'],
      ['表达式', 'expressionListener'],
      ['代理表达式', 'delegateExpressionListener'],
    ]),
  },
  // The reference ships this type without values; administrators fill it in.
  { type: 'sys_listener_event_type', name: '监听属性', remark: '流程监听器的事件', data: [] },
  {
    type: 'sys_process_category',
    name: '流程分类',
    remark: '流程定义的分类',
    data: values([
      ['请假', 'leave'],
      ['报销', 'expense'],
    ]),
  },
  ...competitionDicts,
].map(withEnglishLabels);
