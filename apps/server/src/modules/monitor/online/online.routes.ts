import { forceLogout, listOnline } from '@cbo/contracts';
import type { AppModule } from '../../module';
import { forceLogout as endSessions } from './online.service';

export const onlineModule: AppModule = (app, ctx) => {
  app.bindEndpoint(listOnline, async ({ query }) => {
    const sessions = await ctx.sessions.online({ ipaddr: query.ipaddr?.trim(), userName: query.userName?.trim() });
    return {
      total: sessions.length,
      rows: sessions.map((session) => ({
        tokenId: session.tokenId,
        userName: session.userName,
        deptName: session.deptName,
        ipaddr: session.ipaddr,
        loginLocation: session.loginLocation,
        browser: session.browser,
        os: session.os,
        loginTime: session.loginTime,
        lastAccessTime: session.lastAccess,
      })),
    };
  });

  app.bindEndpoint(forceLogout, async ({ params, actor }) => {
    await endSessions(ctx.sessions, actor.userId, params.tokenIds.split(','));
    return {};
  });
};
