import { bigint, char, timestamp, varchar } from 'drizzle-orm/pg-core';

// Column helpers shared by every area's tables.

/** Dates travel as strings ("yyyy-MM-dd HH:mm:ss"), whole seconds like the reference's datetime. */
export const dateTime = (name: string) => timestamp(name, { mode: 'string', withTimezone: false, precision: 0 });

export const id = (name: string, startWith: number) =>
  bigint(name, { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith });

export const ref = (name: string) => bigint(name, { mode: 'number' });

export const audit = () => ({
  createBy: varchar('create_by', { length: 64 }).default(''),
  createTime: dateTime('create_time').defaultNow(),
  updateBy: varchar('update_by', { length: 64 }).default(''),
  updateTime: dateTime('update_time'),
});

export const remark = (length = 500) => varchar('remark', { length });

/** '0' normal, '1' disabled. */
export const status = () => char('status', { length: 1 }).notNull().default('0');
/** '0' present, '2' deleted (soft delete). */
export const delFlag = () => char('del_flag', { length: 1 }).notNull().default('0');
