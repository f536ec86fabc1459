import { FORM_SCHEMA_VERSION, type FormFieldNodeInput, type FormSchema, formFields, formSchema } from '@cbo/contracts';
import { and, eq } from 'drizzle-orm';
import { formatDateTime } from '../../lib/date-time';
import { insertForm, insertFormVersion } from '../../modules/flowable/form/form.repository';
import type { Database } from '../database';
import { sysForm, sysFormVersion } from '../schema';
import { SEED_AUTHOR } from './seed-author';

// The demo tracks' extra application fields as saved forms (docs/forms.md, Tracks), version 1 each.
// The adult form shows a rule (the summary's length) and a condition (the website, asked only of
// information technology projects, with a pattern).

const field = (node: Omit<FormFieldNodeInput, 'id'>): FormFieldNodeInput => ({ id: `f_${node.name}`, ...node });

const document = (nodes: FormFieldNodeInput[]): FormSchema =>
  formSchema.parse({ schemaVersion: FORM_SCHEMA_VERSION, nodes });

export const TEEN_FORM_NAME = '青少年组附加字段';
export const ADULT_FORM_NAME = '成人组附加字段';

export const teenForm = (): FormSchema =>
  document([
    field({ type: 'input', name: 'school', label: '就读学校', required: true, span: 12 }),
    field({ type: 'input', name: 'grade', label: '年级', required: true, span: 12 }),
    field({
      type: 'upload',
      name: 'guardianConsent',
      label: '监护人同意书',
      required: true,
      uploadKind: 'file',
      limit: 1,
      fileSize: 20,
      fileTypes: ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'png', 'jpg', 'jpeg'],
    }),
  ]);

/** The industry whose projects are asked for a website (comp_industry 新一代信息技术). */
export const WEBSITE_INDUSTRY = 'it';

export const adultForm = (): FormSchema =>
  document([
    field({
      type: 'select',
      name: 'industry',
      label: '所属行业',
      required: true,
      span: 12,
      options: { source: 'dict', dictType: 'comp_industry' },
    }),
    field({ type: 'date', name: 'foundedOn', label: '成立日期', span: 12 }),
    field({
      type: 'textarea',
      name: 'summary',
      label: '项目简介',
      required: true,
      rows: 4,
      rules: [{ kind: 'length', max: 500 }],
    }),
    field({
      type: 'input',
      name: 'website',
      label: '项目网站',
      placeholder: 'https://',
      help: '信息技术类项目请填写可访问的网址',
      rules: [{ kind: 'pattern', pattern: '^https?://\\S+$', message: '网址须以 http:// 或 https:// 开头' }],
      visibleWhen: { field: 'industry', op: 'eq', value: WEBSITE_INDUSTRY },
    }),
  ]);

/**
 * A saved form by name with its first version: the existing one when the name is taken (the seed
 * runs at every start), so a second run changes nothing. Call inside a transaction.
 */
export async function seedForm(
  database: Database,
  formName: string,
  content: FormSchema,
): Promise<{ formId: number; version: number; content: FormSchema }> {
  const db = database.exec();
  const [existing] = await db
    .select({ formId: sysForm.formId, version: sysForm.version })
    .from(sysForm)
    .where(eq(sysForm.formName, formName));
  if (existing) {
    const [saved] = await db
      .select({ content: sysFormVersion.content })
      .from(sysFormVersion)
      .where(and(eq(sysFormVersion.formId, existing.formId), eq(sysFormVersion.version, existing.version)));
    return { ...existing, content: saved?.content ?? content };
  }
  const createTime = formatDateTime(Date.now());
  const formId = await insertForm(database, { formName, remark: '演示数据', createBy: SEED_AUTHOR, createTime });
  await insertFormVersion(database, {
    formId,
    version: 1,
    content,
    fieldCount: formFields(content).length,
    createBy: SEED_AUTHOR,
    createTime,
  });
  return { formId, version: 1, content };
}
