import { formatMessage, isMessageKey, type Locale, postForm } from '@cbo/contracts';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysPost } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { parseXlsx } from '../../../lib/excel/import-xlsx';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * Imports posts, all or nothing: rows are validated with the shared form schema, then checked for
 * duplicates in the file and clashes with other posts (by code, or by name for new codes), then
 * written in one transaction. With updateSupport an existing code is updated in place.
 */
export async function importPosts(
  database: Database,
  {
    clock,
    file,
    columns,
    updateSupport,
    by,
    locale,
  }: {
    clock: Clock;
    file: Buffer;
    columns: ExcelColumn<unknown>[];
    updateSupport: boolean;
    by: string;
    locale: Locale;
  },
): Promise<string> {
  const parsed = await parseXlsx(file, columns, postForm, { maxRows: 10_000 });
  const problems = parsed.problems.map((p) => ({
    row: p.row,
    reason: `${p.field} ${isMessageKey(p.message) ? formatMessage(p.message, locale) : p.message}`,
  }));
  const seenCode = new Map<string, number>();
  const seenName = new Map<string, number>();
  const plan: Array<{ row: number; id?: number; value: (typeof parsed.rows)[number]['value'] }> = [];
  for (const { row, value } of parsed.rows) {
    const dupCode = seenCode.get(value.postCode);
    const dupName = seenName.get(value.postName);
    if (dupCode !== undefined || dupName !== undefined) {
      const key = dupCode !== undefined ? 'postCode' : 'postName';
      const field = columns.find((column) => column.key === key)?.title ?? key;
      problems.push({
        row,
        reason: formatMessage('import.duplicateOf', locale, { field, row: dupCode ?? dupName ?? 0 }),
      });
      continue;
    }
    seenCode.set(value.postCode, row);
    seenName.set(value.postName, row);
    const clashes = await database
      .exec()
      .select({ id: sysPost.postId, code: sysPost.postCode, name: sysPost.postName })
      .from(sysPost)
      .where(or(eq(sysPost.postCode, value.postCode), eq(sysPost.postName, value.postName)));
    const sameCode = clashes.find((c) => c.code === value.postCode);
    const otherName = clashes.find((c) => c.name === value.postName && c.code !== value.postCode);
    if (otherName) problems.push({ row, reason: formatMessage('post.addNameTaken', locale, { name: value.postName }) });
    else if (sameCode && !updateSupport) {
      problems.push({ row, reason: formatMessage('post.addCodeTaken', locale, { name: value.postName }) });
    } else plan.push({ row, id: sameCode?.id, value });
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.row - b.row);
    const lines = problems.map((p, i) =>
      formatMessage('import.rowFailed', locale, { index: i + 1, row: p.row, reason: escapeHtml(p.reason) }),
    );
    throw AppError.translated(
      [formatMessage('import.failed', locale, { count: problems.length }), ...lines].join('<br/>'),
    );
  }
  const now = formatDateTime(clock.now());
  await database.transaction(async () => {
    for (const { id, value } of plan) {
      const values = { ...value, remark: value.remark ?? null };
      if (id === undefined)
        await database
          .exec()
          .insert(sysPost)
          .values({ ...values, createBy: by });
      else
        await database
          .exec()
          .update(sysPost)
          .set({ ...values, updateBy: by, updateTime: now })
          .where(eq(sysPost.postId, id));
    }
  });
  return formatMessage('import.ok', locale, { count: plan.length });
}
