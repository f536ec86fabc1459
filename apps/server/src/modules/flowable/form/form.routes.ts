import {
  addSavedForm,
  checkSavedFormAnswers,
  editSavedForm,
  getSavedForm,
  getSavedFormVersion,
  listSavedForms,
  listSavedFormVersions,
  removeSavedForms,
  savedFormOptions,
} from '@cbo/contracts';
import type { AppModule } from '../../module';
import * as repo from './form.repository';
import { FormService } from './form.service';

/** Saved forms, menu 流程管理 › 表单配置 (docs/forms.md). */
export const formModule: AppModule = (app, ctx) => {
  const forms = new FormService(ctx);

  app.bindEndpoint(listSavedForms, async ({ query }) => forms.list(query));
  app.bindEndpoint(savedFormOptions, async () => ({ data: await repo.formOptions(ctx.database) }));
  app.bindEndpoint(getSavedForm, async ({ params }) => ({ data: await forms.get(params.formId) }));
  app.bindEndpoint(listSavedFormVersions, async ({ params }) => ({ data: await forms.versions(params.formId) }));
  app.bindEndpoint(getSavedFormVersion, async ({ params }) => ({
    data: await forms.version(params.formId, params.version),
  }));
  app.bindEndpoint(addSavedForm, async ({ body, actor }) => ({ data: await forms.add(body, actor.userName) }));
  app.bindEndpoint(editSavedForm, async ({ body, actor }) => ({ data: await forms.edit(body, actor.userName) }));
  app.bindEndpoint(removeSavedForms, async ({ params }) => {
    await forms.remove(params.formIds.split(',').map(Number));
    return {};
  });
  app.bindEndpoint(checkSavedFormAnswers, async ({ params, body, request }) => ({
    data: await forms.check(params.formId, params.version, body.answers, request.locale),
  }));
};
