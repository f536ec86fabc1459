import { formatMessage, type Locale, type MessageKey, SUPER_ADMIN_USER_ID, userNameRule } from '@cbo/contracts';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { checkImport, escapeHtml, type ImportChecks, repeatsInFile } from '../../../lib/excel/import-runner';
import { oneTimePassword, oneTimePasswordHasher } from '../../../lib/password';
import type { SessionStore } from '../../auth/session-store';
import { smsLoginEnabled } from '../../sms/sms-code.service';
import type { ConfigService } from '../config/config.service';
import { assertIdsInScope, deptsInScope } from '../data-scope/data-scope';
import { analyzeUsers, insertUsers, liveHoldersOf, liveUserIdsByName, overwriteUser } from './user.repository';
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
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

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

  private readonly database: Database;
  private readonly clock: Clock;
  private readonly configs: ConfigService;
  private readonly sessions: SessionStore;

  constructor({
    database,
    clock,
    configs,
    sessions,
    appSecret,
  }: {
    database: Database;
    clock: Clock;
    configs: ConfigService;
    sessions: SessionStore;
    appSecret: string;
  }) {
    this.database = database;
    this.clock = clock;
    this.configs = configs;
    this.sessions = sessions;
    this.hashOneTime = oneTimePasswordHasher(appSecret);
  }

  async run({
    actor,
    file,
    columns,
    options,
    locale,
  }: {
    actor: Actor;
    file: Buffer;
    columns: ExcelColumn<unknown>[];
    options: { updateSupport: boolean; smsLogin: boolean };
    locale: Locale;
  }): Promise<{ msg: string; issued: IssuedPassword[] }> {
    const { smsLogin } = options;
    if (smsLogin && !(await smsLoginEnabled(this.configs))) throw AppError.rule('user.importSmsLoginOff');

    const { toInsert, toUpdate, rows } = await checkImport({
      file,
      columns,
      schema: importRow,
      locale,
      report: { failed: 'user.importFailed', rowFailed: 'user.importRowFailed', withName: true, limit: SUMMARY_LINES },
      nameOf: (raw) => raw?.userName ?? '',
      check: (rows, checks) => this.check(actor, rows, checks, options),
    });

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
        await insertUsers(
          this.database,
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
        await overwriteUser(this.database, id, {
          ...value,
          deptId: value.deptId ?? null,
          updateBy: actor.userName,
          updateTime: now,
        });
        if (i % BATCH === BATCH - 1) await yieldToRequests();
      }
    });
    if (toUpdate.length > 0) await this.sessions.bumpEpoch();
    // Fresh planner statistics after a bulk load (PGlite has no autovacuum to do it), so list
    // queries keep using the right indexes.
    if (toInsert.length + toUpdate.length >= ANALYZE_AFTER) await analyzeUsers(this.database);

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

  /**
   * Every row against the file and the live users: duplicates in the file, mobiles and emails held
   * by others, department scope, existing accounts and the update permission. Reads in batches.
   */
  private async check(
    actor: Actor,
    rows: Array<{ row: number; value: ImportRow }>,
    checks: ImportChecks,
    options: { updateSupport: boolean; smsLogin: boolean },
  ) {
    const { updateSupport, smsLogin } = options;
    // Duplicates inside the file, naming the column as the sheet shows it.
    for (const field of ['userName', 'phonenumber', 'email'] as const) {
      const byRow = new Map(rows.map((r) => [r.row, r.value.userName]));
      for (const [row, seen] of repeatsInFile(rows, (value) => value[field])) {
        checks.fail(row, byRow.get(row) ?? '', 'import.duplicateOf', { field: checks.titleOf(field), row: seen });
      }
    }

    // Existing accounts, and mobiles or emails held by other live users.
    const existing = await liveUserIdsByName(
      this.database,
      rows.map((r) => r.value.userName),
    );
    const holders = (field: 'phonenumber' | 'email') =>
      liveHoldersOf(this.database, field, rows.map((r) => r.value[field]).filter(Boolean));
    const mobiles = await holders('phonenumber');
    const emails = await holders('email');
    const allowedDepts = await deptsInScope(
      this.database,
      actor.subject,
      'system:user:import',
      rows.map((r) => r.value.deptId).filter((id): id is number => id !== undefined),
    );

    const toInsert: ImportRow[] = [];
    const toUpdate: Array<{ id: number; value: ImportRow }> = [];
    for (const { row, value } of rows) {
      const name = value.userName;
      if (value.deptId !== undefined && !allowedDepts.has(value.deptId)) {
        checks.fail(row, name, 'user.importOutOfScope');
        continue;
      }
      const mobileHolder = value.phonenumber ? mobiles.get(value.phonenumber) : undefined;
      if (mobileHolder && mobileHolder !== name) {
        checks.fail(row, name, 'user.addMobileTaken', { name });
        continue;
      }
      const emailHolder = value.email ? emails.get(value.email) : undefined;
      if (emailHolder && emailHolder !== name) {
        checks.fail(row, name, 'user.addEmailTaken', { name });
        continue;
      }
      const id = existing.get(name);
      if (id === undefined && smsLogin && !value.phonenumber) checks.fail(row, name, 'user.importNeedsMobile');
      else if (id === undefined) toInsert.push(value);
      else if (!updateSupport) checks.fail(row, name, 'user.importExists');
      else if (id === SUPER_ADMIN_USER_ID) checks.fail(row, name, 'user.adminProtected');
      else toUpdate.push({ id, value });
    }
    if (toUpdate.length > 0) {
      try {
        await assertIdsInScope(this.database, {
          subject: actor.subject,
          permission: 'system:user:import',
          target: 'user',
          ids: toUpdate.map((u) => u.id),
        });
      } catch {
        for (const u of toUpdate) checks.fail(0, u.value.userName, 'user.importOutOfScope');
      }
    }
    return { toInsert, toUpdate, rows };
  }
}
