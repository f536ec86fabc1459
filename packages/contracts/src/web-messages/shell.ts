import type { Locale } from '../locale';

/**
 * Web texts of the layout (navbar, sidebar, settings drawer), the home page and the error pages
 * that the spec does not quote; the spec's own shell texts live in `messages` (`shell.*`, `client.*`).
 */
export const shellWebMessages = {
  'app.goBack': { 'zh-CN': '返回上一页', 'en-US': 'Go back' },
  // The sidebar's logo title: the full name in Chinese; in English, a name that fits on two lines
  // (the spec's logo title "means" the competition management system; the page title keeps the full name).
  'shell.logoTitle': { 'zh-CN': '创新创业大赛管理系统', 'en-US': 'Competition Management System' },
  'shell.menu': { 'zh-CN': '导航菜单', 'en-US': 'Navigation' },
  'shell.sidebar.expand': { 'zh-CN': '展开菜单', 'en-US': 'Expand the menu' },
  'shell.sidebar.collapse': { 'zh-CN': '收起菜单', 'en-US': 'Collapse the menu' },
  'shell.breadcrumb': { 'zh-CN': '当前位置', 'en-US': 'You are here' },
  'shell.fullscreen.enter': { 'zh-CN': '全屏', 'en-US': 'Full screen' },
  'shell.fullscreen.exit': { 'zh-CN': '退出全屏', 'en-US': 'Exit full screen' },
  'shell.size': { 'zh-CN': '布局大小', 'en-US': 'Size' },
  'shell.sourceCode': { 'zh-CN': '源码地址', 'en-US': 'Source code' },
  'shell.docs': { 'zh-CN': '文档地址', 'en-US': 'Documentation' },
  'shell.moreActions': { 'zh-CN': '更多操作', 'en-US': 'More Actions' },
  'shell.userMenu': { 'zh-CN': '{name} 的账号菜单', 'en-US': 'Account menu of {name}' },
  'shell.tagsView': { 'zh-CN': '已打开的页面', 'en-US': 'Open pages' },
  'shell.settings.sideTheme': { 'zh-CN': '侧边栏风格', 'en-US': 'Sidebar style' },
  'shell.settings.themeDark': { 'zh-CN': '深色侧边栏', 'en-US': 'Dark sidebar' },
  'shell.settings.themeLight': { 'zh-CN': '浅色侧边栏', 'en-US': 'Light sidebar' },
  'shell.settings.themeColor': { 'zh-CN': '主题颜色', 'en-US': 'Theme colour' },
  'shell.settings.presetColor': { 'zh-CN': '主题颜色 {color}', 'en-US': 'Theme colour {color}' },
  'shell.settings.customColor': { 'zh-CN': '自定义颜色', 'en-US': 'Custom colour' },
  'home.profile': { 'zh-CN': '个人信息', 'en-US': 'My profile' },
  'home.recentLogins': { 'zh-CN': '最近登录', 'en-US': 'Recent logins' },
  'home.recentLogins.success': { 'zh-CN': '成功', 'en-US': 'succeeded' },
  'home.recentLogins.failure': { 'zh-CN': '失败', 'en-US': 'failed' },
  'home.recentLogins.empty': { 'zh-CN': '暂无登录记录', 'en-US': 'No logins recorded yet' },
  'home.recentLogins.all': { 'zh-CN': '全部登录日志', 'en-US': 'Whole login log' },
  'home.notices': { 'zh-CN': '最新公告', 'en-US': 'Latest notices' },
  'home.notices.empty': { 'zh-CN': '暂无公告', 'en-US': 'No notices yet' },
  'home.notices.system': { 'zh-CN': '系统通知', 'en-US': 'System notice' },
  'home.notices.comp': { 'zh-CN': '大赛公告', 'en-US': 'Competition notice' },
} as const satisfies Record<string, Record<Locale, string>>;
