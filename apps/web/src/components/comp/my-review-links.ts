/** The 我的评审 menu's page (packages/contracts/src/catalogue/competition-menus.ts, comp.myReview). */
export const MY_REVIEW_PATH = '/comp/myReview';

/** The 我的评审 list showing one task's assignments (the page reads `taskId` from the address). */
export const myReviewOfTask = (taskId: number) => `${MY_REVIEW_PATH}?taskId=${taskId}`;

/**
 * The expert's scoring page of one assignment: the spec's hidden route
 * `/taskinfo/role-auth/detail/:proId/:taskId` (the application, then the task; app/static-routes.tsx).
 */
export const scoringPath = (applicationId: number, taskId: number) =>
  `/taskinfo/role-auth/detail/${applicationId}/${taskId}`;
