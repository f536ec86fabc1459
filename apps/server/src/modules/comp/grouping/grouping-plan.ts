import type { ReviewGroupBasis } from '../../../db/schema/review';

// Auto-grouping as a pure function (docs/grouping.md, docs/review.md section 3): the same entries
// and options give the same groups on any machine, whatever order the database answered in.

/** One application to be grouped, with what the buckets are made of. */
export interface GroupingCandidate {
  applicationId: number;
  code: string;
  categoryId: number | null;
  industry: string | null;
  /** The application's own region (a district, usually). */
  regionCode: string;
  orgId: number | null;
}

/** What the plan needs to know of the regions and the labels. */
export interface PlanLookups {
  /** Codes from the province down to the region itself (its chain); unknown codes: just itself. */
  chainOf(regionCode: string): string[];
  categoryName(categoryId: number | null): string;
  /** The group category's order in its track (unknown: after the known ones). */
  categoryOrder(categoryId: number | null): number;
  industryLabel(industry: string | null): string;
  /** The industry's order in its dictionary (unknown and none: last). */
  industryOrder(industry: string | null): number;
  regionName(regionCode: string | null): string;
}

export interface PlanOptions {
  by: 'industry' | 'region';
  regionLevel: 1 | 2 | 3;
  targetSize: number;
  /** Names the plan must not use (groups that are kept). */
  takenNames: ReadonlySet<string>;
}

export interface PlannedGroupOf<C extends GroupingCandidate = GroupingCandidate> {
  groupName: string;
  basis: ReviewGroupBasis;
  /** The group's scope region: the bucket's region by region, else the narrowest region holding all. */
  regionCode: string | null;
  /** The organisation all its applications share, else null. */
  orgId: number | null;
  /** In application code order. */
  members: C[];
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Code order by UTF-16 units, never the locale: the same on every machine. */
const byCode = (a: GroupingCandidate, b: GroupingCandidate) =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : a.applicationId - b.applicationId;

/** Sizes of ceil(n/t) groups differing by at most one, the larger first (7, 5 → 4, 3; 12, 5 → 4, 4, 4). */
export function groupSizes(n: number, target: number): number[] {
  if (n <= 0) return [];
  const count = Math.ceil(n / target);
  const base = Math.floor(n / count);
  const extra = n % count;
  return Array.from({ length: count }, (_, index) => base + (index < extra ? 1 : 0));
}

/** The region of the chain at a level (1 province, 2 city, 3 district), or the deepest one above it. */
export function regionAtLevel(chain: readonly string[], level: number): string {
  return chain[Math.min(level, chain.length) - 1];
}

/** The narrowest region whose subtree holds every chain; null when they share none. */
export function commonRegion(chains: readonly (readonly string[])[]): string | null {
  if (chains.length === 0) return null;
  let common: string | null = null;
  for (let depth = 0; ; depth += 1) {
    const code = chains[0][depth];
    if (code === undefined || chains.some((chain) => chain[depth] !== code)) return common;
    common = code;
  }
}

/** The organisation every candidate shares, else null. */
function commonOrg(members: readonly GroupingCandidate[]): number | null {
  const first = members[0]?.orgId ?? null;
  return members.every((member) => member.orgId === first) ? first : null;
}

interface Bucket<C> {
  categoryId: number | null;
  /** The industry, or the region at the chosen level. */
  part: string | null;
  members: C[];
}

/** Splits by group category × industry (or × region), then cuts each bucket into near-equal groups. */
export function planGroups<C extends GroupingCandidate>(
  candidates: readonly C[],
  options: PlanOptions,
  lookups: PlanLookups,
): PlannedGroupOf<C>[] {
  const buckets = new Map<string, Bucket<C>>();
  for (const candidate of [...candidates].sort(byCode)) {
    const part =
      options.by === 'industry'
        ? candidate.industry
        : regionAtLevel(lookups.chainOf(candidate.regionCode), options.regionLevel);
    const key = JSON.stringify([candidate.categoryId, part]);
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { categoryId: candidate.categoryId, part, members: [] };
      buckets.set(key, bucket);
    }
    bucket.members.push(candidate);
  }
  const partOrder = (part: string | null) =>
    options.by === 'industry' ? lookups.industryOrder(part) : Number.MAX_SAFE_INTEGER;
  const ordered = [...buckets.values()].sort(
    (a, b) =>
      lookups.categoryOrder(a.categoryId) - lookups.categoryOrder(b.categoryId) ||
      (a.categoryId ?? Number.MAX_SAFE_INTEGER) - (b.categoryId ?? Number.MAX_SAFE_INTEGER) ||
      partOrder(a.part) - partOrder(b.part) ||
      compareText(a.part ?? '\uffff', b.part ?? '\uffff'),
  );
  const taken = new Set(options.takenNames);
  const groups: PlannedGroupOf<C>[] = [];
  for (const bucket of ordered) {
    const label = options.by === 'industry' ? lookups.industryLabel(bucket.part) : lookups.regionName(bucket.part);
    const prefix = `${lookups.categoryName(bucket.categoryId)}·${label}`;
    let number = 0;
    let offset = 0;
    for (const size of groupSizes(bucket.members.length, options.targetSize)) {
      const members = bucket.members.slice(offset, offset + size);
      offset += size;
      // A kept group may hold the name already: take the next free number.
      do number += 1;
      while (taken.has(`${prefix}·${number}`));
      const groupName = `${prefix}·${number}`;
      taken.add(groupName);
      groups.push({
        groupName,
        basis:
          options.by === 'industry'
            ? { categoryId: bucket.categoryId, industry: bucket.part }
            : { categoryId: bucket.categoryId, regionCode: bucket.part },
        regionCode:
          options.by === 'region'
            ? bucket.part
            : commonRegion(members.map((member) => lookups.chainOf(member.regionCode))),
        orgId: commonOrg(members),
        members,
      });
    }
  }
  return groups;
}
