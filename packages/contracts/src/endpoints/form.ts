import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, emptyAnswer, idListParam, pageQuery, tableAnswer } from '../endpoint';
import { formSchema } from '../form/answers';
import { formSchemaShape } from '../form/schema';

// Saved forms (表单配置, menu 流程管理 › 表单配置, page flowable/form; the builder at /tool/build/index;
// docs/forms.md). A form has a name and numbered versions: every save that changes the document
// adds a version, and versions never change, so whatever uses a form (a track's extra application
// fields, later workflow start and task forms) names the version it was made with.

const positive = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '表单配置', businessType });

/** A saved form as lists show it. */
export const savedForm = z.object({
  formId: z.number(),
  formName: z.string(),
  /** The newest version's number (1 for a new form). */
  version: z.number(),
  /** Fields (answer-holding nodes) in the newest version. */
  fieldCount: z.number(),
  /** Tracks whose extra application fields use a version of this form. */
  usedBy: z.number(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type SavedForm = z.infer<typeof savedForm>;

/** One saved form with its newest document. */
export const savedFormDetail = savedForm.extend({ formContent: formSchemaShape });
export type SavedFormDetail = z.infer<typeof savedFormDetail>;

/** One version of a form (versions are never changed). */
export const savedFormVersion = z.object({
  formId: z.number(),
  version: z.number(),
  fieldCount: z.number(),
  formContent: formSchemaShape,
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type SavedFormVersion = z.infer<typeof savedFormVersion>;

export const savedFormBody = z.object({
  formName: z.string().trim().min(1, 'form.nameRequired').max(50),
  /** The document (docs/form-schema.md), checked whole. */
  formContent: formSchema,
  remark: z
    .string()
    .trim()
    .max(255)
    .nullable()
    .optional()
    .transform((text) => (text ? text : null)),
});

export const addSavedFormBody = savedFormBody;
export type AddSavedForm = z.input<typeof addSavedFormBody>;

export const editSavedFormBody = savedFormBody.extend({
  formId: z.number().int().positive(),
  /** The version the editor started from: a save over a newer version is refused (someone else saved). */
  baseVersion: z.number().int().positive(),
});
export type EditSavedForm = z.input<typeof editSavedFormBody>;

export const listSavedForms = defineEndpoint({
  method: 'GET',
  path: '/flowable/form/list',
  access: 'flowable:form:list',
  query: pageQuery.extend({
    formName: z.string().trim().max(50).optional(),
    /** Forms with a field whose label or name contains this. */
    fieldText: z.string().trim().max(50).optional(),
  }),
  answer: tableAnswer(savedForm),
  summary: 'Saved forms, newest change first, filtered by name and by field label or name',
});

/** A form to choose (a track's extra fields, a process's start form). */
export const savedFormOption = z.object({ formId: z.number(), formName: z.string(), version: z.number() });
export type SavedFormOption = z.infer<typeof savedFormOption>;

export const savedFormOptions = defineEndpoint({
  method: 'GET',
  path: '/flowable/form/formList',
  access: { anyPermission: ['flowable:form:list', 'comp:competition:add', 'comp:competition:edit'] },
  answer: dataAnswer(z.array(savedFormOption)),
  summary: 'Every saved form by name, with its newest version, to choose one',
});

export const getSavedForm = defineEndpoint({
  method: 'GET',
  path: '/flowable/form/:formId',
  access: 'flowable:form:query',
  params: z.object({ formId: positive }),
  answer: dataAnswer(savedFormDetail),
  summary: 'One saved form with its newest document',
});

export const listSavedFormVersions = defineEndpoint({
  method: 'GET',
  path: '/flowable/form/:formId/versions',
  access: 'flowable:form:query',
  params: z.object({ formId: positive }),
  answer: dataAnswer(z.array(savedFormVersion.omit({ formContent: true }))),
  summary: "A form's versions, newest first",
});

export const getSavedFormVersion = defineEndpoint({
  method: 'GET',
  path: '/flowable/form/:formId/versions/:version',
  access: { anyPermission: ['flowable:form:query', 'comp:competition:query'] },
  params: z.object({ formId: positive, version: positive }),
  answer: dataAnswer(savedFormVersion),
  summary: 'One version of a form, as it was saved',
});

export const addSavedForm = defineEndpoint({
  method: 'POST',
  path: '/flowable/form',
  access: 'flowable:form:add',
  body: addSavedFormBody,
  bodyLimit: 'form',
  answer: dataAnswer(z.object({ formId: z.number(), version: z.number() })),
  log: log(BusinessType.INSERT),
  summary: 'Saves a new form (version 1); the name is unique',
});

export const editSavedForm = defineEndpoint({
  method: 'PUT',
  path: '/flowable/form',
  access: 'flowable:form:edit',
  body: editSavedFormBody,
  bodyLimit: 'form',
  answer: dataAnswer(z.object({ formId: z.number(), version: z.number(), changed: z.boolean() })),
  log: log(BusinessType.UPDATE),
  summary: 'Renames a form or saves a changed document as a new version (refused when the form moved past baseVersion)',
});

export const removeSavedForms = defineEndpoint({
  method: 'DELETE',
  path: '/flowable/form/:formIds',
  access: 'flowable:form:remove',
  params: z.object({ formIds: idListParam }),
  answer: emptyAnswer,
  log: log(BusinessType.DELETE),
  summary: 'Removes forms and their versions (all or none; a form in use is refused)',
});

/** Answers checked against a saved version, as any user of the form would check them. */
export const checkSavedFormAnswers = defineEndpoint({
  method: 'POST',
  path: '/flowable/form/:formId/versions/:version/check',
  access: 'flowable:form:query',
  params: z.object({ formId: positive, version: positive }),
  body: z.object({ answers: z.record(z.string(), z.unknown()) }),
  bodyLimit: 'form',
  answer: dataAnswer(
    z.object({
      /** The answers kept (visible fields only). */
      answers: z.record(z.string(), z.unknown()),
      problems: z.array(z.object({ field: z.string(), rule: z.string(), message: z.string(), custom: z.boolean() })),
    }),
  ),
  summary:
    "Checks answers against a form version with the renderer's rules; answers every problem (message in the request's language)",
});
