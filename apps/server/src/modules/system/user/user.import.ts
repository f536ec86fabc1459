import {
  formatMessage,
  isMessageKey,
  type Locale,
  type MessageKey,
  SUPER_ADMIN_USER_ID,
  userNameRule,
} from '@cbo/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { sysUser } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { parseXlsx } from '../../../lib/excel/import-xlsx';
import { oneTimePassword, oneTimePasswordHasher } from '../../../lib/password';
import type { SessionStore } from '../../auth/session-store';
import { smsLoginEnabled } from '../../sms/sms-code.service';
import type { ConfigService } from '../config/config.service';
import { assertIdsInScope } from '../data-scope/data-scope';
import type { Actor } from './user.service';
import type { IssuedPassword } from './user-password-sheet';

const importRow = z.object({
  deptId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  userName: userNameRule,
  nickName: z
    .string()
    .trim()
    .min(1, 'validation.required' satisfies MessageKey)
    .max(30),
  email: z
    .string()
    .trim()
    .max(50)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'validation.email' satisfies MessageKey),
  phonenumber: z
    .string()
    .trim()
    .refine((v) => v === '' || /^1[3-9]\d{9}$/.test(v), 'validation.mobile' satisfies MessageKey),
  sex: z.enum(['0', '1', '2']).or(z.literal('').transform(() => '2' as const)),
  status: z.enum(['0', '1']).or(z.literal('').transform(() => '0' as const)),
});
type ImportRow = z.output<typeof importRow>;

const BATCH = 500;
const ANALYZE_AFTER = 500;
const SUMMARY_LINES = 200;
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

async function chunked<T, R>(items: T[], size: number, work: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await work(items.slice(i, i + size))));
  return out;
}

/**
 * Imports users from an xlsx sheet, all or nothing: every row is validated (format, duplicates in
 * the file, clashes with live users, department scope, update permission) before one transaction
 * writes them in short batches, yielding between batches so other requests keep being answered.
 *
 * No account shares a password. Each new account gets its own one-time password, stored as an
 * HMAC (argon2 per row would take minutes for 10,000 rows) and answered once to the importer;
 * it must be changed at first login. With `smsLogin` new accounts get no password at all (the
 * sheet's mobile number is required) and sign in by SMS code. Updated accounts keep theirs.
 */
export class UserImport {
  private readonly hashOneTime: (plain: string) => string;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly configs: ConfigService,
    private readonly sessions: SessionStore,
    appSecret: string,
  ) {
    this.hashOneTime = oneTimePasswordHasher(appSecret);
  }

  async run(
    actor: Actor,
    file: Buffer,
    columns: ExcelColumn<unknown>[],
    options: { updateSupport: boolean; smsLogin: boolean },
    locale: Locale,
  ): Promise<{ msg: string; issued: IssuedPassword[] }> {
    const { updateSupport, smsLogin } = options;
    if (smsLogin && !(await smsLoginEnabled(this.configs))) throw AppError.rule('user.importSmsLoginOff');

    const parsed = await parseXlsx(file, columns, importRow);
    const problems: Array<{ row: number; name: string; reason: string }> = parsed.problems.map((p) => ({
      row: p.row,
      name: p.raw?.userName ?? '',
      reason: `${p.field} ${isMessageKey(p.message) ? formatMessage(p.message, locale) : p.message}`.trim(),
    }));
    const rows = parsed.rows;
    const fail = (row: number, name: string, key: Parameters<typeof formatMessage>[0], params = {}) =>
      problems.push({ row, name, reason: formatMessage(key, locale, params) });

    // Duplicates inside the file, naming the column as the sheet shows it.
    const titleOf = (key: string) => columns.find((column) => column.key === key)?.title ?? key;
    for (const field of ['userName', 'phonenumber', 'email'] as const) {
      const first = new Map<string, number>();
      for (const { row, value } of rows) {
        const key = value[field];
        if (!key) continue;
        const seen = first.get(key);
        if (seen === undefined) first.set(key, row);
        else fail(row, value.userName, 'import.duplicateOf', { field: titleOf(field), row: seen });
      }
    }

    // Existing accounts, and mobiles or emails held by other live users.
    const live = eq(sysUser.delFlag, '0');
    const existing = new Map<string, number>();
    for (const found of await chunked(
      rows.map((r) => r.value.userName),
      1000,
      (names) =>
        this.database
          .exec()
          .select({ id: sysUser.userId, name: sysUser.userName })
          .from(sysUser)
          .where(and(live, inArray(sysUser.userName, names))),
    )) {
      existing.set(found.name, found.id);
    }
    const holders = async (field: 'phonenumber' | 'email') => {
      const values = rows.map((r) => r.value[field]).filter(Boolean);
      const column = sysUser[field];
      const found = await chunked(values, 1000, (chunk) =>
        this.database
          .exec()
          .select({ value: column, name: sysUser.userName })
          .from(sysUser)
          .where(and(live, inArray(column, chunk))),
      );
      return new Map(found.map((f) => [f.value ?? '', f.name]));
    };
    const mobiles = await holders('phonenumber');
    const emails = await holders('email');

    const allowedDepts = new Set<number>();
    for (const deptId of new Set(rows.map((r) => r.value.deptId).filter((id): id is number => id !== undefined))) {
      try {
        await assertIdsInScope(this.database, actor.subject, 'system:user:import', 'dept', [deptId]);
        allowedDepts.add(deptId);
      } catch {
        // reported per row below
      }
    }

    const toInsert: ImportRow[] = [];
    const toUpdate: Array<{ id: number; value: ImportRow }> = [];
    for (const { row, value } of rows) {
      const name = value.userName;
      if (value.deptId !== undefined && !allowedDepts.has(value.deptId)) {
        fail(row, name, 'user.importOutOfScope');
        continue;
      }
      const mobileHolder = value.phonenumber ? mobiles.get(value.phonenumber) : undefined;
      if (mobileHolder && mobileHolder !== name) {
        fail(row, name, 'user.addMobileTaken', { name });
        continue;
      }
      const emailHolder = value.email ? emails.get(value.email) : undefined;
      if (emailHolder && emailHolder !== name) {
        fail(row, name, 'user.addEmailTaken', { name });
        continue;
      }
      const id = existing.get(name);
      if (id === undefined && smsLogin && !value.phonenumber) fail(row, name, 'user.importNeedsMobile');
      else if (id === undefined) toInsert.push(value);
      else if (!updateSupport) fail(row, name, 'user.importExists');
      else if (id === SUPER_ADMIN_USER_ID) fail(row, name, 'user.adminProtected');
      else toUpdate.push({ id, value });
    }
    if (toUpdate.length > 0) {
      try {
        await assertIdsInScope(
          this.database,
          actor.subject,
          'system:user:import',
          'user',
          toUpdate.map((u) => u.id),
        );
      } catch {
        for (const u of toUpdate) fail(0, u.value.userName, 'user.importOutOfScope');
      }
    }

    if (problems.length > 0) {
      problems.sort((a, b) => a.row - b.row);
      const lines = problems.slice(0, SUMMARY_LINES).map((p, i) =>
        formatMessage('user.importRowFailed', locale, {
          index: i + 1,
          row: p.row,
          name: p.name ? ` ${escapeHtml(p.name)} ` : ' ',
          reason: escapeHtml(p.reason),
        }),
      );
      if (problems.length > SUMMARY_LINES) lines.push('…');
      throw AppError.translated(
        [formatMessage('user.importFailed', locale, { count: problems.length }), ...lines].join('<br/>'),
      );
    }

    // Made before the transaction opens (PGlite's one connection waits for it), yielding now and
    // then: 10,000 of them take most of a second.
    const issued: IssuedPassword[] = [];
    const stored: string[] = [];
    for (const value of smsLogin ? [] : toInsert) {
      const password = oneTimePassword();
      issued.push({ userName: value.userName, nickName: value.nickName, password });
      stored.push(this.hashOneTime(password));
      if (issued.length % BATCH === 0) await yieldToRequests();
    }
    const now = formatDateTime(this.clock.now());
    await this.database.transaction(async () => {
      for (let i = 0; i < toInsert.length; i += BATCH) {
        await this.database
          .exec()
          .insert(sysUser)
          .values(
            toInsert.slice(i, i + BATCH).map((value, j) => ({
              ...value,
              deptId: value.deptId ?? null,
              // An SMS-only account has no password: no password login can match an empty hash.
              password: smsLogin ? '' : stored[i + j],
              pwdChangeRequired: smsLogin ? '0' : '1',
              pwdUpdateDate: now,
              createBy: actor.userName,
            })),
          );
        await yieldToRequests();
      }
      for (let i = 0; i < toUpdate.length; i++) {
        const { id, value } = toUpdate[i];
        await this.database
          .exec()
          .update(sysUser)
          .set({ ...value, deptId: value.deptId ?? null, updateBy: actor.userName, updateTime: now })
          .where(eq(sysUser.userId, id));
        if (i % BATCH === BATCH - 1) await yieldToRequests();
      }
    });
    if (toUpdate.length > 0) await this.sessions.bumpEpoch();
    // Fresh planner statistics after a bulk load (PGlite has no autovacuum to do it), so list
    // queries keep using the right indexes; on PGlite a vacuum too, whose visibility map lets the
    // list's covering indexes answer alone (docs/architecture.md#paged-lists).
    if (toInsert.length + toUpdate.length >= ANALYZE_AFTER)
      await this.database
        .exec()
        .execute(this.database.kind === 'pglite' ? sql`vacuum (analyze) sys_user` : sql`analyze sys_user`);

    const updated = new Set(toUpdate.map((u) => u.value.userName));
    const lines = rows.slice(0, SUMMARY_LINES).map(({ value }, i) =>
      formatMessage(updated.has(value.userName) ? 'user.importRowUpdated' : 'user.importRowAdded', locale, {
        index: i + 1,
        name: escapeHtml(value.userName),
      }),
    );
    if (rows.length > SUMMARY_LINES) lines.push('…');
    const head = [formatMessage('user.importOk', locale, { count: rows.length })];
    if (issued.length > 0) head.push(formatMessage('user.importPasswords', locale, { count: issued.length }));
    return { msg: [...head, ...lines].join('<br/>'), issued };
  }
}
