import type { SmsTemplateForm } from '@cbo/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../../db/database';
import { sysSmsTemplate } from '../../../../db/schema';
import { type FilterSpec, filterConditions, orderBy } from '../../../../lib/crud/list-query';
import { pagedList } from '../../../../lib/crud/paged-list';

const filters: FilterSpec = {
  templateName: { op: 'like', column: sysSmsTemplate.templateName },
  purpose: { op: 'eq', column: sysSmsTemplate.purpose },
  status: { op: 'eq', column: sysSmsTemplate.status },
};

const sortable = {
  templateId: sysSmsTemplate.templateId,
  templateName: sysSmsTemplate.templateName,
  purpose: sysSmsTemplate.purpose,
  status: sysSmsTemplate.status,
  updateTime: sysSmsTemplate.updateTime,
};

export interface SmsTemplateFilter {
  templateName?: string;
  purpose?: string;
  status?: string;
}

export async function listSmsTemplates(
  database: Database,
  filter: SmsTemplateFilter,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const condition = and(...filterConditions(filters, { ...filter }));
  const order = page.orderByColumn
    ? orderBy(sortable, page, [], sysSmsTemplate.templateId)
    : [asc(sysSmsTemplate.templateId)];
  return pagedList(database, {
    from: sysSmsTemplate,
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select()
        .from(sysSmsTemplate)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

export async function findSmsTemplate(database: Database, templateId: number) {
  const [row] = await database.exec().select().from(sysSmsTemplate).where(eq(sysSmsTemplate.templateId, templateId));
  return row;
}

/** The enabled template of a purpose (the oldest, should several be enabled against the rule). */
export async function findEnabledTemplate(database: Database, purpose: string, exceptId?: number) {
  const [row] = await database
    .exec()
    .select()
    .from(sysSmsTemplate)
    .where(
      and(
        eq(sysSmsTemplate.purpose, purpose),
        eq(sysSmsTemplate.status, '0'),
        exceptId === undefined ? undefined : ne(sysSmsTemplate.templateId, exceptId),
      ),
    )
    .orderBy(asc(sysSmsTemplate.templateId))
    .limit(1);
  return row;
}

export async function insertSmsTemplate(database: Database, form: SmsTemplateForm, createBy: string) {
  await database
    .exec()
    .insert(sysSmsTemplate)
    .values({ ...form, remark: form.remark ?? null, createBy });
}

export async function updateSmsTemplate(
  database: Database,
  templateId: number,
  form: SmsTemplateForm,
  updateBy: string,
  at: string,
): Promise<number> {
  const changed = await database
    .exec()
    .update(sysSmsTemplate)
    .set({ ...form, remark: form.remark ?? null, updateBy, updateTime: at })
    .where(eq(sysSmsTemplate.templateId, templateId))
    .returning({ id: sysSmsTemplate.templateId });
  return changed.length;
}

export async function deleteSmsTemplates(database: Database, templateIds: number[]) {
  await database.exec().delete(sysSmsTemplate).where(inArray(sysSmsTemplate.templateId, templateIds));
}
