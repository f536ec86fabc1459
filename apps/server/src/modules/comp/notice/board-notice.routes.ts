import {
  addBoardNotice,
  addObjection,
  decideObjection,
  editBoardNotice,
  extendPublicity,
  getBoardNotice,
  getNoticePublicity,
  handleObjection,
  listBoardNotices,
  listObjections,
  listPublicityEntries,
  noticeTrackOptions,
  openPublicity,
  publishBoardNotice,
  removeBoardNotices,
  withdrawBoardNotice,
} from '@cbo/contracts';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import * as repo from './board-notice.repository';
import { BoardNoticeService } from './board-notice.service';
import { PublicityService } from './publicity.service';
import { publishNoticesTask } from './publish-notices.task';

/**
 * Competition notices (/comp/notice) with their 公示 windows and objections. Notices belong to an
 * edition and are read by everyone taking part, so lists are not narrowed by competition scope
 * (like the editions themselves); who may manage them is the permission.
 */
export const boardNoticeModule: AppModule = (app, ctx) => {
  const notices = new BoardNoticeService(ctx);
  const windows = new PublicityService(ctx);
  ctx.scheduler.registry.register(publishNoticesTask);

  app.bindEndpoint(listBoardNotices, async ({ query }) => repo.listNotices(ctx.database, query, query));
  app.bindEndpoint(noticeTrackOptions, async ({ params }) => ({
    data: await repo.trackOptions(ctx.database, params.competitionId),
  }));
  app.bindEndpoint(getBoardNotice, async ({ params }) => ({ data: await notices.get(params.noticeId) }));
  app.bindEndpoint(addBoardNotice, async ({ body, actor }) => ({
    data: { noticeId: await notices.add(body, actor.userName, { session: actor }) },
  }));
  app.bindEndpoint(editBoardNotice, async ({ body, actor }) => {
    const { noticeId, ...form } = body;
    await notices.edit(noticeId, form, actor.userName, { session: actor });
    return {};
  });
  app.bindEndpoint(removeBoardNotices, async ({ params }) => {
    await notices.remove(params.noticeIds.split(',').map(Number));
    return {};
  });
  app.bindEndpoint(publishBoardNotice, async ({ params, actor }) => ({
    data: { status: await notices.publish(params.noticeId, actor.userName) },
  }));
  app.bindEndpoint(withdrawBoardNotice, async ({ params, actor }) => {
    await notices.withdraw(params.noticeId, actor.userName);
    return {};
  });

  app.bindEndpoint(getNoticePublicity, async ({ params }) => ({ data: await windows.ofNotice(params.noticeId) }));
  app.bindEndpoint(openPublicity, async ({ params, body, actor }) => ({
    data: await windows.open(params.noticeId, body, actor.userName),
  }));
  app.bindEndpoint(extendPublicity, async ({ params, body, actor }) => ({
    data: await windows.extend(params.publicityId, body.workingDays, actor.userName),
  }));
  app.bindEndpoint(listObjections, async ({ params }) => ({ data: await windows.objections(params.publicityId) }));
  app.bindEndpoint(addObjection, async ({ params, body, actor }) => ({
    data: { objectionId: await windows.addObjection(params.publicityId, body, actor.userName, { session: actor }) },
  }));
  app.bindEndpoint(handleObjection, async ({ params, body, actor }) => {
    await windows.handle(params.objectionId, body.action, body.resolution, actor.userName);
    return {};
  });
  app.bindEndpoint(listPublicityEntries, async ({ params }) => ({ data: await windows.entries(params.publicityId) }));
  app.bindEndpoint(decideObjection, async ({ params, body, actor }) => {
    await windows.decide({
      objectionId: params.objectionId,
      form: body,
      actor,
      plan: await resolveCompScope(ctx.database, actor),
    });
    return {};
  });
};
