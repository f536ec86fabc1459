import { addHoliday, editHoliday, getHoliday, listHolidays, removeHolidays, workdayEnd } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { AppModule } from '../../module';
import * as repo from './holiday.repository';
import { nthWorkday } from './working-days';

/** The holiday calendar (/comp/holiday) that 公示 windows count working days on. */
export const holidayModule: AppModule = (app, ctx) => {
  const db = ctx.database;

  app.bindEndpoint(listHolidays, async ({ query }) => {
    const rows = await repo.listHolidays(db, query);
    return { total: rows.length, rows };
  });
  app.bindEndpoint(workdayEnd, async ({ query }) => ({
    data: { endDate: nthWorkday(query.from, query.days, await repo.calendarFrom(db, query.from)) },
  }));
  app.bindEndpoint(getHoliday, async ({ params }) => {
    const row = await repo.findHoliday(db, params.holidayDate);
    if (!row) throw AppError.rule('board.holiday.missing', { date: params.holidayDate });
    return { data: row };
  });
  app.bindEndpoint(addHoliday, async ({ body, actor }) => {
    if (!(await repo.insertHoliday(db, body, actor.userName))) {
      throw AppError.rule('board.holiday.taken', { date: body.holidayDate });
    }
    return {};
  });
  app.bindEndpoint(editHoliday, async ({ body, actor }) => {
    const changed = await repo.updateHoliday(db, body, actor.userName, formatDateTime(ctx.clock.now()));
    if (changed === 0) throw AppError.rule('board.holiday.missing', { date: body.holidayDate });
    return {};
  });
  app.bindEndpoint(removeHolidays, async ({ params }) => {
    await repo.deleteHolidays(db, params.holidayDates.split(','));
    return {};
  });
};
