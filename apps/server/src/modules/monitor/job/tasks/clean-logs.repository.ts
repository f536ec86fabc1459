import { lt } from 'drizzle-orm';
import type { Database } from '../../../../db/database';
import { sysJobLog, sysLogininfor, sysOperLog } from '../../../../db/schema';

/** Deletes the rows of each log written before `before` ("yyyy-MM-dd HH:mm:ss"); answers the counts. */
export async function deleteLogsBefore(
  database: Database,
  before: string,
  which: { operLog: boolean; loginLog: boolean; jobLog: boolean },
) {
  return database.transaction(async () => {
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    const db = database.exec();
    return {
      operLog: which.operLog
        ? await count(db.delete(sysOperLog).where(lt(sysOperLog.operTime, before)).returning({ id: sysOperLog.operId }))
        : 0,
      loginLog: which.loginLog
        ? await count(
            db.delete(sysLogininfor).where(lt(sysLogininfor.loginTime, before)).returning({ id: sysLogininfor.infoId }),
          )
        : 0,
      jobLog: which.jobLog
        ? await count(
            db.delete(sysJobLog).where(lt(sysJobLog.createTime, before)).returning({ id: sysJobLog.jobLogId }),
          )
        : 0,
    };
  });
}
