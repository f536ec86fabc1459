import type { ObjectionStatus } from '@cbo/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compObjection, compPublicity, type StoredAttachment } from '../../../db/schema';

const publicityColumns = {
  publicityId: compPublicity.publicityId,
  noticeId: compPublicity.noticeId,
  startAt: sql<string>`${compPublicity.startAt}`,
  endAt: sql<string>`${compPublicity.endAt}`,
  workingDays: compPublicity.workingDays,
  extendedDays: compPublicity.extendedDays,
  contact: compPublicity.contact,
};
export type PublicityRecord = {
  publicityId: number;
  noticeId: number;
  startAt: string;
  endAt: string;
  workingDays: number;
  extendedDays: number;
  contact: string | null;
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
  values: { noticeId: number; startAt: string; endAt: string; workingDays: number; contact: string | null },
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
};

export async function objectionsOf(database: Database, publicityId: number) {
  return database
    .exec()
    .select(objectionColumns)
    .from(compObjection)
    .where(eq(compObjection.publicityId, publicityId))
    .orderBy(asc(compObjection.receivedAt), asc(compObjection.objectionId));
}

export async function findObjection(database: Database, objectionId: number) {
  const [row] = await database
    .exec()
    .select({ objectionId: compObjection.objectionId, status: compObjection.status })
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
