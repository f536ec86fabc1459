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
import type { AppModule } from '../../module';
import * as repo from './notice.repository';
import { NoticeService } from './notice.service';

const ids = (list: string) => list.split(',').map(Number);

export const noticeModule: AppModule = (app, ctx) => {
  const notices = new NoticeService(ctx);

  app.bindEndpoint(listNotices, async ({ query }) => repo.listNotices(ctx.database, query, query));
  app.bindEndpoint(getNotice, async ({ params }) => ({ data: await notices.get(params.noticeId) }));
  app.bindEndpoint(addNotice, async ({ body, actor }) => {
    await notices.add(body, actor.userName, { session: actor });
    return {};
  });
  app.bindEndpoint(editNotice, async ({ body, actor }) => {
    const { noticeId, ...form } = body;
    await notices.edit(noticeId, form, actor.userName, { session: actor });
    return {};
  });
  app.bindEndpoint(removeNotices, async ({ params }) => {
    await notices.remove(ids(params.noticeIds));
    return {};
  });

  app.bindEndpoint(latestNotices, async ({ query, actor }) => notices.latest(actor.userId, query.limit));
  app.bindEndpoint(viewNotice, async ({ params, actor }) => ({
    data: await notices.view(actor.userId, params.noticeId),
  }));
  app.bindEndpoint(markNoticesRead, async ({ params, actor }) => {
    await notices.markRead(actor.userId, ids(params.noticeIds));
    return {};
  });
  app.bindEndpoint(markAllNoticesRead, async ({ actor }) => {
    await notices.markRead(actor.userId);
    return {};
  });
};
