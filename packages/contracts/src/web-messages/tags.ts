import type { Locale } from '../locale';

/** Web texts of the tags view, menu search, top navigation and the API explorer. */
export const tagsWebMessages = {
  'tags.close': { 'zh-CN': '关闭 {title}', 'en-US': 'Close {title}' },
  'tags.menu': { 'zh-CN': '{title} 的操作', 'en-US': 'Actions of {title}' },
  'search.open': { 'zh-CN': '搜索菜单', 'en-US': 'Search the menus' },
  'search.placeholder': { 'zh-CN': '搜索菜单', 'en-US': 'Search the menus' },
  'search.empty': { 'zh-CN': '没有匹配的菜单', 'en-US': 'No menu matches' },
  'topNav.label': { 'zh-CN': '顶部菜单', 'en-US': 'Top menu' },
  'swagger.loading': { 'zh-CN': '正在加载接口文档...', 'en-US': 'Loading the API document...' },
  'swagger.failed': { 'zh-CN': '接口文档加载失败', 'en-US': 'The API document could not be loaded' },
  'swagger.retry': { 'zh-CN': '重新加载', 'en-US': 'Load again' },
} as const satisfies Record<string, Record<Locale, string>>;
