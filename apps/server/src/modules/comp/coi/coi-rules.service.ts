import {
  COI_RULE_KINDS,
  type CoiRuleKind,
  type CoiRuleRow,
  type CoiRuleSet,
  type CoiSeverity,
  DEFAULT_COI_RULES,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import * as repo from './coi-rules.repository';

type Context = Pick<AppContext, 'database' | 'clock'>;

/** A set is shown in the defaults' order (blocking kinds first), whatever order it was saved in. */
const ORDER: readonly string[] = DEFAULT_COI_RULES.map((rule) => rule.kind);
const order = (kind: string) =>
  ORDER.includes(kind) ? ORDER.indexOf(kind) : ORDER.length + COI_RULE_KINDS.indexOf(kind as CoiRuleKind);
const isKind = (kind: string): kind is CoiRuleKind => COI_RULE_KINDS.includes(kind as CoiRuleKind);

/** The parameters a kind takes, and nothing else (a stored row may predate a change of kind). */
function paramsOf(kind: CoiRuleKind, params: Record<string, number>): CoiRuleRow['params'] {
  if (kind === 'same_region') {
    const level = params.regionLevel;
    return { regionLevel: level === 1 || level === 2 ? level : 3 };
  }
  if (kind === 'employer_within_years') return { years: params.years ?? 3 };
  return {};
}

function toRows(stored: readonly repo.StoredRule[]): CoiRuleRow[] {
  return stored
    .filter((rule) => isKind(rule.kind))
    .sort((a, b) => order(a.kind) - order(b.kind))
    .map((rule) => {
      const kind = rule.kind as CoiRuleKind;
      return {
        kind,
        severity: (rule.severity === 'block' ? 'block' : 'warn') satisfies CoiSeverity,
        params: paramsOf(kind, rule.params),
        enabled: rule.enabled === '1',
      };
    });
}

/**
 * An edition's rule set (docs/conflicts-of-interest.md). An edition never saved gets the defaults,
 * stored at its first read so that what the engine applies is always what the page shows; a kind
 * added to the catalogue later is stored with its default the same way.
 */
export async function storedRuleSet(ctx: Context, competitionId: number): Promise<CoiRuleSet> {
  const { database } = ctx;
  let stored = await repo.rulesOf(database, competitionId);
  const missing = DEFAULT_COI_RULES.filter((rule) => !stored.some((row) => row.kind === rule.kind));
  if (missing.length > 0) {
    if (!(await repo.competitionExists(database, competitionId))) throw AppError.rule('common.notFound');
    const at = formatDateTime(ctx.clock.now());
    await repo.upsertRules(database, { competitionId, rules: missing, by: '', at, onlyMissing: true });
    stored = await repo.rulesOf(database, competitionId);
  }
  const saved = stored
    .filter((row) => row.updateTime !== null)
    .sort((a, b) => String(b.updateTime).localeCompare(String(a.updateTime)))[0];
  return {
    competitionId,
    rules: toRows(stored),
    updateBy: saved?.updateBy ?? null,
    updateTime: saved?.updateTime ?? null,
  };
}

export class CoiRuleService {
  constructor(private readonly ctx: Context) {}

  ruleSet(competitionId: number): Promise<CoiRuleSet> {
    return storedRuleSet(this.ctx, competitionId);
  }

  /** Saves the whole set (validated by the contract: every kind once, the parameters of its kind). */
  async save(competitionId: number, rules: readonly CoiRuleRow[], by: string): Promise<CoiRuleSet> {
    return this.write(competitionId, rules, by);
  }

  async reset(competitionId: number, by: string): Promise<CoiRuleSet> {
    return this.write(competitionId, DEFAULT_COI_RULES, by);
  }

  private async write(competitionId: number, rules: readonly CoiRuleRow[], by: string): Promise<CoiRuleSet> {
    const { database } = this.ctx;
    if (!(await repo.competitionExists(database, competitionId))) throw AppError.rule('common.notFound');
    const at = formatDateTime(this.ctx.clock.now());
    const writes = rules.map((rule) => ({
      ...rule,
      params: paramsOf(rule.kind, rule.params as Record<string, number>),
    }));
    await database.transaction(() =>
      repo.upsertRules(database, { competitionId, rules: writes, by, at, onlyMissing: false }),
    );
    return storedRuleSet(this.ctx, competitionId);
  }
}
