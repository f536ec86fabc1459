import {
  formatMessage,
  type PortalScheduleItem,
  type ScheduleItem,
  type ScheduleStage,
  type scheduleItemForm,
} from '@cbo/contracts';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { PersonalDataCipher } from '../../../lib/personal-data';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './schedule.repository';

type ItemForm = z.output<typeof scheduleItemForm>;
type Page = { pageNum: number; pageSize: number };

/** `yyyy-MM-dd HH:mm` → `yyyy-MM-dd HH:mm:ss`. */
const seconds = (text: string) => (text.length === 16 ? `${text}:00` : text);

/**
 * Schedule items of an edition (docs/schedule.md): the list and timeline of the 赛程 page, the
 * public ones on the portal, and the SMS to the affected teams when a public item's time or place
 * changes. `notified_at` says when the teams were told of the item as it stands: an edit that moves
 * a public item clears it, so a second notice of the same change is refused.
 */
export class ScheduleService {
  private readonly cipher: PersonalDataCipher;

  constructor(private readonly ctx: Pick<AppContext, 'database' | 'clock' | 'sms' | 'config'>) {
    this.cipher = new PersonalDataCipher(ctx.config.appSecret);
  }

  private now(): string {
    return formatDateTime(this.ctx.clock.now());
  }

  private async requireEdition(competitionId: number, plan: CompScopePlan) {
    if (!(await repo.editionInScope(this.ctx.database, competitionId, plan))) throw AppError.forbidden();
  }

  /** The items, every one in the plan's editions; an unknown id reads as out of scope. */
  private async inScope(itemIds: number[], plan: CompScopePlan): Promise<repo.ItemRecord[]> {
    const ids = [...new Set(itemIds)];
    const found = await repo.findItems(this.ctx.database, ids);
    if (found.length !== ids.length) throw AppError.forbidden();
    for (const competitionId of new Set(found.map((item) => item.competitionId))) {
      await this.requireEdition(competitionId, plan);
    }
    return found;
  }

  async list(
    filter: repo.ItemFilter,
    plan: CompScopePlan,
    page: Page,
  ): Promise<{ total: number; rows: ScheduleItem[] }> {
    await this.requireEdition(filter.competitionId, plan);
    const answer = await repo.listItems(this.ctx.database, filter, page);
    return { total: answer.total, rows: answer.rows };
  }

  async stages(competitionId: number, plan: CompScopePlan): Promise<ScheduleStage[]> {
    await this.requireEdition(competitionId, plan);
    return repo.stagesOf(this.ctx.database, competitionId);
  }

  async get(itemId: number, plan: CompScopePlan): Promise<ScheduleItem & { teams: number }> {
    const [item] = await this.inScope([itemId], plan);
    return { ...item, teams: await repo.countTeams(this.ctx.database, item) };
  }

  /** The form's rules beyond its shape: the stage belongs to the edition. */
  private async check(form: ItemForm): Promise<repo.ItemValues> {
    if (form.stageId !== null && !(await repo.stageOfEdition(this.ctx.database, form.stageId, form.competitionId))) {
      throw AppError.invalid('stageId', 'schedule.stageOther', { id: form.stageId });
    }
    return {
      competitionId: form.competitionId,
      stageId: form.stageId,
      title: form.title,
      kind: form.kind,
      startsAt: seconds(form.startsAt),
      endsAt: seconds(form.endsAt),
      location: form.location,
      onlineLink: form.onlineLink,
      isPublic: form.isPublic,
      description: form.description,
    };
  }

  async add(form: ItemForm, plan: CompScopePlan, by: string): Promise<number> {
    await this.requireEdition(form.competitionId, plan);
    const values = await this.check(form);
    return repo.insertItem(this.ctx.database, values, by);
  }

  /**
   * Saves the item and answers whether the teams should be told: it is public and its time or
   * place changed (or it just became public), with how many teams a notice would reach.
   */
  async edit(form: ItemForm, plan: CompScopePlan, by: string): Promise<{ affectsTeams: boolean; teams: number }> {
    const itemId = form.itemId;
    if (itemId === undefined) throw AppError.invalid('itemId', 'validation.required');
    const [current] = await this.inScope([itemId], plan);
    if (current.competitionId !== form.competitionId) {
      throw AppError.invalid('competitionId', 'schedule.otherEdition', { title: current.title });
    }
    const values = await this.check(form);
    const moved =
      values.startsAt !== current.startsAt ||
      values.endsAt !== current.endsAt ||
      values.location !== current.location ||
      values.onlineLink !== current.onlineLink ||
      values.stageId !== current.stageId ||
      !current.isPublic;
    const affectsTeams = values.isPublic && moved;
    await repo.updateItem(this.ctx.database, { itemId, values, by, at: this.now(), clearNotified: affectsTeams });
    return { affectsTeams, teams: affectsTeams ? await repo.countTeams(this.ctx.database, values) : 0 };
  }

  async remove(itemIds: number[], plan: CompScopePlan): Promise<void> {
    const found = await this.inScope(itemIds, plan);
    await repo.deleteItems(
      this.ctx.database,
      found.map((item) => item.itemId),
    );
  }

  /**
   * Texts the leaders of the affected teams (one message per number) through the schedule_change
   * template: the title, the new start and the place (or 线上). Refused for an internal item and
   * when the teams were already told of the item as it stands.
   */
  async notify(itemId: number, plan: CompScopePlan): Promise<{ teams: number; sent: number }> {
    const [item] = await this.inScope([itemId], plan);
    if (!item.isPublic) throw AppError.rule('schedule.notifyInternal', { title: item.title });
    if (item.notifiedAt !== null)
      throw AppError.rule('schedule.alreadyNotified', { title: item.title, at: item.notifiedAt });
    const leaders = await repo.teamLeaders(this.ctx.database, item);
    if (leaders.length === 0) throw AppError.rule('schedule.noTeams', { title: item.title });
    // Recorded first: a second click while the messages go out finds it and is refused.
    if (!(await repo.markNotified(this.ctx.database, itemId, this.now()))) {
      throw AppError.rule('schedule.alreadyNotified', { title: item.title, at: this.now() });
    }
    const mobiles = [...new Set(leaders.map((leader) => this.cipher.open('mobile', leader.leaderMobileEnc)))];
    const params = {
      event: item.title.slice(0, 20),
      time: item.startsAt.slice(0, 16),
      place: (item.location ?? item.onlineLink ?? formatMessage('schedule.online', 'zh-CN')).slice(0, 30),
    };
    for (const mobile of mobiles) this.ctx.sms.dispatch({ mobile, purpose: 'schedule_change', params });
    return { teams: leaders.length, sent: mobiles.length };
  }

  /** The portal's view: an open edition's public items. */
  async publicItems(competitionId: number): Promise<PortalScheduleItem[]> {
    return repo.publicItems(this.ctx.database, competitionId);
  }
}
