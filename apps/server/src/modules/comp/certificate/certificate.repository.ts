import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compApplication,
  compApplicationMember,
  compAward,
  compAwardLevel,
  compCertificate,
  compCertificateRun,
  compCertificateTemplate,
  compCompetition,
  compCompetitionSponsor,
  compOrganisation,
  compSponsor,
} from '../../../db/schema';
import { pagedList } from '../../../lib/crud/paged-list';
import { type CompScopePlan, compScopeSql } from '../scope/comp-scope.repository';

// Certificates (docs/certificates.md): the template, runs, certificates and the facts they print.

const applicationScope = (plan: CompScopePlan) =>
  compScopeSql(plan, {
    region: compApplication.regionCode,
    organisation: compApplication.orgId,
    owner: compApplication.createBy,
  });

export async function competitionById(database: Database, competitionId: number) {
  const [row] = await database
    .exec()
    .select({ competitionId: compCompetition.competitionId, competitionName: compCompetition.competitionName })
    .from(compCompetition)
    .where(eq(compCompetition.competitionId, competitionId));
  return row;
}

/** The edition's first organiser (主办, sponsor role 1) by sort order, if any. */
export async function organiserName(database: Database, competitionId: number): Promise<string | undefined> {
  const [row] = await database
    .exec()
    .select({ name: compSponsor.sponsorName })
    .from(compCompetitionSponsor)
    .innerJoin(compSponsor, eq(compSponsor.sponsorId, compCompetitionSponsor.sponsorId))
    .where(and(eq(compCompetitionSponsor.competitionId, competitionId), eq(compSponsor.sponsorRole, '1')))
    .orderBy(asc(compSponsor.sort), asc(compSponsor.sponsorId))
    .limit(1);
  return row?.name;
}

export async function templateOf(database: Database, competitionId: number) {
  const [row] = await database
    .exec()
    .select()
    .from(compCertificateTemplate)
    .where(eq(compCertificateTemplate.competitionId, competitionId));
  return row;
}

export async function saveTemplate(
  database: Database,
  row: {
    competitionId: number;
    title: string;
    issuer: string;
    wording: string;
    sealPath: string | null;
    issueDate: string | null;
  },
  by: string,
  at: string,
) {
  await database
    .exec()
    .insert(compCertificateTemplate)
    .values({ ...row, createBy: by, createTime: at })
    .onConflictDoUpdate({
      target: compCertificateTemplate.competitionId,
      set: { ...row, updateBy: by, updateTime: at },
    });
}

/** Final awards of the edition without a current certificate (only `awardIds` when given). */
export async function awardsNeedingCertificates(database: Database, competitionId: number, awardIds?: number[]) {
  const rows = await database
    .exec()
    .select({ awardId: compAward.awardId })
    .from(compAward)
    .leftJoin(compCertificate, and(eq(compCertificate.awardId, compAward.awardId), isNull(compCertificate.revokedAt)))
    .where(
      and(
        eq(compAward.competitionId, competitionId),
        eq(compAward.status, 'final'),
        isNull(compCertificate.certificateId),
        awardIds ? inArray(compAward.awardId, awardIds) : undefined,
      ),
    )
    .orderBy(asc(compAward.awardId));
  return rows.map((row) => row.awardId);
}

/** Of `awardIds`, those that are final awards of the edition. */
export async function finalAwardsOf(database: Database, competitionId: number, awardIds: number[]) {
  if (awardIds.length === 0) return [];
  const rows = await database
    .exec()
    .select({ awardId: compAward.awardId })
    .from(compAward)
    .where(
      and(
        eq(compAward.competitionId, competitionId),
        eq(compAward.status, 'final'),
        inArray(compAward.awardId, awardIds),
      ),
    );
  return rows.map((row) => row.awardId);
}

/** What certificates print of each award: edition, project, organisation, level and members. */
export async function awardFacts(database: Database, awardIds: number[]) {
  if (awardIds.length === 0) return [];
  const rows = await database
    .exec()
    .select({
      awardId: compAward.awardId,
      status: compAward.status,
      competitionId: compAward.competitionId,
      applicationId: compAward.applicationId,
      edition: compCompetition.competitionName,
      projectName: compApplication.projectName,
      leaderName: compApplication.leaderName,
      orgName: compOrganisation.orgName,
      award: compAwardLevel.name,
    })
    .from(compAward)
    .innerJoin(compAwardLevel, eq(compAwardLevel.levelId, compAward.levelId))
    .innerJoin(compApplication, eq(compApplication.applicationId, compAward.applicationId))
    .innerJoin(compCompetition, eq(compCompetition.competitionId, compAward.competitionId))
    .leftJoin(compOrganisation, eq(compOrganisation.orgId, compApplication.orgId))
    .where(inArray(compAward.awardId, awardIds))
    .orderBy(asc(compAward.awardId));
  const members = await membersOf(
    database,
    rows.map((row) => row.applicationId),
  );
  return rows.map((row) => ({ ...row, members: members.get(row.applicationId) ?? [row.leaderName] }));
}
export type AwardFacts = Awaited<ReturnType<typeof awardFacts>>[number];

/** Names only (leader first, then the members in order): never ID numbers. */
export async function membersOf(database: Database, applicationIds: number[]) {
  const byApplication = new Map<number, string[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await database
    .exec()
    .select({ applicationId: compApplicationMember.applicationId, name: compApplicationMember.name })
    .from(compApplicationMember)
    .where(inArray(compApplicationMember.applicationId, applicationIds))
    .orderBy(asc(compApplicationMember.applicationId), asc(compApplicationMember.seq));
  for (const row of rows) {
    const names = byApplication.get(row.applicationId) ?? [];
    names.push(row.name);
    byApplication.set(row.applicationId, names);
  }
  return byApplication;
}

export async function codeTaken(database: Database, code: string): Promise<boolean> {
  const [row] = await database
    .exec()
    .select({ id: compCertificate.certificateId })
    .from(compCertificate)
    .where(eq(compCertificate.code, code));
  return row !== undefined;
}

export async function insertCertificate(
  database: Database,
  row: {
    awardId: number;
    code: string;
    fileKey: string;
    issuedAt: string;
    issuedBy: string;
    runId: number | null;
    replacesId: number | null;
  },
): Promise<number> {
  const [inserted] = await database
    .exec()
    .insert(compCertificate)
    .values(row)
    .returning({ certificateId: compCertificate.certificateId });
  return inserted.certificateId;
}

const certificateColumns = {
  certificateId: compCertificate.certificateId,
  awardId: compCertificate.awardId,
  code: compCertificate.code,
  fileKey: compCertificate.fileKey,
  issuedAt: compCertificate.issuedAt,
  issuedBy: compCertificate.issuedBy,
  revokedAt: compCertificate.revokedAt,
  revokeReason: compCertificate.revokeReason,
  replacesId: compCertificate.replacesId,
};

/** A certificate whose application is in the scope (undefined otherwise). */
export async function certificateInScope(database: Database, certificateId: number, plan: CompScopePlan, lock = false) {
  const query = database
    .exec()
    .select({ ...certificateColumns, awardStatus: compAward.status, competitionId: compAward.competitionId })
    .from(compCertificate)
    .innerJoin(compAward, eq(compAward.awardId, compCertificate.awardId))
    .innerJoin(compApplication, eq(compApplication.applicationId, compAward.applicationId))
    .where(and(eq(compCertificate.certificateId, certificateId), applicationScope(plan)));
  const [row] = lock ? await query.for('update', { of: compCertificate }) : await query;
  return row;
}

export async function awardInScope(database: Database, awardId: number, plan: CompScopePlan) {
  const [row] = await database
    .exec()
    .select({ awardId: compAward.awardId })
    .from(compAward)
    .innerJoin(compApplication, eq(compApplication.applicationId, compAward.applicationId))
    .where(and(eq(compAward.awardId, awardId), applicationScope(plan)));
  return row;
}

export async function certificatesOfAward(database: Database, awardId: number) {
  return database
    .exec()
    .select(certificateColumns)
    .from(compCertificate)
    .where(eq(compCertificate.awardId, awardId))
    .orderBy(desc(compCertificate.certificateId));
}

export async function revokeCertificate(
  database: Database,
  { certificateId, reason, by, at }: { certificateId: number; reason: string; by: string; at: string },
) {
  await database
    .exec()
    .update(compCertificate)
    .set({ revokedAt: at, revokedBy: by, revokeReason: reason })
    .where(and(eq(compCertificate.certificateId, certificateId), isNull(compCertificate.revokedAt)));
}

/** The facts the public verification shows for a code (any state). */
export async function certificateByCode(database: Database, code: string) {
  const [row] = await database
    .exec()
    .select({ ...certificateColumns, awardStatus: compAward.status })
    .from(compCertificate)
    .innerJoin(compAward, eq(compAward.awardId, compCertificate.awardId))
    .where(eq(compCertificate.code, code));
  return row;
}

// ---------------------------------------------------------------- runs

const runColumns = {
  runId: compCertificateRun.runId,
  competitionId: compCertificateRun.competitionId,
  status: compCertificateRun.status,
  total: compCertificateRun.total,
  done: compCertificateRun.done,
  failed: compCertificateRun.failed,
  error: compCertificateRun.error,
  zipKey: compCertificateRun.zipKey,
  startedBy: compCertificateRun.startedBy,
  startedAt: compCertificateRun.startedAt,
  finishedAt: compCertificateRun.finishedAt,
  heartbeatAt: compCertificateRun.heartbeatAt,
};
const runQuery = (database: Database) => database.exec().select(runColumns).from(compCertificateRun).$dynamic();
export type RunRow = Awaited<ReturnType<typeof runQuery>>[number];

/** Locks the edition's row so two starts of a run cannot both see none running. */
export async function lockCompetition(database: Database, competitionId: number) {
  await database
    .exec()
    .select({ id: compCompetition.competitionId })
    .from(compCompetition)
    .where(eq(compCompetition.competitionId, competitionId))
    .for('update');
}

/** Marks runs whose instance stopped beating (before `staleBefore`) as failed. */
export async function failStaleRuns(database: Database, staleBefore: string, error: string, at: string) {
  await database
    .exec()
    .update(compCertificateRun)
    .set({ status: 'failed', error, finishedAt: at })
    .where(and(eq(compCertificateRun.status, 'running'), lt(compCertificateRun.heartbeatAt, staleBefore)));
}

export async function runningRun(database: Database, competitionId: number) {
  const [row] = await database
    .exec()
    .select({ runId: compCertificateRun.runId })
    .from(compCertificateRun)
    .where(and(eq(compCertificateRun.competitionId, competitionId), eq(compCertificateRun.status, 'running')));
  return row;
}

export async function insertRun(
  database: Database,
  row: { competitionId: number; total: number; startedBy: string; startedAt: string; instance: string },
): Promise<number> {
  const [inserted] = await database
    .exec()
    .insert(compCertificateRun)
    .values({ ...row, status: 'running', heartbeatAt: row.startedAt })
    .returning({ runId: compCertificateRun.runId });
  return inserted.runId;
}

export async function updateRun(
  database: Database,
  runId: number,
  set: Partial<{
    status: string;
    done: number;
    failed: number;
    error: string | null;
    zipKey: string;
    finishedAt: string;
    heartbeatAt: string;
  }>,
) {
  await database.exec().update(compCertificateRun).set(set).where(eq(compCertificateRun.runId, runId));
}

export async function runById(database: Database, runId: number): Promise<RunRow | undefined> {
  const [row] = await runQuery(database).where(eq(compCertificateRun.runId, runId));
  return row;
}

export function listRuns(database: Database, competitionId: number, page: { pageNum: number; pageSize: number }) {
  const where = eq(compCertificateRun.competitionId, competitionId);
  return pagedList(database, {
    from: compCertificateRun,
    where,
    page,
    rows: ({ limit, offset }) =>
      runQuery(database).where(where).orderBy(desc(compCertificateRun.runId)).limit(limit).offset(offset),
  }) as Promise<{ total: number; rows: RunRow[] }>;
}

/** The certificates a run made, for its zip (code, project and file). */
export async function certificatesOfRun(database: Database, runId: number) {
  return database
    .exec()
    .select({ code: compCertificate.code, fileKey: compCertificate.fileKey, projectName: compApplication.projectName })
    .from(compCertificate)
    .innerJoin(compAward, eq(compAward.awardId, compCertificate.awardId))
    .innerJoin(compApplication, eq(compApplication.applicationId, compAward.applicationId))
    .where(eq(compCertificate.runId, runId))
    .orderBy(asc(compCertificate.certificateId));
}

// ---------------------------------------------------------------- for other modules (certificate.api.ts)

/** Revokes the current certificates of `awardIds` (disqualification); answers how many. */
export async function revokeCurrentOfAwards(
  database: Database,
  { awardIds, reason, by, at }: { awardIds: number[]; reason: string; by: string; at: string },
): Promise<number> {
  if (awardIds.length === 0) return 0;
  const revoked = await database
    .exec()
    .update(compCertificate)
    // A disqualification's reason may be longer than a certificate keeps (200).
    .set({ revokedAt: at, revokedBy: by, revokeReason: reason.slice(0, 200) })
    .where(and(inArray(compCertificate.awardId, awardIds), isNull(compCertificate.revokedAt)))
    .returning({ id: compCertificate.certificateId });
  return revoked.length;
}

/** The current certificate of each award that has one. */
export async function currentOfAwards(database: Database, awardIds: number[]) {
  if (awardIds.length === 0) return [];
  return database
    .exec()
    .select({
      awardId: compCertificate.awardId,
      certificateId: compCertificate.certificateId,
      code: compCertificate.code,
      fileKey: compCertificate.fileKey,
      issuedAt: compCertificate.issuedAt,
    })
    .from(compCertificate)
    .where(and(inArray(compCertificate.awardId, awardIds), isNull(compCertificate.revokedAt)));
}
