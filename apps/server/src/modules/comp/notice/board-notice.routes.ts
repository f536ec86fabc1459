import {
  addBoardNotice,
  addObjection,
  editBoardNotice,
  extendPublicity,
  getBoardNotice,
  getNoticePublicity,
  handleObjection,
  listBoardNotices,
  listObjections,
  noticeTrackOptions,
  openPublicity,
  publishBoardNotice,
  removeBoardNotices,
  withdrawBoardNotice,
} from '@cbo/contracts';
import type { FastifyRequest } from 'fastify';
import { staffReader as reader } from '../../common/file-access';
import type { AppModule } from '../../module';
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
  const who = (request: FastifyRequest) => request.session?.userName ?? '';
  ctx.scheduler.registry.register(publishNoticesTask);

  app.bindEndpoint(listBoardNotices, async ({ query }) => repo.listNotices(ctx.database, query, query));
  app.bindEndpoint(noticeTrackOptions, async ({ params }) => ({
    data: await repo.trackOptions(ctx.database, params.competitionId),
  }));
  app.bindEndpoint(getBoardNotice, async ({ params }) => ({ data: await notices.get(params.noticeId) }));
  app.bindEndpoint(addBoardNotice, async ({ body, request }) => ({
    data: { noticeId: await notices.add(body, who(request), reader(request)) },
  }));
  app.bindEndpoint(editBoardNotice, async ({ body, request }) => {
    const { noticeId, ...form } = body;
    await notices.edit(noticeId, form, who(request), reader(request));
    return {};
  });
  app.bindEndpoint(removeBoardNotices, async ({ params }) => {
    await notices.remove(params.noticeIds.split(',').map(Number));
    return {};
  });
  app.bindEndpoint(publishBoardNotice, async ({ params, request }) => ({
    data: { status: await notices.publish(params.noticeId, who(request)) },
  }));
  app.bindEndpoint(withdrawBoardNotice, async ({ params, request }) => {
    await notices.withdraw(params.noticeId, who(request));
    return {};
  });

  app.bindEndpoint(getNoticePublicity, async ({ params }) => ({ data: await windows.ofNotice(params.noticeId) }));
  app.bindEndpoint(openPublicity, async ({ params, body, request }) => ({
    data: await windows.open(params.noticeId, body, who(request)),
  }));
  app.bindEndpoint(extendPublicity, async ({ params, body, request }) => ({
    data: await windows.extend(params.publicityId, body.workingDays, who(request)),
  }));
  app.bindEndpoint(listObjections, async ({ params }) => ({ data: await windows.objections(params.publicityId) }));
  app.bindEndpoint(addObjection, async ({ params, body, request }) => ({
    data: { objectionId: await windows.addObjection(params.publicityId, body, who(request), reader(request)) },
  }));
  app.bindEndpoint(handleObjection, async ({ params, body, request }) => {
    await windows.handle(params.objectionId, body.action, body.resolution, who(request));
    return {};
  });
};
