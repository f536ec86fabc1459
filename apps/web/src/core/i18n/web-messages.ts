import type { Locale } from '@cbo/contracts';

/** Page strings used only by the web app; wire and shared texts live in @cbo/contracts `messages`. */
export const webMessages = {
  'app.loading': { 'zh-CN': '正在加载…', 'en-US': 'Loading…' },
  'app.backHome': { 'zh-CN': '返回首页', 'en-US': 'Back to home' },
  'app.language': { 'zh-CN': '语言', 'en-US': 'Language' },
  'home.building': {
    'zh-CN': '管理后台正在建设中，更多功能即将上线。',
    'en-US': 'The back office is being built; more features are on the way.',
  },
  'home.health.title': { 'zh-CN': '服务状态', 'en-US': 'Service status' },
  'home.health.checking': { 'zh-CN': '正在检测服务状态…', 'en-US': 'Checking the service…' },
  'home.health.unreachable': { 'zh-CN': '无法获取服务状态', 'en-US': 'Service status unavailable' },
  'home.health.database': { 'zh-CN': '数据库', 'en-US': 'Database' },
  'home.health.cache': { 'zh-CN': '缓存', 'en-US': 'Cache' },
  'home.health.up': { 'zh-CN': '正常', 'en-US': 'up' },
  'home.health.down': { 'zh-CN': '异常', 'en-US': 'down' },
  'home.health.recheck': { 'zh-CN': '重新检测', 'en-US': 'Check again' },
  'page.404.subtitle': {
    'zh-CN': '抱歉，您访问的页面不存在。',
    'en-US': 'Sorry, the page you visited does not exist.',
  },
  'page.401.subtitle': {
    'zh-CN': '对不起，您没有访问权限，请不要进行非法操作！您可以返回主页面',
    'en-US': 'Sorry, you do not have access to this page. You can go back to the home page.',
  },
  'page.underConstruction.title': { 'zh-CN': '页面建设中', 'en-US': 'This page is under construction' },
  'page.underConstruction.subtitle': {
    'zh-CN': '该功能正在开发中，敬请期待。',
    'en-US': 'This feature is being built. Please check back later.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type WebMessageKey = keyof typeof webMessages;
