import {
  decideCoiDeclaration,
  declareCoi,
  getCoiRules,
  listCoiDeclarations,
  listCoiOverrides,
  myCoiDeclarations,
  recordCoiDecision,
  resetCoiRules,
  saveCoiRules,
} from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { CoiDeclarationService } from './coi-declarations.service';
import { listOverrides } from './coi-overrides.repository';
import { CoiRuleService } from './coi-rules.service';

/** Conflicts of interest (docs/conflicts-of-interest.md): rule sets, declarations, the override log. */
export const coiModule: AppModule = (app, ctx) => {
  const rules = new CoiRuleService(ctx);
  const declarations = new CoiDeclarationService(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);

  app.bindEndpoint(getCoiRules, async ({ params }) => ({ data: await rules.ruleSet(params.competitionId) }));
  app.bindEndpoint(saveCoiRules, async ({ params, body, actor }) => ({
    data: await rules.save(params.competitionId, body.rules, actor.userName),
  }));
  app.bindEndpoint(resetCoiRules, async ({ params, actor }) => ({
    data: await rules.reset(params.competitionId, actor.userName),
  }));

  app.bindEndpoint(listCoiDeclarations, async ({ query, actor }) =>
    declarations.list(query, await scope(actor), query),
  );
  app.bindEndpoint(declareCoi, async ({ body, actor }) => ({ data: await declarations.declare(actor, body) }));
  app.bindEndpoint(myCoiDeclarations, async ({ actor }) => ({ data: await declarations.mine(actor.userId) }));
  app.bindEndpoint(decideCoiDeclaration, async ({ params, body, actor }) => ({
    data: await declarations.decide(params.declarationId, body, await scope(actor), actor.userName),
  }));
  app.bindEndpoint(recordCoiDecision, async ({ body, actor }) => ({
    data: await declarations.recordDecision(body, await scope(actor), actor.userName),
  }));

  // A read-only list of the module's own log: the route calls the repository (docs/architecture.md, Layers).
  app.bindEndpoint(listCoiOverrides, async ({ query, actor }) =>
    listOverrides(ctx.database, query, await scope(actor), query),
  );
};
