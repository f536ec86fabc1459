import type { CoiRuleKind, CoiSeverity } from '@cbo/contracts';

/**
 * The conflict-of-interest (回避) engine (docs/review.md section 4): a pure function of facts a
 * repository loads in bulk, so candidate lists, group membership, assignment, the scoring page and
 * third-review dispatch all decide a pair the same way. Block is absolute; warn needs a reason.
 */

export interface CoiRule {
  kind: CoiRuleKind;
  severity: CoiSeverity;
  /** `same_region`: 1 province, 2 city, 3 district. `employer_within_years`: how many years back. */
  params?: { regionLevel?: 1 | 2 | 3; years?: number };
}

export interface OrgFact {
  id: number | null;
  name: string;
  /** Parent organisations, nearest first. */
  ancestors: Array<{ id: number; name: string }>;
}

export type RegionPath = Partial<Record<1 | 2 | 3, { code: string; name: string }>>;

export interface ExpertFacts {
  userId: number;
  org: OrgFact | null;
  regions: RegionPath;
  idHash: string | null;
  mobileHash: string | null;
  relations: Array<{
    kind: 'employer' | 'mentored_org' | 'relative_org' | 'statement';
    orgId: number | null;
    orgName: string | null;
    /** YYYY-MM-DD; null: still there. */
    until: string | null;
  }>;
  /** Declarations not dismissed: the expert's own (pending or confirmed) and organisers' decisions. */
  declarations: Array<{ applicationId: number; source: 'expert' | 'organiser'; reason: string }>;
}

export interface ApplicationFacts {
  applicationId: number;
  org: OrgFact | null;
  regions: RegionPath;
  people: Array<{ role: 'leader' | 'member' | 'mentor'; idHash: string | null; mobileHash: string | null }>;
}

export interface CoiHit {
  kind: CoiRuleKind;
  severity: CoiSeverity;
  /** The values of the kind's reason text (coiReasonText in @cbo/contracts). */
  values: Record<string, string | number>;
}

const DEFAULT_YEARS = 3;

/** Every rule the pair hits, in the rule set's order. */
export function evaluateConflicts(
  expert: ExpertFacts,
  application: ApplicationFacts,
  rules: readonly CoiRule[],
  today: string,
): CoiHit[] {
  const hits: CoiHit[] = [];
  for (const rule of rules) {
    for (const values of matches(rule, expert, application, today))
      hits.push({ kind: rule.kind, severity: rule.severity, values });
  }
  return hits;
}

/** The strongest severity among hits: what the pair's verdict is. */
export function verdictOf(hits: readonly CoiHit[]): CoiSeverity | 'clear' {
  if (hits.some((hit) => hit.severity === 'block')) return 'block';
  return hits.length > 0 ? 'warn' : 'clear';
}

type Values = Record<string, string | number>;

function matches(rule: CoiRule, expert: ExpertFacts, app: ApplicationFacts, today: string): Values[] {
  switch (rule.kind) {
    case 'same_org':
      return expert.org && app.org && sameOrg(expert.org, app.org) ? [{ org: app.org.name }] : [];
    case 'same_parent_org': {
      if (!expert.org || !app.org || sameOrg(expert.org, app.org)) return [];
      const common = commonParent(expert.org, app.org);
      return common ? [{ org: common.name }] : [];
    }
    case 'same_region': {
      const level = rule.params?.regionLevel ?? 3;
      const mine = expert.regions[level];
      const theirs = app.regions[level];
      return mine && theirs && mine.code === theirs.code ? [{ region: theirs.name }] : [];
    }
    case 'mentor_or_member':
      return app.people
        .filter(
          (person) =>
            (expert.idHash !== null && person.idHash === expert.idHash) ||
            (expert.mobileHash !== null && person.mobileHash === expert.mobileHash),
        )
        .slice(0, 1)
        .map((person) => ({ role: person.role }));
    case 'employer_within_years': {
      const org = app.org;
      if (!org) return [];
      const years = rule.params?.years ?? DEFAULT_YEARS;
      const since = yearsBefore(today, years);
      return expert.relations
        .filter((r) => r.kind === 'employer' && (r.until === null || r.until >= since) && relationIs(r, org))
        .slice(0, 1)
        .map(() => ({ org: org.name, years }));
    }
    case 'declared_relation': {
      const org = app.org;
      if (!org) return [];
      return expert.relations
        .filter((r) => (r.kind === 'mentored_org' || r.kind === 'relative_org') && relationIs(r, org))
        .map((r) => ({ org: org.name, relation: r.kind }));
    }
    case 'declared':
    case 'organiser_decision': {
      const source = rule.kind === 'declared' ? 'expert' : 'organiser';
      return expert.declarations
        .filter((d) => d.source === source && d.applicationId === app.applicationId)
        .map((d) => ({ text: d.reason }));
    }
  }
}

/** Same organisation: by id when both are listed organisations, else by exact name (outside experts). */
function sameOrg(a: OrgFact, b: OrgFact): boolean {
  if (a.id !== null && b.id !== null) return a.id === b.id;
  return a.name.trim() !== '' && a.name.trim() === b.name.trim();
}

/** The nearest organisation both belong to (one may be the other's parent). */
function commonParent(a: OrgFact, b: OrgFact): { id: number; name: string } | undefined {
  const chainOf = (org: OrgFact) => [...(org.id === null ? [] : [{ id: org.id, name: org.name }]), ...org.ancestors];
  const theirs = new Set(chainOf(b).map((org) => org.id));
  return chainOf(a).find((org) => theirs.has(org.id));
}

function relationIs(relation: ExpertFacts['relations'][number], org: OrgFact): boolean {
  if (relation.orgId !== null && org.id !== null) return relation.orgId === org.id;
  return relation.orgName !== null && relation.orgName.trim() !== '' && relation.orgName.trim() === org.name.trim();
}

/** The date `years` before `today` (YYYY-MM-DD; 29 February falls back to the 28th). */
function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const day = m === 2 && d === 29 ? 28 : d;
  return `${String(y - years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
