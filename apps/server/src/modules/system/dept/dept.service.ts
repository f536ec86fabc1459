import { type DeptEditForm, type DeptForm, ResultCode } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { refuseTaken } from '../../../lib/taken';
import type { SessionStore } from '../../auth/session-store';
import { assertIdsInScope, type ScopeSubject } from '../data-scope/data-scope';
import * as repo from './dept.repository';

const warn = (key: 'dept.hasChildren' | 'dept.hasUsers') => new AppError(ResultCode.WARN, key);

/** Department rules (docs/wire-contract.md 3.4), every id checked against the caller's data scope. */
export class DeptService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly sessions: SessionStore;

  constructor({
    database,
    clock,
    sessions,
  }: {
    database: Database;
    clock: Clock;
    sessions: SessionStore;
  }) {
    this.database = database;
    this.clock = clock;
    this.sessions = sessions;
  }

  private async visible(subject: ScopeSubject, permission: string, deptIds: number[]) {
    await assertIdsInScope(this.database, { subject, permission, target: 'dept', ids: deptIds });
  }

  async get(subject: ScopeSubject, deptId: number) {
    await this.visible(subject, 'system:dept:query', [deptId]);
    const dept = await repo.findDept(this.database, deptId);
    if (!dept) throw AppError.rule('common.notFound');
    return dept;
  }

  /** A bound region must exist (competition scope 2 resolves through it). */
  private async checkRegion(regionCode: string | null | undefined): Promise<void> {
    if (regionCode && !(await repo.regionExists(this.database, regionCode))) {
      throw AppError.rule('comp.region.missing', { code: regionCode });
    }
  }

  async add(subject: ScopeSubject, form: DeptForm, by: string): Promise<void> {
    await this.visible(subject, 'system:dept:add', [form.parentId]);
    await this.checkRegion(form.regionCode);
    await this.database.transaction(async () => {
      const parent = await repo.findDept(this.database, form.parentId);
      if (!parent) throw AppError.rule('common.notFound');
      if (parent.status !== '0') throw AppError.rule('dept.parentDisabled');
      refuseTaken([[await repo.nameTakenUnder(this.database, form.parentId, form.deptName), 'dept.addNameTaken']], {
        name: form.deptName,
      });
      await repo.insertDept(this.database, form, `${parent.ancestors},${parent.deptId}`, by);
    });
  }

  async edit(subject: ScopeSubject, deptId: number, form: DeptEditForm, by: string): Promise<void> {
    const name = { name: form.deptName };
    if (form.parentId === deptId) throw AppError.rule('dept.parentSelf', name);
    // Parent 0 is the root's own: only a department already at the top may keep it.
    await this.visible(subject, 'system:dept:edit', form.parentId === 0 ? [deptId] : [deptId, form.parentId]);
    await this.checkRegion(form.regionCode);
    await this.database.transaction(async () => {
      const dept = await repo.findDept(this.database, deptId);
      if (!dept) throw AppError.rule('common.notFound');
      const parent = form.parentId === 0 ? undefined : await repo.findDept(this.database, form.parentId);
      if (form.parentId === 0 && dept.parentId !== 0) throw AppError.invalid('parentId', 'dept.parentRequired');
      if (form.parentId !== 0 && !parent) throw AppError.rule('common.notFound');
      if (parent?.ancestors.split(',').map(Number).includes(deptId)) throw AppError.rule('dept.parentDescendant', name);
      refuseTaken(
        [[await repo.nameTakenUnder(this.database, form.parentId, form.deptName, deptId), 'dept.editNameTaken']],
        name,
      );
      if (form.status === '1' && (await repo.countEnabledDescendants(this.database, dept)) > 0) {
        throw AppError.rule('dept.enabledChildren');
      }
      const ancestors = parent ? `${parent.ancestors},${parent.deptId}` : dept.ancestors;
      if (ancestors !== dept.ancestors) {
        await repo.rewriteDescendantAncestors(this.database, `${dept.ancestors},${deptId}`, `${ancestors},${deptId}`);
      }
      await repo.updateDept(this.database, deptId, {
        ...form,
        ancestors,
        updateBy: by,
        updateTime: formatDateTime(this.clock.now()),
      });
      // Enabling a department enables the departments above it.
      if (form.status === '0') {
        const above = ancestors
          .split(',')
          .map(Number)
          .filter((id) => id > 0);
        await repo.enableDepts(this.database, above);
      }
    });
    // Department names and paths appear in sessions (getInfo) and in data scopes.
    await this.sessions.bumpEpoch();
  }

  async remove(subject: ScopeSubject, deptId: number, by: string): Promise<void> {
    await this.visible(subject, 'system:dept:remove', [deptId]);
    await this.database.transaction(async () => {
      if ((await repo.countChildren(this.database, deptId)) > 0) throw warn('dept.hasChildren');
      if ((await repo.countUsers(this.database, deptId)) > 0) throw warn('dept.hasUsers');
      await repo.markDeptDeleted(this.database, deptId, by, formatDateTime(this.clock.now()));
    });
  }
}
