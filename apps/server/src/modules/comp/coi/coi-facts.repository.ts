import { type CoiRuleSetting, DEFAULT_COI_RULES } from '@cbo/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compApplication,
  compApplicationMember,
  compCoiDeclaration,
  compCoiRule,
  compExpert,
  compExpertRelation,
  compOrganisation,
  compRegion,
  sysUser,
} from '../../../db/schema';
import type { PersonalDataCipher } from '../../../lib/personal-data';
import type { ApplicationFacts, ExpertFacts, OrgFact, RegionPath } from './coi-engine';

// The facts the conflict-of-interest engine decides on, loaded for many experts and applications in
// a few queries (docs/review.md section 4): organisations with their parents, region paths,
// people's digests, declared relations and declarations.

/** An edition's rule set as stored; an edition that never saved one has the defaults. */
export async function ruleSetOf(database: Database, competitionId: number): Promise<CoiRuleSetting[]> {
  const rows = await database
    .exec()
    .select()
    .from(compCoiRule)
    .where(eq(compCoiRule.competitionId, competitionId))
    .orderBy(asc(compCoiRule.ruleId));
  if (rows.length === 0) return DEFAULT_COI_RULES.map((rule) => ({ ...rule, params: { ...rule.params } }));
  return rows.map((row) => ({
    kind: row.kind as CoiRuleSetting['kind'],
    severity: row.severity as CoiRuleSetting['severity'],
    params: row.params as CoiRuleSetting['params'],
    enabled: row.enabled === '1',
  }));
}

export interface ExpertFactsRow extends ExpertFacts {
  expertId: number;
  name: string;
}

export async function expertFacts(
  database: Database,
  cipher: PersonalDataCipher,
  expertIds: readonly number[],
  applicationIds: readonly number[],
): Promise<Map<number, ExpertFactsRow>> {
  const ids = [...new Set(expertIds)];
  if (ids.length === 0) return new Map();
  const db = database.exec();
  const experts = await db
    .select({
      expertId: compExpert.expertId,
      userId: compExpert.userId,
      name: sysUser.nickName,
      mobile: sysUser.phonenumber,
      orgId: compExpert.orgId,
      orgName: compExpert.orgName,
      regionCode: compExpert.regionCode,
    })
    .from(compExpert)
    .innerJoin(sysUser, eq(sysUser.userId, compExpert.userId))
    .where(inArray(compExpert.expertId, ids));
  const relations = await db.select().from(compExpertRelation).where(inArray(compExpertRelation.expertId, ids));
  const apps = [...new Set(applicationIds)];
  const declarations =
    apps.length === 0
      ? []
      : await db
          .select()
          .from(compCoiDeclaration)
          .where(
            and(
              inArray(compCoiDeclaration.expertId, ids),
              inArray(compCoiDeclaration.applicationId, apps),
              ne(compCoiDeclaration.status, 'dismissed'),
            ),
          );
  const orgs = await organisationFacts(
    database,
    experts.flatMap((expert) => (expert.orgId === null ? [] : [expert.orgId])),
  );
  const regions = await regionPaths(
    database,
    experts.flatMap((expert) => (expert.regionCode ? [expert.regionCode] : [])),
  );
  const answer = new Map<number, ExpertFactsRow>();
  for (const expert of experts) {
    const org: OrgFact | null =
      expert.orgId !== null
        ? (orgs.get(expert.orgId) ?? null)
        : expert.orgName?.trim()
          ? { id: null, name: expert.orgName.trim(), ancestors: [] }
          : null;
    answer.set(expert.expertId, {
      expertId: expert.expertId,
      userId: expert.userId,
      name: expert.name,
      org,
      regions: expert.regionCode ? (regions.get(expert.regionCode) ?? {}) : {},
      // Experts keep no ID number; the mobile on their account finds them in a team.
      idHash: null,
      mobileHash: expert.mobile ? cipher.digest('mobile', expert.mobile) : null,
      relations: relations
        .filter((relation) => relation.expertId === expert.expertId)
        .map((relation) => ({
          kind: relation.kind as ExpertFacts['relations'][number]['kind'],
          orgId: relation.orgId,
          orgName: relation.orgName,
          until: relation.untilDate,
        })),
      declarations: declarations
        .filter((declaration) => declaration.expertId === expert.expertId && declaration.applicationId !== null)
        .map((declaration) => ({
          applicationId: declaration.applicationId as number,
          source: declaration.source === 'organiser' ? 'organiser' : 'expert',
          reason: declaration.reason,
        })),
    });
  }
  return answer;
}

export interface ApplicationFactsRow extends ApplicationFacts {
  code: string;
}

export async function applicationFacts(
  database: Database,
  cipher: PersonalDataCipher,
  applicationIds: readonly number[],
): Promise<Map<number, ApplicationFactsRow>> {
  const ids = [...new Set(applicationIds)];
  if (ids.length === 0) return new Map();
  const db = database.exec();
  const apps = await db
    .select({
      applicationId: compApplication.applicationId,
      code: compApplication.code,
      orgId: compApplication.orgId,
      regionCode: compApplication.regionCode,
      leaderIdHash: compApplication.leaderIdHash,
      leaderMobileHash: compApplication.leaderMobileHash,
      mentors: compApplication.mentors,
    })
    .from(compApplication)
    .where(inArray(compApplication.applicationId, ids));
  const members = await db
    .select({
      applicationId: compApplicationMember.applicationId,
      role: compApplicationMember.role,
      idHash: compApplicationMember.idHash,
    })
    .from(compApplicationMember)
    .where(inArray(compApplicationMember.applicationId, ids));
  const orgs = await organisationFacts(
    database,
    apps.flatMap((app) => (app.orgId === null ? [] : [app.orgId])),
  );
  const regions = await regionPaths(
    database,
    apps.map((app) => app.regionCode),
  );
  const answer = new Map<number, ApplicationFactsRow>();
  for (const app of apps) {
    const people: ApplicationFacts['people'] = [
      { role: 'leader', idHash: app.leaderIdHash, mobileHash: app.leaderMobileHash },
      ...members
        .filter((member) => member.applicationId === app.applicationId && member.role !== 'leader')
        .map((member) => ({ role: 'member' as const, idHash: member.idHash, mobileHash: null })),
      ...app.mentors.map((mentor) => ({
        role: 'mentor' as const,
        idHash: null,
        mobileHash: mentor.mobileEnc ? cipher.digest('mobile', cipher.open('mobile', mentor.mobileEnc)) : null,
      })),
    ];
    answer.set(app.applicationId, {
      applicationId: app.applicationId,
      code: app.code,
      org: app.orgId === null ? null : (orgs.get(app.orgId) ?? null),
      regions: regions.get(app.regionCode) ?? {},
      people,
    });
  }
  return answer;
}

/** Organisations with their parents, nearest first (parents are few levels deep: one query per level). */
async function organisationFacts(database: Database, orgIds: readonly number[]): Promise<Map<number, OrgFact>> {
  const db = database.exec();
  const rows = new Map<number, { name: string; parentId: number | null }>();
  let wanted = [...new Set(orgIds)];
  // A cycle cannot make this loop forever: an id already read is never asked again.
  while (wanted.length > 0) {
    const found = await db
      .select({ orgId: compOrganisation.orgId, name: compOrganisation.orgName, parentId: compOrganisation.parentId })
      .from(compOrganisation)
      .where(inArray(compOrganisation.orgId, wanted));
    for (const row of found) rows.set(row.orgId, { name: row.name, parentId: row.parentId });
    wanted = [
      ...new Set(found.flatMap((row) => (row.parentId !== null && !rows.has(row.parentId) ? [row.parentId] : []))),
    ];
  }
  const answer = new Map<number, OrgFact>();
  for (const id of new Set(orgIds)) {
    const row = rows.get(id);
    if (!row) continue;
    const ancestors: OrgFact['ancestors'] = [];
    const seen = new Set([id]);
    for (let at = row.parentId; at !== null && !seen.has(at); ) {
      const parent = rows.get(at);
      if (!parent) break;
      seen.add(at);
      ancestors.push({ id: at, name: parent.name });
      at = parent.parentId;
    }
    answer.set(id, { id, name: row.name, ancestors });
  }
  return answer;
}

/** Each region code's path: the province, city and district it lies in (itself at its own level). */
async function regionPaths(database: Database, codes: readonly string[]): Promise<Map<string, RegionPath>> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return new Map();
  const db = database.exec();
  const own = await db
    .select({ code: compRegion.regionCode, ancestors: compRegion.ancestors })
    .from(compRegion)
    .where(inArray(compRegion.regionCode, wanted));
  const all = new Set(wanted);
  for (const row of own) for (const code of row.ancestors.split(',').filter(Boolean)) all.add(code);
  const regions = await db
    .select({ code: compRegion.regionCode, name: compRegion.regionName, level: compRegion.level })
    .from(compRegion)
    .where(inArray(compRegion.regionCode, [...all]));
  const byCode = new Map(regions.map((region) => [region.code, region]));
  const answer = new Map<string, RegionPath>();
  for (const row of own) {
    const path: RegionPath = {};
    for (const code of [...row.ancestors.split(',').filter(Boolean), row.code]) {
      const region = byCode.get(code);
      const level = Number(region?.level);
      if (region && (level === 1 || level === 2 || level === 3)) path[level] = { code, name: region.name };
    }
    answer.set(row.code, path);
  }
  return answer;
}
