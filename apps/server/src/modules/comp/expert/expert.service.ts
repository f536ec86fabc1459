import {
  type AddExpertBody,
  type EditExpertBody,
  type ExpertDetail,
  type ExpertRelation,
  mayMoveExpert,
} from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { hashPassword } from '../../../lib/password';
import { refuseTaken, writeUnique } from '../../../lib/taken';
import type { SessionStore } from '../../auth/session-store';
import type { DictService } from '../../system/dict/dict.service';
import { createStaffAccounts, findUserClash, grantRoleByKey, updateUser } from '../../system/user/user.api';
import * as repo from './expert.repository';

export const EXPERT_ROLE = 'expert';

/** The dictionaries a profile's codes come from (docs/experts.md). */
export const EXPERT_DICTS = {
  title: 'comp_expert_title',
  fields: 'comp_expert_field',
  industries: 'comp_industry',
  status: 'comp_expert_status',
} as const;

type Profile = Pick<
  EditExpertBody,
  'gender' | 'orgId' | 'orgName' | 'title' | 'fields' | 'industries' | 'regionCode' | 'tracks' | 'maxLoad' | 'remark'
>;

/** The profile columns of a form: an organisation of the list wins over free text. */
export function profileValues(form: Profile): repo.ExpertValues {
  return {
    gender: form.gender,
    orgId: form.orgId,
    orgName: form.orgId ? null : form.orgName,
    title: form.title,
    fields: [...new Set(form.fields)],
    industries: [...new Set(form.industries)],
    regionCode: form.regionCode,
    tracks: [...new Set(form.tracks)],
    maxLoad: form.maxLoad,
    remark: form.remark,
  };
}

const relationValues = (relations: ExpertRelation[]): repo.RelationValues[] =>
  relations.map((relation) => ({
    kind: relation.kind,
    orgId: relation.kind === 'statement' ? null : relation.orgId,
    orgName: relation.kind === 'statement' || relation.orgId ? null : relation.orgName,
    fromDate: relation.kind === 'employer' ? relation.fromDate : null,
    untilDate: relation.kind === 'employer' ? relation.untilDate : null,
    text: relation.text,
  }));

export interface ExpertActor {
  userName: string;
}

/**
 * The expert pool's rules (docs/experts.md): codes from their dictionaries, an existing
 * organisation and region, unique account and mobile as for users, the status moves
 * applied → active ⇄ suspended → retired, and no removal while the expert sits in a group.
 */
export class ExpertService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly dicts: Pick<DictService, 'options'>;
  private readonly sessions: Pick<SessionStore, 'bumpEpoch'>;

  constructor({
    database,
    clock,
    dicts,
    sessions,
  }: {
    database: Database;
    clock: Clock;
    dicts: Pick<DictService, 'options'>;
    sessions: Pick<SessionStore, 'bumpEpoch'>;
  }) {
    this.database = database;
    this.clock = clock;
    this.dicts = dicts;
    this.sessions = sessions;
  }

  private now(): string {
    return formatDateTime(this.clock.now());
  }

  /** The values each dictionary offers, for checks (form and import). */
  async dictValues(): Promise<Record<'title' | 'fields' | 'industries', Set<string>>> {
    const values = async (type: string) => new Set((await this.dicts.options(type)).map((entry) => entry.value));
    return {
      title: await values(EXPERT_DICTS.title),
      fields: await values(EXPERT_DICTS.fields),
      industries: await values(EXPERT_DICTS.industries),
    };
  }

  /** Refuses a profile naming a code, organisation or region that does not exist, naming the field. */
  async checkProfile(form: Profile & { relations: ExpertRelation[] }): Promise<void> {
    const dicts = await this.dictValues();
    const unknown = (field: 'fields' | 'industries', codes: string[]) => {
      const code = codes.find((value) => !dicts[field].has(value));
      if (code !== undefined) throw AppError.invalid(field, 'comp.expert.unknownCode', { field, code });
    };
    if (form.title && !dicts.title.has(form.title)) {
      throw AppError.invalid('title', 'comp.expert.unknownCode', { field: 'title', code: form.title });
    }
    unknown('fields', form.fields);
    unknown('industries', form.industries);
    const orgIds = [form.orgId, ...form.relations.map((relation) => relation.orgId)].filter(
      (id): id is number => typeof id === 'number',
    );
    const existing = await repo.existingOrgIds(this.database, [...new Set(orgIds)]);
    if (form.orgId && !existing.has(form.orgId)) throw AppError.invalid('orgId', 'comp.expert.orgMissing');
    const relation = form.relations.findIndex((item) => item.orgId && !existing.has(item.orgId));
    if (relation >= 0) throw AppError.invalid(`relations[${relation}].orgId`, 'comp.expert.orgMissing');
    if (form.regionCode && !(await repo.existingRegionCodes(this.database, [form.regionCode])).has(form.regionCode)) {
      throw AppError.invalid('regionCode', 'comp.region.missing', { code: form.regionCode });
    }
  }

  async get(expertId: number): Promise<ExpertDetail> {
    const [row] = await repo.expertsByIds(this.database, [expertId]);
    if (!row) throw AppError.rule('common.notFound');
    const relations = await repo.relationsOf(this.database, [expertId]);
    const groups = await repo.groupsOfUsers(this.database, [row.userId]);
    return {
      ...row,
      relations: relations.map(({ expertId: _expertId, ...relation }) => relation),
      groups: groups.map((group) => group.groupName),
    };
  }

  /** Creates the account (role expert, password to change at first login) or links a user; one transaction. */
  async add(actor: ExpertActor, form: AddExpertBody): Promise<{ expertId: number; userId: number }> {
    await this.checkProfile(form);
    const at = this.now();
    const contact = { nickName: form.nickName, phonenumber: form.phonenumber, email: form.email };
    if (form.userId) {
      const userId = form.userId;
      const user = await repo.liveUser(this.database, userId);
      if (!user) throw AppError.invalid('userId', 'comp.expert.userMissing');
      if (await repo.profileOfUser(this.database, userId)) {
        throw AppError.rule('comp.expert.userHasProfile', { name: user.userName });
      }
      await this.refuseContactTaken(contact, user.userName, userId);
      const result = await writeUnique('comp.expert.userHasProfile', { name: user.userName }, () =>
        this.database.transaction(async () => {
          await updateUser(this.database, userId, {
            ...contact,
            sex: form.gender,
            updateBy: actor.userName,
            updateTime: at,
          });
          await grantRoleByKey(this.database, userId, EXPERT_ROLE);
          return await this.insertProfile(actor, userId, form);
        }),
      );
      // The user may have gained the role: sessions reread their permissions.
      await this.sessions.bumpEpoch();
      return result;
    }
    const userName = form.userName as string;
    const clash = await findUserClash(this.database, { userName, ...contact });
    refuseTaken(
      [
        [clash.userName, 'user.addNameTaken'],
        [clash.phonenumber, 'user.addMobileTaken'],
        [clash.email, 'user.addEmailTaken'],
      ],
      { name: userName },
    );
    const password = await hashPassword(form.password as string);
    return await writeUnique('user.addNameTaken', { name: userName }, () =>
      this.database.transaction(async () => {
        const [userId] = await createStaffAccounts(this.database, {
          accounts: [{ userName, ...contact, sex: form.gender, password, remark: null }],
          roleKey: EXPERT_ROLE,
          by: actor.userName,
          at,
        });
        return await this.insertProfile(actor, userId, form);
      }),
    );
  }

  private async insertProfile(actor: ExpertActor, userId: number, form: AddExpertBody) {
    const expertId = await repo.insertExpert(this.database, {
      ...profileValues(form),
      userId,
      status: form.status,
      createBy: actor.userName,
    });
    await repo.replaceRelations(this.database, {
      expertId,
      relations: relationValues(form.relations),
      by: actor.userName,
    });
    return { expertId, userId };
  }

  private async refuseContactTaken(
    contact: { phonenumber: string; email: string },
    name: string,
    userId: number,
  ): Promise<void> {
    const clash = await findUserClash(this.database, contact, userId);
    refuseTaken(
      [
        [clash.phonenumber, 'user.editMobileTaken'],
        [clash.email, 'user.editEmailTaken'],
      ],
      { name },
    );
  }

  async edit(actor: ExpertActor, form: EditExpertBody): Promise<void> {
    const [row] = await repo.expertsByIds(this.database, [form.expertId]);
    if (!row) throw AppError.rule('common.notFound');
    await this.checkProfile(form);
    await this.refuseContactTaken(form, row.userName, row.userId);
    const at = this.now();
    await writeUnique('user.editMobileTaken', { name: row.userName }, () =>
      this.database.transaction(async () => {
        await updateUser(this.database, row.userId, {
          nickName: form.nickName,
          phonenumber: form.phonenumber,
          email: form.email,
          sex: form.gender,
          updateBy: actor.userName,
          updateTime: at,
        });
        await repo.updateExpert(this.database, {
          expertId: form.expertId,
          values: profileValues(form),
          by: actor.userName,
          at,
        });
        await repo.replaceRelations(this.database, {
          expertId: form.expertId,
          relations: relationValues(form.relations),
          by: actor.userName,
        });
      }),
    );
  }

  /** applied → active ⇄ suspended → retired; any other move is refused naming both statuses. */
  async changeStatus(actor: ExpertActor, expertId: number, status: string): Promise<void> {
    const [row] = await repo.expertsByIds(this.database, [expertId]);
    if (!row) throw AppError.rule('common.notFound');
    if (row.status === status) return;
    const label = async (value: string) => {
      const entry = (await this.dicts.options(EXPERT_DICTS.status)).find((option) => option.value === value);
      return entry?.label ?? value;
    };
    const refuse = async () =>
      AppError.rule('comp.expert.statusMove', {
        name: row.nickName,
        from: await this.statusText(row.status, label),
        to: await this.statusText(status, label),
      });
    if (!mayMoveExpert(row.status, status)) throw await refuse();
    const moved = await repo.moveStatus(this.database, {
      expertId,
      from: row.status,
      to: status,
      by: actor.userName,
      at: this.now(),
    });
    if (moved === 0) throw await refuse();
  }

  /** A status in both languages: the dictionary's label (Chinese) with the code for English. */
  private async statusText(value: string, label: (value: string) => Promise<string>) {
    return { 'zh-CN': await label(value), 'en-US': value };
  }

  /** All or none: every id exists and none sits in an expert group (named). The accounts stay. */
  async remove(expertIds: number[]): Promise<void> {
    const wanted = [...new Set(expertIds)];
    await this.database.transaction(async () => {
      const rows = await repo.expertsByIds(this.database, wanted);
      if (rows.length < wanted.length) throw AppError.rule('common.notFound');
      const [member] = await repo.groupsOfUsers(
        this.database,
        rows.map((row) => row.userId),
      );
      if (member) {
        const name = rows.find((row) => row.userId === member.userId)?.nickName ?? '';
        throw AppError.rule('comp.expert.inGroup', { name, group: member.groupName });
      }
      await repo.deleteExperts(this.database, wanted);
    });
  }
}
