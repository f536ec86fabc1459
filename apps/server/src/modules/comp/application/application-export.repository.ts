import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compApplication, compApplicationEvent, compTrack } from '../../../db/schema';

// The reads of the whole-application export (docs/applications.md, Export): what a list row does
// not carry, a page of applications at a time.

/** Answers, files, mentors, summary and video link of a page of applications, by id. */
export async function contentsOf(database: Database, ids: number[]) {
  const found = await database
    .exec()
    .select({
      applicationId: compApplication.applicationId,
      summary: compApplication.summary,
      videoLink: compApplication.videoLink,
      answers: compApplication.answers,
      attachments: compApplication.attachments,
      mentors: compApplication.mentors,
    })
    .from(compApplication)
    .where(inArray(compApplication.applicationId, ids));
  return new Map(found.map((row) => [row.applicationId, row]));
}

/** The latest status change with a reason (a return, a rejection, a withdrawal...) of each application of a page. */
export async function latestReasonsOf(database: Database, ids: number[]) {
  const e = compApplicationEvent;
  const found = await database
    .exec()
    .selectDistinctOn([e.applicationId], {
      applicationId: e.applicationId,
      action: e.action,
      toStatus: e.toStatus,
      reason: e.reason,
      reasonCode: e.reasonCode,
      levelNo: e.levelNo,
      operName: e.operName,
      eventTime: e.eventTime,
    })
    .from(e)
    .where(and(inArray(e.applicationId, ids), isNotNull(e.reason), sql`${e.reason} <> ''`))
    .orderBy(e.applicationId, desc(e.eventId));
  return new Map(found.map((row) => [row.applicationId, row]));
}

/** The tracks an export covers (one track, an edition's, or every edition's): their files and fields. */
export async function exportTracks(database: Database, filter: { competitionId?: number | ''; trackId?: number | '' }) {
  return database
    .exec()
    .select({ trackId: compTrack.trackId, attachments: compTrack.attachments, fields: compTrack.fields })
    .from(compTrack)
    .where(
      and(
        filter.competitionId ? eq(compTrack.competitionId, filter.competitionId) : undefined,
        filter.trackId ? eq(compTrack.trackId, filter.trackId) : undefined,
      ),
    )
    .orderBy(compTrack.competitionId, compTrack.sort, compTrack.trackId);
}
