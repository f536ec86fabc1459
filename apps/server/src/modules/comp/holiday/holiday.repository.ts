import type { HolidayForm } from '@cbo/contracts';
import { and, asc, eq, gte, inArray, like, lte } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compHoliday } from '../../../db/schema';
import { likePattern } from '../../../lib/crud/list-query';
import type { Calendar } from './working-days';

const rowColumns = {
  holidayDate: compHoliday.holidayDate,
  isWorkday: compHoliday.isWorkday,
  holidayName: compHoliday.holidayName,
  createBy: compHoliday.createBy,
  createTime: compHoliday.createTime,
};

type Row = {
  holidayDate: string;
  isWorkday: '0' | '1';
  holidayName: string;
  createBy: string | null;
  createTime: string | null;
};

export async function listHolidays(
  database: Database,
  filter: { year?: number; holidayName?: string },
): Promise<Row[]> {
  const { year, holidayName } = filter;
  const where = and(
    year ? gte(compHoliday.holidayDate, `${year}-01-01`) : undefined,
    year ? lte(compHoliday.holidayDate, `${year}-12-31`) : undefined,
    holidayName ? like(compHoliday.holidayName, likePattern(holidayName)) : undefined,
  );
  const rows = await database
    .exec()
    .select(rowColumns)
    .from(compHoliday)
    .where(where)
    .orderBy(asc(compHoliday.holidayDate));
  return rows as Row[];
}

export async function findHoliday(database: Database, holidayDate: string): Promise<Row | undefined> {
  const [row] = await database
    .exec()
    .select(rowColumns)
    .from(compHoliday)
    .where(eq(compHoliday.holidayDate, holidayDate));
  return row as Row | undefined;
}

export async function insertHoliday(database: Database, form: HolidayForm, by: string): Promise<boolean> {
  const inserted = await database
    .exec()
    .insert(compHoliday)
    .values({ ...form, createBy: by })
    .onConflictDoNothing()
    .returning({ holidayDate: compHoliday.holidayDate });
  return inserted.length > 0;
}

export async function updateHoliday(database: Database, form: HolidayForm, by: string, at: string): Promise<number> {
  const updated = await database
    .exec()
    .update(compHoliday)
    .set({ isWorkday: form.isWorkday, holidayName: form.holidayName, updateBy: by, updateTime: at })
    .where(eq(compHoliday.holidayDate, form.holidayDate))
    .returning({ holidayDate: compHoliday.holidayDate });
  return updated.length;
}

export async function deleteHolidays(database: Database, dates: string[]): Promise<void> {
  await database.exec().delete(compHoliday).where(inArray(compHoliday.holidayDate, dates));
}

/** The calendar's named days from `from` on (a window never reaches past a few months). */
export async function calendarFrom(database: Database, from: string): Promise<Calendar> {
  const rows = await database
    .exec()
    .select({ day: compHoliday.holidayDate, isWorkday: compHoliday.isWorkday })
    .from(compHoliday)
    .where(gte(compHoliday.holidayDate, from));
  return new Map(rows.map((row) => [row.day, row.isWorkday === '1']));
}
