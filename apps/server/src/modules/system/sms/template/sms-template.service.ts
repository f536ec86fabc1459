import {
  checkSmsText,
  localize,
  type MessageKey,
  SMS_CUSTOM_PURPOSE,
  type SmsPurpose,
  type SmsTemplateForm,
  type SmsTextProblem,
  smsPurposes,
} from '@cbo/contracts';
import type { Database } from '../../../../db/database';
import { AppError } from '../../../../lib/app-error';
import type { Clock } from '../../../../lib/clock';
import { formatDateTime } from '../../../../lib/date-time';
import * as repo from './sms-template.repository';

const PROBLEM_KEY = {
  unknownVariable: 'smsTemplate.unknownVariable',
  missingVariable: 'smsTemplate.missingVariable',
  malformed: 'smsTemplate.malformed',
} as const satisfies Record<SmsTextProblem['kind'], MessageKey>;

/**
 * SMS templates (docs/sms-templates.md). A text may use only the variables its purpose provides
 * and must hold the ones it requires, checked on every save; each purpose but `custom` has at
 * most one enabled template, the one its messages go through.
 */
export class SmsTemplateService {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor({ database, clock }: { database: Database; clock: Clock }) {
    this.database = database;
    this.clock = clock;
  }

  async get(templateId: number) {
    const row = await repo.findSmsTemplate(this.database, templateId);
    if (!row) throw AppError.rule('common.notFound');
    return row;
  }

  async add(form: SmsTemplateForm, by: string): Promise<void> {
    await this.check(form);
    await repo.insertSmsTemplate(this.database, form, by);
  }

  async edit(templateId: number, form: SmsTemplateForm, by: string): Promise<void> {
    await this.check(form, templateId);
    const changed = await repo.updateSmsTemplate(this.database, templateId, form, by, formatDateTime(this.clock.now()));
    if (changed === 0) throw AppError.rule('common.notFound');
  }

  async remove(templateIds: number[]): Promise<void> {
    await repo.deleteSmsTemplates(this.database, templateIds);
  }

  private async check(form: SmsTemplateForm, templateId?: number): Promise<void> {
    const purpose = form.purpose as SmsPurpose;
    const purposeLabel = smsPurposes[purpose].label;
    for (const [field, text] of [
      ['content', form.content],
      ['contentEn', form.contentEn],
    ] as const) {
      if (field === 'contentEn' && !text) continue;
      const problem = checkSmsText(purpose, text);
      if (problem) {
        throw AppError.rule(PROBLEM_KEY[problem.kind], {
          name: problem.name,
          variable: `\${${problem.name}}`,
          purpose: purposeLabel,
          field: localize(field === 'content' ? 'smsTemplate.field.content' : 'smsTemplate.field.contentEn'),
        });
      }
    }
    if (form.status === '0' && purpose !== SMS_CUSTOM_PURPOSE) {
      const other = await repo.findEnabledTemplate(this.database, purpose, templateId);
      if (other) throw AppError.rule('smsTemplate.purposeTaken', { purpose: purposeLabel, name: other.templateName });
    }
  }
}
