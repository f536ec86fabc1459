import {
  addExpertGroup,
  addExpertGroupMembers,
  drawExpertGroupMembers,
  editExpertGroup,
  getExpertGroup,
  getExpertGroupSummary,
  listExpertCandidates,
  listExpertGroupHistory,
  listExpertGroupMembers,
  listExpertGroupStages,
  listExpertGroups,
  removeExpertGroupMembers,
  removeExpertGroups,
  setExpertGroupLeader,
} from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { judgingStages } from './expert-group.repository';
import { ExpertGroupService } from './expert-group.service';
import { ExpertGroupMembersService } from './expert-group-members.service';

const ids = (text: string) => text.split(',').map(Number);

export const expertGroupModule: AppModule = (app, ctx) => {
  const groups = new ExpertGroupService(ctx);
  const members = new ExpertGroupMembersService({
    database: ctx.database,
    clock: ctx.clock,
    config: ctx.config,
    groups,
  });
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);

  app.bindEndpoint(listExpertGroupStages, async ({ query }) => ({
    data: await judgingStages(ctx.database, query.competitionId),
  }));
  app.bindEndpoint(listExpertGroups, async ({ query, actor }) => groups.list(query, await scope(actor), query));
  app.bindEndpoint(getExpertGroup, async ({ params, actor }) => ({
    data: await groups.get(params.expertGroupId, await scope(actor)),
  }));
  app.bindEndpoint(addExpertGroup, async ({ body, actor }) => {
    await groups.add(body, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(editExpertGroup, async ({ body, actor }) => {
    const { expertGroupId, ...values } = body;
    await groups.edit(expertGroupId, values, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(removeExpertGroups, async ({ params, actor }) => {
    await groups.remove(ids(params.expertGroupIds), await scope(actor));
    return {};
  });

  // The members page: comp:grouping:edit on every call (the descriptors say so).
  app.bindEndpoint(getExpertGroupSummary, async ({ params, actor }) => ({
    data: await members.summary(params.expertGroupId, await scope(actor)),
  }));
  app.bindEndpoint(listExpertGroupMembers, async ({ params, query, actor }) =>
    members.members(params.expertGroupId, await scope(actor), query.name, query),
  );
  app.bindEndpoint(removeExpertGroupMembers, async ({ params, actor }) => {
    await members.remove(params.expertGroupId, await scope(actor), ids(params.userIds), actor.userName);
    return {};
  });
  app.bindEndpoint(listExpertCandidates, async ({ params, query, actor, request }) => ({
    data: await members.candidates(params.expertGroupId, await scope(actor), query, request.locale),
  }));
  app.bindEndpoint(addExpertGroupMembers, async ({ params, body, actor }) => {
    await members.add(params.expertGroupId, await scope(actor), body.experts, actor.userName);
    return {};
  });
  app.bindEndpoint(drawExpertGroupMembers, async ({ params, body, actor, request }) => ({
    data: await members.draw(params.expertGroupId, await scope(actor), body, actor.userName, request.locale),
  }));
  app.bindEndpoint(setExpertGroupLeader, async ({ params, body, actor }) => {
    await members.leader(params.expertGroupId, await scope(actor), body.userId, actor.userName);
    return {};
  });
  app.bindEndpoint(listExpertGroupHistory, async ({ params, query, actor }) =>
    members.history(params.expertGroupId, await scope(actor), query),
  );
};
