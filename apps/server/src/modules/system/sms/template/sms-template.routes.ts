import {
  addSmsTemplate,
  editSmsTemplate,
  getSmsTemplate,
  getSmsTemplateSettings,
  listSmsTemplates,
  removeSmsTemplates,
} from '@cbo/contracts';
import type { AppModule } from '../../../module';
import * as repo from './sms-template.repository';
import { SmsTemplateService } from './sms-template.service';

const ids = (list: string) => list.split(',').map(Number);

/** /system/sms/template: the templates every text message goes through (docs/sms-templates.md). */
export const smsTemplateModule: AppModule = (app, ctx) => {
  const templates = new SmsTemplateService(ctx);

  app.bindEndpoint(listSmsTemplates, async ({ query }) => repo.listSmsTemplates(ctx.database, query, query));
  app.bindEndpoint(getSmsTemplateSettings, async () => ({ data: { signName: ctx.sms.signName } }));
  app.bindEndpoint(getSmsTemplate, async ({ params }) => ({ data: await templates.get(params.templateId) }));
  app.bindEndpoint(addSmsTemplate, async ({ body, actor }) => {
    await templates.add(body, actor.userName);
    return {};
  });
  app.bindEndpoint(editSmsTemplate, async ({ body, actor }) => {
    const { templateId, ...form } = body;
    await templates.edit(templateId, form, actor.userName);
    return {};
  });
  app.bindEndpoint(removeSmsTemplates, async ({ params }) => {
    await templates.remove(ids(params.templateIds));
    return {};
  });
};
