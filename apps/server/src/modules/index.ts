import { authModule } from './auth/auth.routes';
import { commonModule } from './common/common.routes';
import { healthModule } from './health/health.routes';
import type { AppModule } from './module';
import { loginLogModule } from './monitor/logininfor/logininfor.routes';
import { onlineModule } from './monitor/online/online.routes';
import { operLogModule } from './monitor/operlog/oper-log.routes';
import { smsModule } from './sms/sms.routes';
import { configModule } from './system/config/config.routes';
import { deptModule } from './system/dept/dept.routes';
import { dictModule } from './system/dict/dict.routes';
import { menuModule } from './system/menu/menu.routes';
import { noticeModule } from './system/notice/notice.routes';
import { postModule } from './system/post/post.routes';
import { roleModule } from './system/role/role.routes';
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
  postModule,
  userModule,
  profileModule,
  roleModule,
  menuModule,
  onlineModule,
  loginLogModule,
  operLogModule,
  swaggerModule,
];
