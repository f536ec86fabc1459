import { type CoiDeclaration, type CoiDeclarationStatus, localize } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './coi-declarations.repository';

type Context = Pick<AppContext, 'database' | 'clock'>;

const statusWord = (status: CoiDeclarationStatus) => localize(`coi.status.${status}`);

function toWire(row: repo.DeclarationRow): CoiDeclaration {
  return {
    ...row,
    source: row.source === 'organiser' ? 'organiser' : 'expert',
    status: row.status as CoiDeclarationStatus,
  };
}

/**
 * Declared conflicts (docs/conflicts-of-interest.md): an expert declares one on an application with
 * a reason (pending until an organiser confirms or dismisses it, with a reason); an organiser may
 * also decide a pair directly, in force at once. Pending and confirmed ones feed the engine's
 * `declared` and `organiser_decision` rules; dismissed ones never do.
 */
export class CoiDeclarationService {
  constructor(private readonly ctx: Context) {}

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  async list(
    filter: repo.DeclarationFilter,
    plan: CompScopePlan,
    page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
  ) {
    const answer = await repo.listDeclarations(this.ctx.database, filter, plan, page);
    return { total: answer.total, rows: answer.rows.map(toWire) };
  }

  /**
   * The calling expert declares a conflict. Experts reach applications through their review tasks
   * (issue 32); until then any application of the current edition may be declared on.
   */
  async declare(
    caller: { userId: number; userName: string },
    body: { applicationId: number; reason: string },
  ): Promise<CoiDeclaration> {
    const { database } = this.ctx;
    const expert = await repo.expertOfUser(database, caller.userId);
    if (!expert) throw AppError.rule('coi.declare.notExpert');
    const application = await repo.applicationFor(database, body.applicationId, undefined);
    if (!application) throw AppError.invalid('applicationId', 'coi.applicationMissing');
    if (!application.current) throw AppError.invalid('applicationId', 'coi.declare.notCurrent');
    const id = await database.transaction(async () => {
      const pair = { expertId: expert.expertId, applicationId: body.applicationId, source: 'expert' as const };
      await repo.lockPair(database, pair);
      if (await repo.openDeclaration(database, pair))
        throw AppError.rule('coi.declare.repeated', { code: application.code });
      return repo.insertDeclaration(database, {
        ...pair,
        reason: body.reason,
        status: 'declared',
        by: caller.userName,
        at: this.now(),
      });
    });
    return toWire(await repo.declarationById(database, id));
  }

  async mine(userId: number): Promise<CoiDeclaration[]> {
    const expert = await repo.expertOfUser(this.ctx.database, userId);
    if (!expert) return [];
    return (await repo.declarationsOfExpert(this.ctx.database, expert.expertId)).map(toWire);
  }

  /**
   * Confirms or dismisses a pending declaration; a confirmed one (an organiser's decision too) may
   * later be dismissed. A dismissed one is final: the expert declares again if something changed.
   * Unknown or out-of-scope ids are refused alike (docs/competition-scope.md).
   */
  async decide(
    declarationId: number,
    body: { decision?: 'confirmed' | 'dismissed'; reason?: string | null },
    plan: CompScopePlan,
    by: string,
  ): Promise<CoiDeclaration> {
    const { database } = this.ctx;
    if (!(await repo.declarationInScope(database, declarationId, plan))) throw AppError.forbidden();
    const decision = body.decision;
    const reason = body.reason?.trim();
    if (!decision) throw AppError.invalid('decision', 'coi.decisionRequired');
    if (!reason) throw AppError.invalid('reason', 'coi.reasonRequired');
    await database.transaction(async () => {
      const current = await repo.lockDeclaration(database, declarationId);
      if (!current) throw AppError.forbidden();
      const status = current.status as CoiDeclarationStatus;
      const allowed = status === 'declared' || (status === 'confirmed' && decision === 'dismissed');
      if (!allowed)
        throw AppError.rule('coi.declaration.decided', { status: statusWord(status), decision: statusWord(decision) });
      await repo.decide(database, { declarationId, status: decision, reason, by, at: this.now() });
    });
    return toWire(await repo.declarationById(database, declarationId));
  }

  /** An organiser's decision that the expert stays away from the application: confirmed at once. */
  async recordDecision(
    body: { expertId: number; applicationId: number; reason: string },
    plan: CompScopePlan,
    by: string,
  ): Promise<CoiDeclaration> {
    const { database } = this.ctx;
    const name = await repo.expertName(database, body.expertId);
    if (name === undefined) throw AppError.invalid('expertId', 'coi.expertMissing');
    if (!(await repo.applicationFor(database, body.applicationId, undefined)))
      throw AppError.invalid('applicationId', 'coi.applicationMissing');
    const application = await repo.applicationFor(database, body.applicationId, plan);
    if (!application) throw AppError.forbidden();
    const id = await database.transaction(async () => {
      const pair = { expertId: body.expertId, applicationId: body.applicationId, source: 'organiser' as const };
      await repo.lockPair(database, pair);
      if (await repo.openDeclaration(database, pair))
        throw AppError.rule('coi.decision.repeated', { expert: name, code: application.code });
      return repo.insertDeclaration(database, {
        ...pair,
        reason: body.reason,
        status: 'confirmed',
        by,
        at: this.now(),
      });
    });
    return toWire(await repo.declarationById(database, id));
  }
}
