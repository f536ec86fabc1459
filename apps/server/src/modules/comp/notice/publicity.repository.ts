import type { ObjectionDecision, ObjectionStatus, PublicitySubject } from '@cbo/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compApplication,
  compNotice,
  compObjection,
  compOrganisation,
  compPublicity,
  compTrack,
  type StoredAttachment,
} from '../../../db/schema';

const publicityColumns = {
  publicityId: compPublicity.publicityId,
  noticeId: compPublicity.noticeId,
  startAt: sql<string>`${compPublicity.startAt}`,
  endAt: sql<string>`${compPublicity.endAt}`,
  workingDays: compPublicity.workingDays,
  extendedDays: compPublicity.extendedDays,
  contact: compPublicity.contact,
  subject: sql<PublicitySubject>`${compPublicity.subject}`,
};
export type PublicityRecord = {
  publicityId: number;
  noticeId: number;
  startAt: string;
  endAt: string;
  workingDays: number;
  extendedDays: number;
  contact: string | null;
  subject: PublicitySubject;
};

export async function publicityOfNotice(database: Database, noticeId: number): Promise<PublicityRecord | undefined> {
  const [row] = await database
    .exec()
    .select(publicityColumns)
    .from(compPublicity)
    .where(eq(compPublicity.noticeId, noticeId));
  return row;
}

export async function findPublicity(database: Database, publicityId: number): Promise<PublicityRecord | undefined> {
  const [row] = await database
    .exec()
    .select(publicityColumns)
    .from(compPublicity)
    .where(eq(compPublicity.publicityId, publicityId));
  return row;
}

/** A window locked against deletion until the caller's transaction ends (for recording an objection). */
export async function lockedPublicity(database: Database, publicityId: number): Promise<PublicityRecord | undefined> {
  const [row] = await database
    .exec()
    .select(publicityColumns)
    .from(compPublicity)
    .where(eq(compPublicity.publicityId, publicityId))
    .for('share');
  return row;
}

export async function insertPublicity(
  database: Database,
  values: {
    noticeId: number;
    startAt: string;
    endAt: string;
    workingDays: number;
    contact: string | null;
    subject: PublicitySubject;
  },
  by: string,
): Promise<number | undefined> {
  const [row] = await database
    .exec()
    .insert(compPublicity)
    .values({ ...values, createBy: by })
    .onConflictDoNothing()
    .returning({ publicityId: compPublicity.publicityId });
  return row?.publicityId;
}

/** Moves the end of a window that still ends at `endAt` (compare-and-set against a parallel extension). */
export async function extendPublicity(
  database: Database,
  {
    publicityId,
    endAt,
    newEnd,
    days,
    by,
    at,
  }: { publicityId: number; endAt: string; newEnd: string; days: number; by: string; at: string },
): Promise<boolean> {
  const changed = await database
    .exec()
    .update(compPublicity)
    .set({
      endAt: newEnd,
      extendedDays: sql`${compPublicity.extendedDays} + ${days}`,
      updateBy: by,
      updateTime: at,
    })
    .where(and(eq(compPublicity.publicityId, publicityId), eq(compPublicity.endAt, endAt)))
    .returning({ id: compPublicity.publicityId });
  return changed.length > 0;
}

export interface ObjectionValues {
  publicityId: number;
  submitterType: string;
  realName: string;
  orgName: string | null;
  mobileEnc: string;
  mobileHash: string;
  mobileMask: string;
  content: string;
  attachments: StoredAttachment[];
  receivedAt: string;
  applicationId: number | null;
}

export async function insertObjection(database: Database, values: ObjectionValues, by: string): Promise<number> {
  const [row] = await database
    .exec()
    .insert(compObjection)
    .values({ ...values, createBy: by })
    .returning({ objectionId: compObjection.objectionId });
  return row.objectionId;
}

const objectionColumns = {
  objectionId: compObjection.objectionId,
  publicityId: compObjection.publicityId,
  submitterType: sql<'individual' | 'unit'>`${compObjection.submitterType}`,
  realName: compObjection.realName,
  orgName: compObjection.orgName,
  mobile: compObjection.mobileMask,
  content: compObjection.content,
  attachments: compObjection.attachments,
  status: sql<ObjectionStatus>`${compObjection.status}`,
  resolution: compObjection.resolution,
  receivedAt: sql<string>`${compObjection.receivedAt}`,
  handledBy: compObjection.handledBy,
  handledAt: compObjection.handledAt,
  applicationId: compObjection.applicationId,
  applicationCode: compApplication.code,
  projectName: compApplication.projectName,
  decision: sql<ObjectionDecision | null>`${compObjection.decision}`,
  decisionReason: compObjection.decisionReason,
  decidedBy: compObjection.decidedBy,
  decidedAt: compObjection.decidedAt,
};

export async function objectionsOf(database: Database, publicityId: number) {
  return database
    .exec()
    .select(objectionColumns)
    .from(compObjection)
    .leftJoin(compApplication, eq(compApplication.applicationId, compObjection.applicationId))
    .where(eq(compObjection.publicityId, publicityId))
    .orderBy(asc(compObjection.receivedAt), asc(compObjection.objectionId));
}

export async function findObjection(database: Database, objectionId: number) {
  const [row] = await database
    .exec()
    .select({
      objectionId: compObjection.objectionId,
      publicityId: compObjection.publicityId,
      status: compObjection.status,
      applicationId: compObjection.applicationId,
      decision: compObjection.decision,
    })
    .from(compObjection)
    .where(eq(compObjection.objectionId, objectionId));
  return row;
}

export async function moveObjection(
  database: Database,
  {
    objectionId,
    from,
    to,
    resolution,
    by,
    at,
  }: {
    objectionId: number;
    from: ObjectionStatus;
    to: ObjectionStatus;
    resolution: string | null;
    by: string;
    at: string;
  },
): Promise<boolean> {
  const changed = await database
    .exec()
    .update(compObjection)
    .set({
      status: to,
      // Accepting keeps the resolution empty until a decision; a decision writes it.
      ...(resolution !== null ? { resolution } : {}),
      handledBy: by,
      handledAt: at,
      updateBy: by,
      updateTime: at,
    })
    .where(and(eq(compObjection.objectionId, objectionId), inArray(compObjection.status, [from])))
    .returning({ id: compObjection.objectionId });
  return changed.length > 0;
}

/** Records the decision on an upheld objection once; false when it is not upheld or already decided. */
export async function decideObjection(
  database: Database,
  {
    objectionId,
    decision,
    reason,
    by,
    at,
  }: { objectionId: number; decision: ObjectionDecision; reason: string; by: string; at: string },
): Promise<boolean> {
  const changed = await database
    .exec()
    .update(compObjection)
    .set({ decision, decisionReason: reason, decidedBy: by, decidedAt: at, updateBy: by, updateTime: at })
    .where(
      and(
        eq(compObjection.objectionId, objectionId),
        eq(compObjection.status, 'upheld'),
        isNull(compObjection.decision),
      ),
    )
    .returning({ id: compObjection.objectionId });
  return changed.length > 0;
}

/**
 * The entries a qualification list shows: applications of the notice's edition (and tracks, none
 * meaning all) that passed the audit and are still in the competition (docs/applications.md,
 * Downstream: withdrawn and disqualified ones never appear).
 */
const QUALIFIED = ['approved', 'eliminated', 'awarded'];

function listedWhere(notice: { competitionId: number; trackIds: number[] }) {
  return and(
    eq(compApplication.competitionId, notice.competitionId),
    notice.trackIds.length > 0 ? inArray(compApplication.trackId, notice.trackIds) : undefined,
    inArray(compApplication.status, QUALIFIED),
  );
}

export async function qualifiedEntries(database: Database, notice: { competitionId: number; trackIds: number[] }) {
  return database
    .exec()
    .select({
      applicationId: compApplication.applicationId,
      code: compApplication.code,
      projectName: compApplication.projectName,
      trackName: compTrack.trackName,
      orgName: compOrganisation.orgName,
    })
    .from(compApplication)
    .innerJoin(compTrack, eq(compTrack.trackId, compApplication.trackId))
    .leftJoin(compOrganisation, eq(compOrganisation.orgId, compApplication.orgId))
    .where(listedWhere(notice))
    .orderBy(asc(compApplication.code));
}

/** Whether a qualification list of the notice lists the application. */
export async function isQualifiedEntry(
  database: Database,
  notice: { competitionId: number; trackIds: number[] },
  applicationId: number,
): Promise<boolean> {
  const rows = await database
    .exec()
    .select({ id: compApplication.applicationId })
    .from(compApplication)
    .where(and(eq(compApplication.applicationId, applicationId), listedWhere(notice)));
  return rows.length > 0;
}

/** The notice a window belongs to: its edition, tracks and state. */
export async function noticeOfWindow(database: Database, publicityId: number) {
  const [row] = await database
    .exec()
    .select({
      competitionId: compNotice.competitionId,
      trackIds: compNotice.trackIds,
      status: compNotice.status,
    })
    .from(compPublicity)
    .innerJoin(compNotice, eq(compNotice.noticeId, compPublicity.noticeId))
    .where(eq(compPublicity.publicityId, publicityId));
  return row;
}
