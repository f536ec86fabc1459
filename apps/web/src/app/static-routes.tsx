import { Navigate, type RouteObject } from 'react-router';
import type { TranslationKey } from '../core/i18n';
import { HOME_PATH } from '../core/routing/paths';
import { HOME_HANDLE, type RouteHandle } from '../core/routing/route-handle';
import { pageLazy } from './page-modules';

/** docs/web-client.md section 2: hidden routes guarded by a permission, shown under an active parent menu. */
export interface GuardedRoute {
  path: string;
  /** The page file under pages/ (docs/architecture.md#layout). */
  component: string;
  permissions: string[];
  digitParams: string[];
  titleKey: TranslationKey;
  activeMenu: string;
  /**
   * The menu to highlight instead for a user lacking `permission`, who does not see `activeMenu`
   * (an expert scoring sees 我的评审, not 任务信息).
   */
  activeMenuWithout?: { permission: string; activeMenu: string };
  noCache?: boolean;
  /** One tab for the route: a visit with other parameters replaces it (RouteHandle.singleTab). */
  singleTab?: boolean;
  /**
   * Registered for every user, so one without the permission lands on /401 instead of /404 (the
   * expert group members page, issue 31; the scoring page, issue 32); other guarded routes do not
   * exist for such a user.
   */
  unauthorizedPage?: boolean;
}

export const GUARDED_ROUTES: GuardedRoute[] = [
  {
    path: '/system/user-auth/role/:userId',
    component: 'system/user-auth/role',
    permissions: ['system:user:edit'],
    digitParams: ['userId'],
    titleKey: 'route.assignRoles',
    activeMenu: '/system/user',
  },
  {
    path: '/system/role-auth/user/:roleId',
    component: 'system/role-auth/user',
    permissions: ['system:role:edit'],
    digitParams: ['roleId'],
    titleKey: 'route.assignUsers',
    activeMenu: '/system/role',
  },
  {
    path: '/grouping/role-auth/user/:groId',
    component: 'grouping/role-auth/user',
    permissions: ['comp:grouping:edit'],
    digitParams: ['groId'],
    titleKey: 'route.assignExpertGroup',
    activeMenu: '/comp/grouping',
    noCache: true,
    unauthorizedPage: true,
  },
  {
    path: '/taskinfo/role-auth/detail/:proId/:taskId',
    component: 'taskinfo/role-auth/detail',
    permissions: ['comp:taskinfo:edit'],
    digitParams: ['proId', 'taskId'],
    titleKey: 'route.expertScoring',
    activeMenu: '/comp/taskinfo',
    activeMenuWithout: { permission: 'comp:taskinfo:list', activeMenu: '/comp/myReview' },
    noCache: true,
    singleTab: true,
    unauthorizedPage: true,
  },
  {
    path: '/schedule/roadshow/:sessionId',
    component: 'comp/schedule/roadshows/console',
    permissions: ['comp:schedule:query'],
    digitParams: ['sessionId'],
    titleKey: 'roadshowPage.route.console',
    activeMenu: '/comp/schedule',
  },
  {
    // The venue screen covers the layout (a portal): never kept hidden under another tab.
    path: '/schedule/roadshow/:sessionId/presenter',
    component: 'comp/schedule/roadshows/presenter',
    permissions: ['comp:schedule:query'],
    digitParams: ['sessionId'],
    titleKey: 'roadshowPage.route.presenter',
    activeMenu: '/comp/schedule',
    noCache: true,
  },
  {
    path: '/system/dict-data/index/:dictId',
    component: 'system/dict-data/index',
    permissions: ['system:dict:list'],
    digitParams: ['dictId'],
    titleKey: 'route.dictData',
    activeMenu: '/system/dict',
  },
  {
    path: '/monitor/job-log/index/:jobId',
    component: 'monitor/job-log/index',
    permissions: ['monitor:job:list'],
    digitParams: ['jobId'],
    titleKey: 'route.jobLog',
    activeMenu: '/monitor/job',
  },
  {
    path: '/comp/application/detail/:applicationId',
    component: 'comp/application/detail',
    permissions: ['comp:application:query'],
    digitParams: ['applicationId'],
    titleKey: 'route.applicationDetail',
    activeMenu: '/comp/application',
  },
  {
    path: '/tool/gen-edit/index/:tableId',
    component: 'tool/gen-edit/index',
    permissions: ['tool:gen:edit'],
    digitParams: ['tableId'],
    titleKey: 'route.genEdit',
    activeMenu: '/tool/gen',
  },
];

function page(path: string, component: string, handle: RouteHandle): RouteObject {
  return { path, handle, lazy: pageLazy(component) };
}

/** docs/web-client.md section 2's main layout routes; the menu routes from getRouters are added beside them. */
export const layoutRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={HOME_PATH} replace /> },
  page(HOME_PATH, 'index', HOME_HANDLE),
  { path: '/redirect/*', lazy: () => import('../pages/_core/redirect') },
  page('/user/profile', 'user/profile/index', { titleKey: 'shell.profile', hidden: true }),
  page('/flowable/definition/model', 'flowable/definition/model', { titleKey: 'route.processDesign', hidden: true }),
  // Both detail pages are a "process detail" in the spec; the titles tell the tabs apart.
  page('/flowable/task/finished/detail/index', 'flowable/task/finished/detail/index', {
    titleKey: 'route.finishedDetail',
    hidden: true,
  }),
  page('/flowable/task/myProcess/detail/index', 'flowable/task/myProcess/detail/index', {
    titleKey: 'route.myProcessDetail',
    hidden: true,
  }),
  page('/flowable/task/myProcess/send/index', 'flowable/task/myProcess/send/index', {
    titleKey: 'route.processStart',
    hidden: true,
  }),
  page('/flowable/task/todo/detail/index', 'flowable/task/todo/detail/index', {
    titleKey: 'route.processHandle',
    hidden: true,
  }),
  page('/tool/build/index', 'tool/build/index', { titleKey: 'route.formBuild', hidden: true }),
];
