import type { ObjectionStatus } from '@cbo/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compApplication, compCompetition, compNotice, compObjection, compPublicity } from '../../../db/schema';
import { pagedList } from '../../../lib/crud/paged-list';

/** An edition's registration window and status, or undefined when there is no such edition. */
export async function registrationWindow(database: Database, competitionId: number) {
  const [row] = await database
    .exec()
    .select({
      status: compCompetition.status,
      registrationStart: compCompetition.registrationStart,
      registrationEnd: compCompetition.registrationEnd,
    })
    .from(compCompetition)
    .where(eq(compCompetition.competitionId, competitionId));
  return row;
}

/** The objections a user submitted (their `create_by`), newest first, a page with the total. */
export async function objectionsBy(database: Database, userName: string, page: { pageNum: number; pageSize: number }) {
  const where = eq(compObjection.createBy, userName);
  return pagedList(database, {
    from: compObjection,
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select({
          objectionId: compObjection.objectionId,
          publicityId: compObjection.publicityId,
          noticeTitle: compNotice.title,
          submitterType: sql<'individual' | 'unit'>`${compObjection.submitterType}`,
          realName: compObjection.realName,
          orgName: compObjection.orgName,
          mobile: compObjection.mobileMask,
          content: compObjection.content,
          status: sql<ObjectionStatus>`${compObjection.status}`,
          resolution: compObjection.resolution,
          receivedAt: sql<string>`${compObjection.receivedAt}`,
          handledAt: compObjection.handledAt,
          applicationCode: compApplication.code,
        })
        .from(compObjection)
        .leftJoin(compApplication, eq(compApplication.applicationId, compObjection.applicationId))
        .leftJoin(compPublicity, eq(compPublicity.publicityId, compObjection.publicityId))
        .leftJoin(compNotice, eq(compNotice.noticeId, compPublicity.noticeId))
        .where(where)
        .orderBy(desc(compObjection.objectionId))
        .limit(limit)
        .offset(offset),
  });
}
