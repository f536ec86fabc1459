import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, dateTime, delFlag, id, ref, remark, status } from './columns';

// Column names follow the reference platform's tables so its data can be imported as is. Ids
// start above the reference's seeded ids so seeded rows keep their explicit ids.

export const sysDept = pgTable(
  'sys_dept',
  {
    deptId: id('dept_id', 200),
    parentId: ref('parent_id').notNull().default(0),
    /** Comma-joined ids from the root down to the parent, e.g. "0,100,101". */
    ancestors: varchar('ancestors', { length: 500 }).notNull().default(''),
    deptName: varchar('dept_name', { length: 30 }).default(''),
    orderNum: integer('order_num').notNull().default(0),
    leader: varchar('leader', { length: 20 }),
    phone: varchar('phone', { length: 11 }),
    email: varchar('email', { length: 50 }),
    /** Region the department works for (comp_region), which a region-scoped role sees below. */
    regionCode: varchar('region_code', { length: 12 }),
    status: status(),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [index('sys_dept_parent_id_idx').on(t.parentId)],
);

export const sysUser = pgTable(
  'sys_user',
  {
    userId: id('user_id', 100),
    deptId: ref('dept_id'),
    userName: varchar('user_name', { length: 30 }).notNull(),
    nickName: varchar('nick_name', { length: 30 }).notNull(),
    /** '00' back-office user. */
    userType: varchar('user_type', { length: 2 }).notNull().default('00'),
    email: varchar('email', { length: 50 }).default(''),
    phonenumber: varchar('phonenumber', { length: 11 }).default(''),
    /** '0' male, '1' female, '2' unknown. */
    sex: char('sex', { length: 1 }).notNull().default('0'),
    avatar: varchar('avatar', { length: 100 }).default(''),
    /** argon2id, or a bcrypt hash imported from the reference until its next login. */
    password: varchar('password', { length: 200 }).notNull().default(''),
    status: status(),
    delFlag: delFlag(),
    loginIp: varchar('login_ip', { length: 128 }).default(''),
    loginDate: dateTime('login_date'),
    pwdUpdateDate: dateTime('pwd_update_date'),
    /** '1' = the user must change the password before doing anything else. */
    pwdChangeRequired: char('pwd_change_required', { length: 1 }).notNull().default('0'),
    /** Registration review: '0' approved (or never registered), '1' waiting, '2' rejected. */
    regStatus: char('reg_status', { length: 1 }).notNull().default('0'),
    /** Organisation the user belongs to (comp_organisation), for the organisation competition scope. */
    orgId: ref('org_id'),
    ...audit(),
    remark: remark(),
  },
  (t) => [
    // Deleted users keep their row, so a name can be reused once its holder is deleted.
    uniqueIndex('sys_user_user_name_uq').on(t.userName).where(sql`${t.delFlag} = '0'`),
    index('sys_user_dept_id_idx').on(t.deptId),
    // Exact mobile and email look-ups (uniqueness checks, imports).
    index('sys_user_phonenumber_idx').on(t.phonenumber),
    index('sys_user_email_idx').on(t.email),
    // Name and mobile fragments (lower(col) LIKE '%…%') in the user list, fast at 100,000 users.
    // On lower(...) rather than the column: PostgreSQL would otherwise also use these trigram
    // indexes for equality look-ups, which took seconds per 1,000 names during imports.
    index('sys_user_user_name_trgm_idx').using('gin', sql`lower(${t.userName}) gin_trgm_ops`),
    index('sys_user_phonenumber_trgm_idx').using('gin', sql`lower(${t.phonenumber}) gin_trgm_ops`),
    // The user list's live rows (docs/architecture.md#paged-lists): its count and its pages by id, by
    // status, by department and by creation time are index-only scans (once vacuumed) over live users.
    index('sys_user_live_idx').on(t.userId).where(sql`${t.delFlag} = '0' and ${t.userType} = '00'`),
    index('sys_user_live_status_idx').on(t.status, t.userId).where(sql`${t.delFlag} = '0' and ${t.userType} = '00'`),
    index('sys_user_live_dept_idx').on(t.deptId, t.userId).where(sql`${t.delFlag} = '0' and ${t.userType} = '00'`),
    index('sys_user_live_create_time_idx')
      .on(t.createTime, t.userId)
      .where(sql`${t.delFlag} = '0' and ${t.userType} = '00'`),
  ],
);

export const sysPost = pgTable(
  'sys_post',
  {
    postId: id('post_id', 10),
    postCode: varchar('post_code', { length: 64 }).notNull(),
    postName: varchar('post_name', { length: 50 }).notNull(),
    postSort: integer('post_sort').notNull().default(0),
    status: status(),
    ...audit(),
    remark: remark(),
  },
  (t) => [uniqueIndex('sys_post_post_code_uq').on(t.postCode)],
);

export const sysRole = pgTable(
  'sys_role',
  {
    roleId: id('role_id', 100),
    roleName: varchar('role_name', { length: 30 }).notNull(),
    roleKey: varchar('role_key', { length: 100 }).notNull(),
    roleSort: integer('role_sort').notNull().default(0),
    /** 1 all, 2 custom (sys_role_dept), 3 own department, 4 department and below, 5 self only. */
    dataScope: char('data_scope', { length: 1 }).notNull().default('1'),
    menuCheckStrictly: boolean('menu_check_strictly').notNull().default(true),
    deptCheckStrictly: boolean('dept_check_strictly').notNull().default(true),
    /** Competition scope (docs/competition-scope.md): 1 all, 2 region subtree, 3 organisation, 4 own. */
    compScope: char('comp_scope', { length: 1 }).notNull().default('4'),
    status: status(),
    delFlag: delFlag(),
    ...audit(),
    remark: remark(),
  },
  // Keys are unique without regard to case ("Admin" beside "admin"), as the role service checks.
  (t) => [uniqueIndex('sys_role_role_key_uq').on(sql`lower(${t.roleKey})`).where(sql`${t.delFlag} = '0'`)],
);

/** What the seed last wrote into the administrator-editable columns of a catalogue menu. */
export interface MenuSeedDefaults {
  title: string;
  titleEn?: string;
  order: number;
  visible: boolean;
  icon: string;
  /** Role keys the seed has granted this entry to once (docs/adr/0003-menu-catalogue-upsert.md). */
  granted?: string[];
}

export const sysMenu = pgTable(
  'sys_menu',
  {
    menuId: id('menu_id', 2000),
    /** Stable catalogue key; menus created by administrators get a generated one. */
    code: varchar('code', { length: 100 }).notNull(),
    menuName: varchar('menu_name', { length: 50 }).notNull(),
    /** en-US title; '' falls back to menu_name. */
    menuNameEn: varchar('menu_name_en', { length: 100 }).notNull().default(''),
    parentId: ref('parent_id').notNull().default(0),
    orderNum: integer('order_num').notNull().default(0),
    path: varchar('path', { length: 200 }).default(''),
    component: varchar('component', { length: 255 }),
    query: varchar('query', { length: 255 }),
    routeName: varchar('route_name', { length: 50 }).default(''),
    /** 1 internal route, 0 external link. */
    isFrame: integer('is_frame').notNull().default(1),
    /** 0 cached in tabs, 1 not cached. */
    isCache: integer('is_cache').notNull().default(0),
    /** M directory, C menu, F button. */
    menuType: char('menu_type', { length: 1 }).notNull().default(''),
    visible: char('visible', { length: 1 }).notNull().default('0'),
    status: status(),
    perms: varchar('perms', { length: 100 }),
    icon: varchar('icon', { length: 100 }).notNull().default('#'),
    /** Null for menus the catalogue does not own. */
    seedDefaults: jsonb('seed_defaults').$type<MenuSeedDefaults>(),
    ...audit(),
    remark: remark().default(''),
  },
  (t) => [uniqueIndex('sys_menu_code_uq').on(t.code), index('sys_menu_parent_id_idx').on(t.parentId)],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  { userId: ref('user_id').notNull(), roleId: ref('role_id').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_id_idx').on(t.roleId)],
);

export const sysUserPost = pgTable(
  'sys_user_post',
  { userId: ref('user_id').notNull(), postId: ref('post_id').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  { roleId: ref('role_id').notNull(), menuId: ref('menu_id').notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('sys_role_menu_menu_id_idx').on(t.menuId)],
);

export const sysRoleDept = pgTable(
  'sys_role_dept',
  { roleId: ref('role_id').notNull(), deptId: ref('dept_id').notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);

export const sysDictType = pgTable(
  'sys_dict_type',
  {
    dictId: id('dict_id', 100),
    dictName: varchar('dict_name', { length: 100 }).default(''),
    dictType: varchar('dict_type', { length: 100 }).notNull().default(''),
    status: status(),
    ...audit(),
    remark: remark(),
  },
  (t) => [uniqueIndex('sys_dict_type_dict_type_uq').on(t.dictType)],
);

export const sysDictData = pgTable(
  'sys_dict_data',
  {
    dictCode: id('dict_code', 100),
    dictSort: integer('dict_sort').notNull().default(0),
    dictLabel: varchar('dict_label', { length: 100 }).default(''),
    /** en-US label; '' falls back to dict_label. */
    dictLabelEn: varchar('dict_label_en', { length: 100 }).notNull().default(''),
    dictValue: varchar('dict_value', { length: 100 }).default(''),
    dictType: varchar('dict_type', { length: 100 }).notNull().default(''),
    cssClass: varchar('css_class', { length: 100 }),
    listClass: varchar('list_class', { length: 100 }),
    /** 'Y' preselected in forms. */
    isDefault: char('is_default', { length: 1 }).notNull().default('N'),
    status: status(),
    ...audit(),
    remark: remark(),
  },
  (t) => [index('sys_dict_data_dict_type_idx').on(t.dictType)],
);

export const sysConfig = pgTable(
  'sys_config',
  {
    configId: id('config_id', 100),
    configName: varchar('config_name', { length: 100 }).default(''),
    configKey: varchar('config_key', { length: 100 }).notNull().default(''),
    configValue: varchar('config_value', { length: 500 }).default(''),
    /** 'Y' built in (cannot be deleted), 'N' added by an administrator. */
    configType: char('config_type', { length: 1 }).notNull().default('N'),
    ...audit(),
    remark: remark(),
  },
  (t) => [uniqueIndex('sys_config_config_key_uq').on(t.configKey)],
);

export const sysNotice = pgTable('sys_notice', {
  noticeId: id('notice_id', 10),
  noticeTitle: varchar('notice_title', { length: 50 }).notNull(),
  /** '1' notice, '2' announcement. */
  noticeType: char('notice_type', { length: 1 }).notNull(),
  /** Sanitised HTML. */
  noticeContent: text('notice_content'),
  status: status(),
  ...audit(),
  remark: remark(255),
});

/** Who has read which notice (one row per user and notice, written when the user marks it read). */
export const sysNoticeRead = pgTable(
  'sys_notice_read',
  {
    readId: id('read_id', 100),
    noticeId: ref('notice_id').notNull(),
    userId: ref('user_id').notNull(),
    readTime: dateTime('read_time').defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_notice_read_user_notice_uq').on(t.userId, t.noticeId),
    index('sys_notice_read_notice_id_idx').on(t.noticeId),
  ],
);

export const sysLogininfor = pgTable(
  'sys_logininfor',
  {
    infoId: id('info_id', 100),
    userName: varchar('user_name', { length: 50 }).default(''),
    ipaddr: varchar('ipaddr', { length: 128 }).default(''),
    loginLocation: varchar('login_location', { length: 255 }).default(''),
    browser: varchar('browser', { length: 50 }).default(''),
    os: varchar('os', { length: 50 }).default(''),
    /** '0' success, '1' failure. */
    status: char('status', { length: 1 }).notNull().default('0'),
    msg: varchar('msg', { length: 255 }).default(''),
    loginTime: dateTime('login_time'),
  },
  (t) => [index('sys_logininfor_status_idx').on(t.status), index('sys_logininfor_login_time_idx').on(t.loginTime)],
);

export const sysOperLog = pgTable(
  'sys_oper_log',
  {
    operId: id('oper_id', 100),
    title: varchar('title', { length: 50 }).default(''),
    /** 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force logout, 8 generate, 9 clean. */
    businessType: integer('business_type').notNull().default(0),
    method: varchar('method', { length: 200 }).default(''),
    requestMethod: varchar('request_method', { length: 10 }).default(''),
    operatorType: integer('operator_type').notNull().default(0),
    operName: varchar('oper_name', { length: 50 }).default(''),
    deptName: varchar('dept_name', { length: 50 }).default(''),
    operUrl: varchar('oper_url', { length: 255 }).default(''),
    operIp: varchar('oper_ip', { length: 128 }).default(''),
    operLocation: varchar('oper_location', { length: 255 }).default(''),
    operParam: varchar('oper_param', { length: 2000 }).default(''),
    jsonResult: varchar('json_result', { length: 2000 }).default(''),
    /** 0 success, 1 failure. */
    status: integer('status').notNull().default(0),
    errorMsg: varchar('error_msg', { length: 2000 }).default(''),
    operTime: dateTime('oper_time'),
    costTime: bigint('cost_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('sys_oper_log_business_type_idx').on(t.businessType),
    index('sys_oper_log_status_idx').on(t.status),
    index('sys_oper_log_oper_time_idx').on(t.operTime),
  ],
);

/** Every text message sent, for staff: never the full mobile number, never the code. */
export const sysSmsLog = pgTable(
  'sys_sms_log',
  {
    smsId: id('sms_id', 100),
    /** `log` or `aliyun`. */
    provider: varchar('provider', { length: 20 }).notNull(),
    /** Masked: 138****0002. */
    mobile: varchar('mobile', { length: 20 }).notNull(),
    template: varchar('template', { length: 100 }).notNull(),
    /** Why it was sent, e.g. `login_code`. */
    purpose: varchar('purpose', { length: 30 }).notNull(),
    /** '0' accepted by the provider, '1' failed. */
    status: char('status', { length: 1 }).notNull(),
    /** The provider's message id (Alibaba Cloud BizId). */
    providerId: varchar('provider_id', { length: 100 }).default(''),
    errorMsg: varchar('error_msg', { length: 500 }).default(''),
    /** The text as rendered from its template, secret variables (codes) replaced by asterisks. */
    content: varchar('content', { length: 600 }).default(''),
    sendTime: dateTime('send_time'),
  },
  (t) => [index('sys_sms_log_send_time_idx').on(t.sendTime), index('sys_sms_log_status_idx').on(t.status)],
);

/** SMS templates (docs/sms-templates.md): one enabled template per purpose, except custom ones. */
export const sysSmsTemplate = pgTable(
  'sys_sms_template',
  {
    templateId: id('template_id', 100),
    templateName: varchar('template_name', { length: 50 }).notNull(),
    /** A key of smsPurposes in packages/contracts (`audit_approved`, ...). */
    purpose: varchar('purpose', { length: 30 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    contentEn: varchar('content_en', { length: 500 }).notNull().default(''),
    providerCode: varchar('provider_code', { length: 100 }).notNull().default(''),
    status: status(),
    ...audit(),
    remark: remark(),
  },
  (t) => [index('sys_sms_template_purpose_idx').on(t.purpose, t.status)],
);
