import type { FormSchema } from '@cbo/contracts';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysForm, sysFormVersion } from '../../../db/schema';
import { type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { isTaken } from '../../../lib/crud/taken';

/** One saved version with its form's name: what users of a form bind and check against. */
export interface FormVersionDocument {
  formId: number;
  formName: string;
  version: number;
  content: FormSchema;
}

const versionDocument = {
  formId: sysFormVersion.formId,
  formName: sysForm.formName,
  version: sysFormVersion.version,
  content: sysFormVersion.content,
};

/**
 * One version of a form, as it was saved; undefined when the form or the version does not exist.
 * Inside a transaction the form stays held (for share) until it ends, so a removal running at the
 * same time waits and then sees what the transaction bound to the form (docs/forms.md).
 */
export async function formVersion(
  database: Database,
  formId: number,
  version: number,
): Promise<FormVersionDocument | undefined> {
  const query = database
    .exec()
    .select(versionDocument)
    .from(sysFormVersion)
    .innerJoin(sysForm, eq(sysForm.formId, sysFormVersion.formId))
    .where(and(eq(sysFormVersion.formId, formId), eq(sysFormVersion.version, version)))
    .limit(1);
  const [row] = database.inTransaction ? await query.for('share', { of: sysForm }) : await query;
  return row;
}

/** The newest version of a form; undefined when the form does not exist. Holds the form like `formVersion`. */
export async function newestFormVersion(database: Database, formId: number): Promise<FormVersionDocument | undefined> {
  const query = database
    .exec()
    .select(versionDocument)
    .from(sysFormVersion)
    .innerJoin(sysForm, and(eq(sysForm.formId, sysFormVersion.formId), eq(sysForm.version, sysFormVersion.version)))
    .where(eq(sysForm.formId, formId))
    .limit(1);
  const [row] = database.inTransaction ? await query.for('share', { of: sysForm }) : await query;
  return row;
}

const listed = {
  formId: sysForm.formId,
  formName: sysForm.formName,
  version: sysForm.version,
  fieldCount: sysFormVersion.fieldCount,
  remark: sysForm.remark,
  createBy: sysForm.createBy,
  createTime: sysForm.createTime,
  updateBy: sysForm.updateBy,
  updateTime: sysForm.updateTime,
};

/** The newest version's row of each form. */
const newest = and(eq(sysFormVersion.formId, sysForm.formId), eq(sysFormVersion.version, sysForm.version));

const filters: FilterSpec = { formName: { op: 'like', column: sysForm.formName } };

const sortable = {
  formId: sysForm.formId,
  formName: sysForm.formName,
  createTime: sysForm.createTime,
  updateTime: sysForm.updateTime,
};

export interface FormFilter {
  formName?: string;
  fieldText?: string;
}

/**
 * Forms whose newest version has a field (top level or in a row's column) whose label or name
 * contains the text, case-blind. The text is a bound parameter; `strpos` so `%` and `_` match themselves.
 */
function fieldTextCondition(text: string): SQL {
  const needle = text.toLowerCase();
  const fields = (path: string) => sql`
    select 1 from jsonb_path_query(${sysFormVersion.content}, ${path}::jsonpath) as f(node)
    where strpos(lower(f.node->>'label'), ${needle}) > 0 or strpos(lower(f.node->>'name'), ${needle}) > 0`;
  return sql`exists (
    select 1 from ${sysFormVersion} where ${newest} and exists (
      ${fields('lax $.nodes[*] ? (exists(@.name))')}
      union all
      ${fields('lax $.nodes[*].columns[*].children[*] ? (exists(@.name))')}))`;
}

function where(filter: FormFilter): SQL | undefined {
  const text = filter.fieldText?.trim();
  return and(...filterConditions(filters, { ...filter }), text ? fieldTextCondition(text) : undefined);
}

/** A page of forms with their newest version's field count, newest change first unless a sort is asked. */
export async function listForms(
  database: Database,
  filter: FormFilter,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const condition = where(filter);
  const order = orderBy(
    sortable,
    page,
    [desc(sql`coalesce(${sysForm.updateTime}, ${sysForm.createTime})`), desc(sysForm.formId)],
    sysForm.formId,
  );
  return pagedList(database, {
    from: sysForm,
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(listed)
        .from(sysForm)
        .innerJoin(sysFormVersion, newest)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

/** Every form by name with its newest version (to choose one). */
export async function formOptions(database: Database) {
  return database
    .exec()
    .select({ formId: sysForm.formId, formName: sysForm.formName, version: sysForm.version })
    .from(sysForm)
    .orderBy(asc(sysForm.formName), asc(sysForm.formId));
}

/** One form with its newest document. */
export async function findForm(database: Database, formId: number) {
  const [row] = await database
    .exec()
    .select({ ...listed, formContent: sysFormVersion.content })
    .from(sysForm)
    .innerJoin(sysFormVersion, newest)
    .where(eq(sysForm.formId, formId))
    .limit(1);
  return row;
}

/** A form's versions, newest first, without their documents. */
export async function formVersions(database: Database, formId: number) {
  return database
    .exec()
    .select({
      formId: sysFormVersion.formId,
      version: sysFormVersion.version,
      fieldCount: sysFormVersion.fieldCount,
      createBy: sysFormVersion.createBy,
      createTime: sysFormVersion.createTime,
    })
    .from(sysFormVersion)
    .where(eq(sysFormVersion.formId, formId))
    .orderBy(desc(sysFormVersion.version));
}

/** One version with its audit columns, as the version endpoint answers it. */
export async function findFormVersion(database: Database, formId: number, version: number) {
  const [row] = await database
    .exec()
    .select({
      formId: sysFormVersion.formId,
      version: sysFormVersion.version,
      fieldCount: sysFormVersion.fieldCount,
      formContent: sysFormVersion.content,
      createBy: sysFormVersion.createBy,
      createTime: sysFormVersion.createTime,
    })
    .from(sysFormVersion)
    .where(and(eq(sysFormVersion.formId, formId), eq(sysFormVersion.version, version)))
    .limit(1);
  return row;
}

export async function formNameTaken(database: Database, formName: string, exceptId?: number): Promise<boolean> {
  return isTaken(database, sysForm.formId, eq(sysForm.formName, formName), exceptId);
}

/** The form's row for an edit, held until the transaction ends (two saves of one form queue). */
export async function lockForm(database: Database, formId: number) {
  const [row] = await database
    .exec()
    .select({ formId: sysForm.formId, version: sysForm.version, content: sysFormVersion.content })
    .from(sysForm)
    .innerJoin(sysFormVersion, newest)
    .where(eq(sysForm.formId, formId))
    .for('update', { of: sysForm });
  return row;
}

/** These forms' names, held until the transaction ends (a removal), in id order. */
export async function lockForms(database: Database, formIds: number[]) {
  return database
    .exec()
    .select({ formId: sysForm.formId, formName: sysForm.formName })
    .from(sysForm)
    .where(inArray(sysForm.formId, formIds))
    .orderBy(asc(sysForm.formId))
    .for('update');
}

export async function insertForm(
  database: Database,
  row: { formName: string; remark: string | null; createBy: string; createTime: string },
): Promise<number> {
  const [inserted] = await database
    .exec()
    .insert(sysForm)
    .values({ ...row, version: 1 })
    .returning({ formId: sysForm.formId });
  return inserted.formId;
}

export async function insertFormVersion(
  database: Database,
  row: {
    formId: number;
    version: number;
    content: FormSchema;
    fieldCount: number;
    createBy: string;
    createTime: string;
  },
): Promise<void> {
  await database.exec().insert(sysFormVersion).values(row);
}

export async function updateForm(
  database: Database,
  formId: number,
  change: { formName: string; remark: string | null; version: number; updateBy: string; updateTime: string },
): Promise<void> {
  await database.exec().update(sysForm).set(change).where(eq(sysForm.formId, formId));
}

/** Removes forms with their versions (the versions' trigger refuses updates, never deletes). */
export async function deleteForms(database: Database, formIds: number[]): Promise<void> {
  await database.exec().delete(sysFormVersion).where(inArray(sysFormVersion.formId, formIds));
  await database.exec().delete(sysForm).where(inArray(sysForm.formId, formIds));
}
