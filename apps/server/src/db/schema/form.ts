import type { FormSchema } from '@cbo/contracts';
import { integer, jsonb, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, dateTime, id, ref, remark } from './columns';

// Saved forms (表单配置, docs/forms.md): a form has a name and numbered versions. A version is never
// changed (a trigger refuses UPDATE): whatever uses a form names the version it was made with
// (comp_track.form_id + form_version), so answers are always checked against the document they
// answered.

export const sysForm = pgTable(
  'sys_form',
  {
    formId: id('form_id', 100),
    formName: varchar('form_name', { length: 50 }).notNull(),
    /** The newest version's number. */
    version: integer('version').notNull().default(1),
    ...audit(),
    remark: remark(255),
  },
  (t) => [uniqueIndex('sys_form_name_uq').on(t.formName)],
);

/** One saved document of a form (docs/form-schema.md); append-only. */
export const sysFormVersion = pgTable(
  'sys_form_version',
  {
    formId: ref('form_id').notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').$type<FormSchema>().notNull(),
    /** Answer-holding nodes in the document. */
    fieldCount: integer('field_count').notNull(),
    createBy: varchar('create_by', { length: 64 }),
    createTime: dateTime('create_time'),
  },
  (t) => [primaryKey({ columns: [t.formId, t.version] })],
);
