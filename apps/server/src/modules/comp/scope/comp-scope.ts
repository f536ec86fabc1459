import type { Database } from '../../../db/database';
import type { SessionUser } from '../../../plugins/access';
import {
  type CompScopeColumns,
  type CompScopePlan,
  compScopeSql,
  deptRegion,
  userOrganisation,
} from './comp-scope.repository';

export type { CompScopeColumns, CompScopePlan };

/** What the resolver needs of a session. */
export type CompScopeSubject = Pick<SessionUser, 'userId' | 'userName' | 'deptId' | 'compScope'>;

/**
 * Resolves the session's competition scope (docs/competition-scope.md) through the holder's
 * department (bound to a region) and organisation. A region or organisation scope whose holder
 * has no region or organisation falls back to the holder's own records: least privilege.
 */
export async function resolveCompScope(database: Database, subject: CompScopeSubject): Promise<CompScopePlan> {
  const own: CompScopePlan = { kind: 'own', userName: subject.userName };
  switch (subject.compScope) {
    case '1':
      return { kind: 'all' };
    case '2': {
      const regionCode = subject.deptId === null ? null : await deptRegion(database, subject.deptId);
      return regionCode ? { kind: 'region', regionCode } : own;
    }
    case '3': {
      const orgId = await userOrganisation(database, subject.userId);
      return orgId === null ? own : { kind: 'organisation', orgId };
    }
    default:
      return own;
  }
}

/** The competition-scope condition over the listed rows' columns; undefined means no filter. */
export const compScopeCondition = compScopeSql;
