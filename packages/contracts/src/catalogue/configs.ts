// Built-in configuration keys (all config_type 'Y'). The seed inserts missing keys and never
// overwrites a value an administrator set.

export interface ConfigEntry {
  key: string;
  name: string;
  value: string;
  remark?: string;
}

export const configCatalogue: ConfigEntry[] = [
  {
    key: 'sys.index.skinName',
    name: '主框架页-默认皮肤样式名称',
    value: 'skin-blue',
    remark: '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow',
  },
  {
    key: 'sys.user.initPassword',
    name: '用户管理-账号初始密码',
    // Meets the password rule (letters and digits, 6 to 20); every user given it must change it.
    value: 'Welcome2026',
    remark: '导入用户和重置密码时预填的初始密码（用户首次登录须修改）',
  },
  {
    key: 'sys.index.sideTheme',
    name: '主框架页-侧边栏主题',
    value: 'theme-dark',
    remark: '深色主题 theme-dark，浅色主题 theme-light',
  },
  {
    key: 'sys.account.captchaEnabled',
    name: '账号自助-验证码开关',
    value: 'true',
    remark: '是否开启验证码功能（true 开启，false 关闭）',
  },
  {
    key: 'sys.account.captchaType',
    name: '账号自助-验证码类型',
    value: 'math',
    remark: '验证码类型（math 算术，char 字符）',
  },
  {
    key: 'sys.account.registerUser',
    name: '账号自助-是否开启用户注册功能',
    value: 'false',
    remark: '是否开启注册用户功能（true 开启，false 关闭）',
  },
  {
    key: 'sys.account.smsLoginEnabled',
    name: '账号自助-短信登录开关',
    value: 'true',
    remark: '是否允许手机号验证码登录（true 开启，false 关闭）',
  },
  {
    key: 'sys.login.maxRetryCount',
    name: '用户登录-密码最大错误次数',
    value: '5',
    remark: '连续输错密码达到此次数后锁定账户',
  },
  {
    key: 'sys.login.lockTime',
    name: '用户登录-账户锁定时间（分钟）',
    value: '10',
    remark: '密码错误次数达到上限后锁定的分钟数',
  },
  {
    key: 'sys.login.blackIPList',
    name: '用户登录-黑名单列表',
    value: '',
    remark: '多个用分号分隔，支持通配符（10.1.*）和网段（a.b.c.d-e.f.g.h）',
  },
  {
    key: 'sys.account.initPasswordModify',
    name: '用户管理-初始密码修改策略',
    value: '1',
    remark: '0 不提醒，1 提醒用户修改初始密码',
  },
  {
    key: 'sys.account.passwordValidateDays',
    name: '用户管理-账号密码更新周期',
    value: '0',
    remark: '密码有效天数，0 表示不限制',
  },
  {
    key: 'sys.account.chrtype',
    name: '用户管理-密码字符范围',
    value: '0',
    remark: '0 任意字符，1 仅数字，2 仅字母，3 字母和数字，4 字母、数字和特殊字符',
  },
];
