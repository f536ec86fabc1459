import { formatMessage, type Locale, type PostForm, postForm } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { runImport } from '../../../lib/excel/import-runner';
import { insertPosts, postClashes, updatePost } from './post.repository';

/**
 * Imports posts, all or nothing: rows are validated with the shared form schema, then checked for
 * duplicates in the file and clashes with other posts (by code, or by name for new codes; one
 * batched read for the whole file), then written in one transaction. With updateSupport an
 * existing code is updated in place.
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
  const written = await runImport({
    file,
    columns,
    schema: postForm,
    maxRows: 10_000,
    locale,
    report: { failed: 'import.failed', rowFailed: 'import.rowFailed' },
    check: async (rows, checks) => {
      const clashes = await postClashes(
        database,
        rows.map((r) => r.value.postCode),
        rows.map((r) => r.value.postName),
      );
      const seenCode = new Map<string, number>();
      const seenName = new Map<string, number>();
      const plan: Array<{ id?: number; value: PostForm }> = [];
      for (const { row, value } of rows) {
        const dupCode = seenCode.get(value.postCode);
        const dupName = seenName.get(value.postName);
        if (dupCode !== undefined || dupName !== undefined) {
          const field = checks.titleOf(dupCode !== undefined ? 'postCode' : 'postName');
          checks.fail(row, '', 'import.duplicateOf', { field, row: dupCode ?? dupName ?? 0 });
          continue;
        }
        seenCode.set(value.postCode, row);
        seenName.set(value.postName, row);
        const sameCode = clashes.find((c) => c.code === value.postCode);
        const otherName = clashes.find((c) => c.name === value.postName && c.code !== value.postCode);
        if (otherName) checks.fail(row, '', 'post.addNameTaken', { name: value.postName });
        else if (sameCode && !updateSupport) checks.fail(row, '', 'post.addCodeTaken', { name: value.postName });
        else plan.push({ id: sameCode?.id, value });
      }
      return plan;
    },
    write: async (plan) => {
      const now = formatDateTime(clock.now());
      await database.transaction(async () => {
        // Inserted in sheet order, as before, so new ids follow the sheet.
        await insertPosts(
          database,
          plan.filter((p) => p.id === undefined).map((p) => ({ ...p.value, createBy: by })),
        );
        for (const { id, value } of plan) {
          if (id !== undefined) await updatePost(database, { postId: id, form: value, updateBy: by, at: now });
        }
      });
      return plan.length;
    },
  });
  return formatMessage('import.ok', locale, { count: written ?? 0 });
}
