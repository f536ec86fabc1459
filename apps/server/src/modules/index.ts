import { authModule } from './auth/auth.routes';
import { commonModule } from './common/common.routes';
import { appealModule } from './comp/appeal/appeal.routes';
import { applicationModule } from './comp/application/application.routes';
import { arbitrationModule } from './comp/arbitration/arbitration.routes';
import { auditModule } from './comp/audit/audit.routes';
import { awardModule } from './comp/award/award.routes';
import { certificateModule } from './comp/certificate/certificate.routes';
import { coiModule } from './comp/coi/coi.routes';
import { competitionModule } from './comp/competition/competition.routes';
import { expertModule } from './comp/expert/expert.routes';
import { expertGroupModule } from './comp/expert-group/expert-group.routes';
import { groupingModule } from './comp/grouping/grouping.routes';
import { holidayModule } from './comp/holiday/holiday.routes';
import { boardNoticeModule } from './comp/notice/board-notice.routes';
import { organisationModule } from './comp/organisation/organisation.routes';
import { promotionModule } from './comp/promotion/promotion.routes';
import { ratingModule } from './comp/rating/rating.routes';
import { regionModule } from './comp/region/region.routes';
import { reportModule } from './comp/report/report.routes';
import { retentionModule } from './comp/retention/retention.routes';
import { roadshowModule } from './comp/roadshow/roadshow.routes';
import { rubricModule } from './comp/rubric/rubric.routes';
import { scheduleModule } from './comp/schedule/schedule.routes';
import { scoringModule } from './comp/scoring/scoring.routes';
import { statisticsModule } from './comp/statistics/statistics.routes';
import { taskinfoModule } from './comp/taskinfo/taskinfo.routes';
import { upgradingModule } from './comp/upgrading/upgrading.routes';
import { formModule } from './flowable/form/form.routes';
import { healthModule } from './health/health.routes';
import { homeFiguresModule } from './index-figures/figures.routes';
import type { AppModule } from './module';
import { cacheMonitorModule } from './monitor/cache/cache.routes';
import { dataSourceMonitorModule } from './monitor/druid/druid.routes';
import { jobModule } from './monitor/job/job.routes';
import { jobLogModule } from './monitor/job-log/job-log.routes';
import { loginLogModule } from './monitor/logininfor/logininfor.routes';
import { onlineModule } from './monitor/online/online.routes';
import { operLogModule } from './monitor/operlog/oper-log.routes';
import { serverMonitorModule } from './monitor/server/server.routes';
import { portalAppealModule } from './portal/appeal/portal-appeal.routes';
import { portalApplicationModule } from './portal/application/portal-application.routes';
import { portalAuthModule } from './portal/auth/portal-auth.routes';
import { portalPublicModule } from './portal/public/portal-public.routes';
import { portalResultsModule } from './portal/results/portal-results.routes';
import { portalScheduleModule } from './portal/schedule/portal-schedule.routes';
import { smsModule } from './sms/sms.routes';
import { configModule } from './system/config/config.routes';
import { deptModule } from './system/dept/dept.routes';
import { dictModule } from './system/dict/dict.routes';
import { menuModule } from './system/menu/menu.routes';
import { noticeModule } from './system/notice/notice.routes';
import { postModule } from './system/post/post.routes';
import { registrationModule } from './system/registration/registration.routes';
import { roleModule } from './system/role/role.routes';
import { smsTemplateModule } from './system/sms/template/sms-template.routes';
import { sponsorModule } from './system/sponsor/sponsor.routes';
import { testClockModule } from './system/test-clock/test-clock.routes';
import { profileModule } from './system/user/profile/profile.routes';
import { userModule } from './system/user/user.routes';
import { swaggerModule } from './tool/swagger/swagger.routes';

/** Every module of the API, registered in this order under /prod-api. */
export const modules: AppModule[] = [
  healthModule,
  authModule,
  commonModule,
  smsModule,
  deptModule,
  dictModule,
  configModule,
  noticeModule,
  smsTemplateModule,
  postModule,
  userModule,
  profileModule,
  roleModule,
  menuModule,
  onlineModule,
  loginLogModule,
  operLogModule,
  cacheMonitorModule,
  serverMonitorModule,
  dataSourceMonitorModule,
  homeFiguresModule,
  jobModule,
  jobLogModule,
  swaggerModule,
  regionModule,
  organisationModule,
  competitionModule,
  applicationModule,
  auditModule,
  coiModule,
  statisticsModule,
  retentionModule,
  holidayModule,
  boardNoticeModule,
  registrationModule,
  sponsorModule,
  portalPublicModule,
  portalAuthModule,
  portalApplicationModule,
  portalResultsModule,
  groupingModule,
  expertModule,
  expertGroupModule,
  rubricModule,
  taskinfoModule,
  scoringModule,
  ratingModule,
  upgradingModule,
  promotionModule,
  testClockModule,
  awardModule,
  certificateModule,
  reportModule,
  arbitrationModule,
  roadshowModule,
  scheduleModule,
  appealModule,
  portalScheduleModule,
  portalAppealModule,
  formModule,
];
