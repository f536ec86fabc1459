import type { Locale } from '../locale';

/**
 * Web texts of the monitoring pages: online users, the login log and the operation log (column
 * labels, buttons, confirmations and the operation detail dialog).
 */
export const monitorWebMessages = {
  'monitor.clean': { 'zh-CN': '清空', 'en-US': 'Clean' },
  'monitor.cleanOk': { 'zh-CN': '清空成功', 'en-US': 'The log is empty' },
  'monitor.costMs': { 'zh-CN': '{ms}毫秒', 'en-US': '{ms} ms' },
  'monitor.ipaddr': { 'zh-CN': '登录地址', 'en-US': 'Address' },
  'monitor.loginLocation': { 'zh-CN': '登录地点', 'en-US': 'Location' },
  'monitor.intranetIp': { 'zh-CN': '内网IP', 'en-US': 'Intranet IP' },
  'monitor.unknownLocation': { 'zh-CN': '未知', 'en-US': 'Unknown' },
  'monitor.browser': { 'zh-CN': '浏览器', 'en-US': 'Browser' },
  'monitor.os': { 'zh-CN': '操作系统', 'en-US': 'Operating system' },
  'monitor.userName': { 'zh-CN': '用户名称', 'en-US': 'User name' },

  'online.entity': { 'zh-CN': '会话', 'en-US': 'session' },
  'online.tokenId': { 'zh-CN': '会话编号', 'en-US': 'Session ID' },
  'online.userName': { 'zh-CN': '登录名称', 'en-US': 'User name' },
  'online.deptName': { 'zh-CN': '所属部门', 'en-US': 'Department' },
  'online.loginTime': { 'zh-CN': '登录时间', 'en-US': 'Logged in' },
  'online.lastAccessTime': { 'zh-CN': '最后访问', 'en-US': 'Last access' },
  'online.forceLogout': { 'zh-CN': '强退', 'en-US': 'Force logout' },
  'online.batchLogout': { 'zh-CN': '批量强退', 'en-US': 'Force logout' },
  'online.forceLogoutConfirm': {
    'zh-CN': '是否确认强退名称为"{name}"的用户？',
    'en-US': 'Force "{name}" to log out of this session?',
  },
  'online.batchLogoutConfirm': {
    'zh-CN': '是否确认强退选中的 {count} 个会话？',
    'en-US': 'Force the {count} chosen sessions to log out?',
  },
  'online.forceLogoutOk': { 'zh-CN': '强退成功', 'en-US': 'The session has ended' },

  'logininfor.entity': { 'zh-CN': '访问', 'en-US': 'login' },
  'logininfor.infoId': { 'zh-CN': '访问编号', 'en-US': 'ID' },
  'logininfor.status': { 'zh-CN': '登录状态', 'en-US': 'Result' },
  'logininfor.msg': { 'zh-CN': '操作信息', 'en-US': 'Message' },
  'logininfor.loginTime': { 'zh-CN': '登录日期', 'en-US': 'Time' },
  'logininfor.unlock': { 'zh-CN': '解锁', 'en-US': 'Unlock' },
  'logininfor.unlockConfirm': {
    'zh-CN': '是否确认解锁用户"{name}"数据项？',
    'en-US': 'Unlock the account "{name}"?',
  },
  'logininfor.unlockOk': { 'zh-CN': '用户{name}解锁成功', 'en-US': 'The account {name} is unlocked' },
  'logininfor.cleanConfirm': {
    'zh-CN': '是否确认清空所有登录日志数据项？',
    'en-US': 'Delete every record of the login log?',
  },

  'operlog.entity': { 'zh-CN': '日志', 'en-US': 'log' },
  'operlog.operId': { 'zh-CN': '日志编号', 'en-US': 'ID' },
  'operlog.title': { 'zh-CN': '系统模块', 'en-US': 'Module' },
  'operlog.businessType': { 'zh-CN': '操作类型', 'en-US': 'Type' },
  'operlog.operName': { 'zh-CN': '操作人员', 'en-US': 'Operator' },
  'operlog.deptName': { 'zh-CN': '部门名称', 'en-US': 'Department' },
  'operlog.operIp': { 'zh-CN': '操作地址', 'en-US': 'Address' },
  'operlog.operLocation': { 'zh-CN': '操作地点', 'en-US': 'Location' },
  'operlog.status': { 'zh-CN': '操作状态', 'en-US': 'Status' },
  'operlog.operTime': { 'zh-CN': '操作日期', 'en-US': 'Time' },
  'operlog.costTime': { 'zh-CN': '消耗时间', 'en-US': 'Duration' },
  'operlog.detail': { 'zh-CN': '详细', 'en-US': 'Details' },
  'operlog.detailTitle': { 'zh-CN': '操作日志详细', 'en-US': 'Operation details' },
  'operlog.module': { 'zh-CN': '操作模块', 'en-US': 'Module' },
  'operlog.operator': { 'zh-CN': '登录信息', 'en-US': 'Operator' },
  'operlog.operUrl': { 'zh-CN': '请求地址', 'en-US': 'URL' },
  'operlog.requestMethod': { 'zh-CN': '请求方式', 'en-US': 'HTTP method' },
  'operlog.method': { 'zh-CN': '操作方法', 'en-US': 'Endpoint' },
  'operlog.operParam': { 'zh-CN': '请求参数', 'en-US': 'Parameters' },
  'operlog.jsonResult': { 'zh-CN': '返回参数', 'en-US': 'Result' },
  'operlog.errorMsg': { 'zh-CN': '异常信息', 'en-US': 'Error' },
  'operlog.none': { 'zh-CN': '无', 'en-US': 'None' },
  'operlog.close': { 'zh-CN': '关闭', 'en-US': 'Close' },
  'operlog.cleanConfirm': {
    'zh-CN': '是否确认清空所有操作日志数据项？',
    'en-US': 'Delete every record of the operation log?',
  },
} as const satisfies Record<string, Record<Locale, string>>;
