import {
  addRoadshowSession,
  checkInRoadshowSlot,
  controlRoadshow,
  drawRoadshowOrder,
  editRoadshowSession,
  getRoadshowBoard,
  getRoadshowPresenter,
  getRoadshowSession,
  getRoadshowStamp,
  listMyLiveRoadshows,
  listRoadshowDraws,
  listRoadshowEvents,
  listRoadshowSessions,
  markRoadshowAbsent,
  publishRoadshowResults,
  removeRoadshowSessions,
  setRoadshowOrder,
} from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { RoadshowControlService } from './roadshow-control.service';
import { RoadshowLiveService } from './roadshow-live.service';

const idsOf = (text: string) => text.split(',').map(Number);

/** Roadshows (路演, docs/roadshow.md). */
export const roadshowModule: AppModule = (app, ctx) => {
  const sessions = new RoadshowControlService(ctx);
  const live = new RoadshowLiveService(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);

  app.bindEndpoint(listMyLiveRoadshows, async ({ actor }) => ({ data: await live.mine(actor.userId) }));
  app.bindEndpoint(listRoadshowSessions, async ({ query, actor }) =>
    sessions.list(
      { ...query, stageId: query.stageId, status: query.status === '' ? undefined : query.status },
      await scope(actor),
    ),
  );
  app.bindEndpoint(getRoadshowSession, async ({ params, actor }) => ({
    data: await sessions.get(params.sessionId, await scope(actor)),
  }));
  app.bindEndpoint(addRoadshowSession, async ({ body, actor }) => ({
    data: { sessionId: await sessions.add(body, await scope(actor), actor.userName) },
  }));
  app.bindEndpoint(editRoadshowSession, async ({ body, actor }) => {
    await sessions.edit(body, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(removeRoadshowSessions, async ({ params, actor }) => {
    await sessions.remove(idsOf(params.sessionIds), await scope(actor));
    return {};
  });
  app.bindEndpoint(drawRoadshowOrder, async ({ params, body, actor }) => ({
    data: await sessions.draw(params.sessionId, body.seed, await scope(actor), actor.userName),
  }));
  app.bindEndpoint(setRoadshowOrder, async ({ params, body, actor }) => ({
    data: await sessions.setOrder(params.sessionId, body, await scope(actor), actor.userName),
  }));
  app.bindEndpoint(listRoadshowDraws, async ({ params, actor }) => ({
    data: await sessions.draws(params.sessionId, await scope(actor)),
  }));
  app.bindEndpoint(checkInRoadshowSlot, async ({ params, body, actor }) => {
    await sessions.checkIn(params.slotId, body.checkedIn, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(markRoadshowAbsent, async ({ params, body, actor }) => {
    await sessions.absent(params.slotId, body, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(controlRoadshow, async ({ params, body, actor }) => ({
    data: await sessions.control(params.sessionId, body, await scope(actor), actor.userName),
  }));
  app.bindEndpoint(publishRoadshowResults, async ({ params, actor }) => {
    await sessions.publish(params.sessionId, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(listRoadshowEvents, async ({ params, actor }) => ({
    data: await sessions.events(params.sessionId, await scope(actor)),
  }));
  app.bindEndpoint(getRoadshowStamp, async ({ params, actor }) => ({
    data: await live.stampFor(params.sessionId, actor, await scope(actor)),
  }));
  app.bindEndpoint(getRoadshowBoard, async ({ params, actor }) => ({
    data: await live.board(params.sessionId, await scope(actor)),
  }));
  app.bindEndpoint(getRoadshowPresenter, async ({ params, actor }) => ({
    data: await live.presenter(params.sessionId, await scope(actor)),
  }));
};
