import {
  addNotice,
  editNotice,
  getNotice,
  latestNotices,
  listNotices,
  markAllNoticesRead,
  markNoticesRead,
  removeNotices,
  viewNotice,
} from '@cbo/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { staffReader } from '../../common/file-access';
import type { AppModule } from '../../module';
import * as repo from './notice.repository';
import { NoticeService } from './notice.service';

const ids = (list: string) => list.split(',').map(Number);

export const noticeModule: AppModule = (app, ctx) => {
  const notices = new NoticeService(ctx.database, ctx.clock, ctx.files);
  const who = (request: FastifyRequest) => request.session?.userName ?? '';
  // Routes with `login` access always have a session; the check keeps the type honest.
  const reader = (request: FastifyRequest) => {
    if (!request.session) throw AppError.unauthenticated(request.url);
    return request.session.userId;
  };

  app.bindEndpoint(listNotices, async ({ query }) => repo.listNotices(ctx.database, query, query));
  app.bindEndpoint(getNotice, async ({ params }) => ({ data: await notices.get(params.noticeId) }));
  app.bindEndpoint(addNotice, async ({ body, request }) => {
    await notices.add(body, who(request), staffReader(request));
    return {};
  });
  app.bindEndpoint(editNotice, async ({ body, request }) => {
    const { noticeId, ...form } = body;
    await notices.edit(noticeId, form, who(request), staffReader(request));
    return {};
  });
  app.bindEndpoint(removeNotices, async ({ params }) => {
    await notices.remove(ids(params.noticeIds));
    return {};
  });

  app.bindEndpoint(latestNotices, async ({ query, request }) => notices.latest(reader(request), query.limit));
  app.bindEndpoint(viewNotice, async ({ params, request }) => ({
    data: await notices.view(reader(request), params.noticeId),
  }));
  app.bindEndpoint(markNoticesRead, async ({ params, request }) => {
    await notices.markRead(reader(request), ids(params.noticeIds));
    return {};
  });
  app.bindEndpoint(markAllNoticesRead, async ({ request }) => {
    await notices.markRead(reader(request));
    return {};
  });
};
