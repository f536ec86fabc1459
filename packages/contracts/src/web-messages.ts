import type { Locale } from './locale';

/**
 * Page texts of the web app that are not in the spec and never cross the wire (labels, hints,
 * placeholders). Spec texts and server messages live in `messages`; the web looks a key up here
 * first, then there. `{name}` placeholders are filled the same way.
 */
export const webMessages = {
  'app.loading': { 'zh-CN': '正在加载…', 'en-US': 'Loading…' },
  'app.backHome': { 'zh-CN': '返回首页', 'en-US': 'Back to home' },
  'app.language': { 'zh-CN': '语言', 'en-US': 'Language' },
  'app.slogan': { 'zh-CN': '以赛促创 · 以创带就', 'en-US': 'Compete to create, create to grow' },
  'app.description': {
    'zh-CN': '报名、审核、分组、专家评审、晋级与公示，一站式管理整场大赛。',
    'en-US':
      'Applications, audit, grouping, expert review, promotion and publication: the whole competition in one place.',
  },
  'app.copyright': { 'zh-CN': '© {year} 创新创业大赛组委会', 'en-US': '© {year} Competition organising committee' },
  'home.building': {
    'zh-CN': '管理后台正在建设中，更多功能即将上线。',
    'en-US': 'The back office is being built; more features are on the way.',
  },
  'home.welcome': { 'zh-CN': '欢迎，{name}', 'en-US': 'Welcome, {name}' },
  'home.account': { 'zh-CN': '当前账号', 'en-US': 'Signed in as' },
  'home.roles': { 'zh-CN': '角色', 'en-US': 'Roles' },
  'home.menus': { 'zh-CN': '可用菜单', 'en-US': 'Your menus' },
  'home.noMenus': { 'zh-CN': '暂无可用菜单', 'en-US': 'No menus are available to you yet' },
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
  'login.title': { 'zh-CN': '欢迎登录', 'en-US': 'Welcome back' },
  'login.subtitle': { 'zh-CN': '请使用后台账号登录', 'en-US': 'Log in with your back-office account' },
  'login.mode': { 'zh-CN': '登录方式', 'en-US': 'Login method' },
  'login.mode.password': { 'zh-CN': '账号密码登录', 'en-US': 'Password login' },
  'login.mode.sms': { 'zh-CN': '短信验证码登录', 'en-US': 'SMS login' },
  'login.username': { 'zh-CN': '账号', 'en-US': 'Username' },
  'login.usernameRequired': { 'zh-CN': '请输入您的账号', 'en-US': 'Enter your username' },
  'login.password': { 'zh-CN': '密码', 'en-US': 'Password' },
  'login.passwordRequired': { 'zh-CN': '请输入您的密码', 'en-US': 'Enter your password' },
  'login.captcha': { 'zh-CN': '验证码', 'en-US': 'Captcha' },
  'login.captchaMathHint': { 'zh-CN': '请输入计算结果', 'en-US': 'Enter the result of the sum' },
  'login.captchaCharHint': { 'zh-CN': '请输入图中字符', 'en-US': 'Enter the characters in the picture' },
  'login.captchaRefresh': { 'zh-CN': '看不清？点击换一张', 'en-US': 'Hard to read? Click for a new one' },
  'login.captchaLoading': { 'zh-CN': '正在获取验证码', 'en-US': 'Loading the captcha' },
  'login.captchaFailed': { 'zh-CN': '获取失败，点击重试', 'en-US': 'Failed, click to retry' },
  'login.remember': { 'zh-CN': '记住账号', 'en-US': 'Remember my username' },
  'login.submit': { 'zh-CN': '登 录', 'en-US': 'Log in' },
  'login.submitting': { 'zh-CN': '登 录 中...', 'en-US': 'Logging in...' },
  'login.noAccount': { 'zh-CN': '还没有账号？', 'en-US': 'No account yet?' },
  'login.register': { 'zh-CN': '立即注册', 'en-US': 'Register now' },
  'login.mobile': { 'zh-CN': '手机号码', 'en-US': 'Mobile number' },
  'login.mobileRequired': { 'zh-CN': '请输入手机号码', 'en-US': 'Enter your mobile number' },
  'login.smsCode': { 'zh-CN': '短信验证码', 'en-US': 'SMS code' },
  'login.smsCodeRequired': { 'zh-CN': '请输入短信验证码', 'en-US': 'Enter the SMS code' },
  'login.sendCode': { 'zh-CN': '获取验证码', 'en-US': 'Send code' },
  'login.resendIn': { 'zh-CN': '{seconds} 秒后重新获取', 'en-US': 'Resend in {seconds} s' },
  'login.codeSent': {
    'zh-CN': '验证码已发送，请注意查收短信',
    'en-US': 'The code has been sent, please check your messages',
  },
  'login.sendCodeFirst': { 'zh-CN': '请先获取短信验证码', 'en-US': 'Ask for an SMS code first' },
  'register.title': { 'zh-CN': '注册账号', 'en-US': 'Create an account' },
  'register.subtitle': {
    'zh-CN': '注册后需经管理员审核方可登录',
    'en-US': 'An administrator reviews new accounts before they can log in',
  },
  'register.password': { 'zh-CN': '密码', 'en-US': 'Password' },
  'register.confirmPassword': { 'zh-CN': '确认密码', 'en-US': 'Confirm password' },
  'register.confirmPasswordRequired': { 'zh-CN': '请再次输入您的密码', 'en-US': 'Enter your password again' },
  'register.submit': { 'zh-CN': '注 册', 'en-US': 'Register' },
  'register.submitting': { 'zh-CN': '注 册 中...', 'en-US': 'Registering...' },
  'register.haveAccount': { 'zh-CN': '已有账号？', 'en-US': 'Already have an account?' },
  'register.toLogin': { 'zh-CN': '立即登录', 'en-US': 'Log in' },
  'register.done': { 'zh-CN': '注册成功', 'en-US': 'Registered' },
  'route.assignRoles': { 'zh-CN': '分配角色', 'en-US': 'Assign roles' },
  'route.assignUsers': { 'zh-CN': '分配用户', 'en-US': 'Assign users' },
  'route.assignExpertGroup': { 'zh-CN': '分配专家组', 'en-US': 'Assign expert group' },
  'route.expertScoring': { 'zh-CN': '专家评分', 'en-US': 'Expert scoring' },
  'route.dictData': { 'zh-CN': '字典数据', 'en-US': 'Dictionary data' },
  'route.jobLog': { 'zh-CN': '调度日志', 'en-US': 'Schedule log' },
  'route.genEdit': { 'zh-CN': '修改生成配置', 'en-US': 'Edit generator config' },
  'route.processDesign': { 'zh-CN': '流程设计', 'en-US': 'Process design' },
  'route.processDetail': { 'zh-CN': '流程详情', 'en-US': 'Process detail' },
  'route.processStart': { 'zh-CN': '发起流程', 'en-US': 'Start a process' },
  'route.processHandle': { 'zh-CN': '流程办理', 'en-US': 'Handle the process' },
  'route.formBuild': { 'zh-CN': '表单配置', 'en-US': 'Form configuration' },
} as const satisfies Record<string, Record<Locale, string>>;

export type WebMessageKey = keyof typeof webMessages;

export function isWebMessageKey(value: string): value is WebMessageKey {
  return Object.hasOwn(webMessages, value);
}
