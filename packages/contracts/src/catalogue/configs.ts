// Built-in configuration keys (all config_type 'Y'). The seed inserts missing keys and never
// overwrites a value an administrator set. There is no shared initial password (sys.user.initPassword
// of the reference): staff type or generate each password, imports hand out one-time passwords.

export interface ConfigEntry {
  key: string;
  name: string;
  value: string;
  remark?: string;
  /**
   * The web's own settings (look, login-page switches), which any logged-in user may read by key
   * (GET /system/config/configKey/:key); every other key needs system:config:query.
   */
  public?: true;
}

export const configCatalogue: ConfigEntry[] = [
  {
    key: 'sys.index.skinName',
    public: true,
    name: '主框架页-默认皮肤样式名称',
    value: 'skin-blue',
    remark: '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow',
  },
  {
    key: 'sys.index.sideTheme',
    public: true,
    name: '主框架页-侧边栏主题',
    value: 'theme-dark',
    remark: '深色主题 theme-dark，浅色主题 theme-light',
  },
  {
    key: 'sys.account.captchaEnabled',
    public: true,
    name: '账号自助-验证码开关',
    value: 'true',
    remark: '是否开启验证码功能（true 开启，false 关闭）',
  },
  {
    key: 'sys.account.captchaType',
    public: true,
    name: '账号自助-验证码类型',
    value: 'math',
    remark: '验证码类型（math 算术，char 字符）',
  },
  {
    key: 'sys.account.captchaMathMax',
    name: '账号自助-算术验证码最大数',
    value: '99',
    remark: '算术验证码两个运算数的最大值（9 至 999，默认 99），越大可能的答案越多',
  },
  {
    key: 'sys.account.registerUser',
    public: true,
    name: '账号自助-是否开启用户注册功能',
    value: 'false',
    remark: '是否开启注册用户功能（true 开启，false 关闭）',
  },
  {
    key: 'sys.account.smsLoginEnabled',
    public: true,
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
    public: true,
    name: '用户管理-初始密码修改策略',
    value: '1',
    remark: '0 不提醒，1 提醒用户修改初始密码',
  },
  {
    key: 'sys.account.passwordValidateDays',
    public: true,
    name: '用户管理-账号密码更新周期',
    value: '0',
    remark: '密码有效天数，0 表示不限制',
  },
  {
    key: 'sys.account.chrtype',
    public: true,
    name: '用户管理-密码字符范围',
    value: '0',
    remark: '0 任意字符，1 仅数字，2 仅字母，3 字母和数字，4 字母、数字和特殊字符',
  },
  {
    key: 'comp.audit.resubmitLevel',
    name: '审核-重新提交的级别',
    value: 'first',
    remark: 'first 从第一级审核，returning 从退回的级别审核',
  },
  {
    key: 'sys.registration.autoApprove',
    name: '注册审核-自动通过的申请角色',
    value: '',
    remark: '逗号分隔的角色权限字符；只有报名者（participants）可以自动通过，工作人员角色总是人工审核',
  },
];

/** Keys any logged-in user may read by key; the rest need system:config:query. */
export const PUBLIC_CONFIG_KEYS: ReadonlySet<string> = new Set(
  configCatalogue.filter((entry) => entry.public).map((entry) => entry.key),
);
