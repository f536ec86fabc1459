import type { FormSchema } from '@cbo/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysForm, sysFormVersion } from '../../../db/schema';

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

/** One version of a form, as it was saved; undefined when the form or the version does not exist. */
export async function formVersion(
  database: Database,
  formId: number,
  version: number,
): Promise<FormVersionDocument | undefined> {
  const [row] = await database
    .exec()
    .select(versionDocument)
    .from(sysFormVersion)
    .innerJoin(sysForm, eq(sysForm.formId, sysFormVersion.formId))
    .where(and(eq(sysFormVersion.formId, formId), eq(sysFormVersion.version, version)))
    .limit(1);
  return row;
}

/** The newest version of a form; undefined when the form does not exist. */
export async function newestFormVersion(database: Database, formId: number): Promise<FormVersionDocument | undefined> {
  const [row] = await database
    .exec()
    .select(versionDocument)
    .from(sysFormVersion)
    .innerJoin(sysForm, and(eq(sysForm.formId, sysFormVersion.formId), eq(sysForm.version, sysFormVersion.version)))
    .where(eq(sysForm.formId, formId))
    .limit(1);
  return row;
}
