import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Clock } from '../../../lib/clock';
import type { ExcelColumn } from '../../../lib/excel/columns';
import type { Cache } from '../../../plugins/cache/cache';

/** One imported account and the one-time password it was given. */
export interface IssuedPassword {
  userName: string;
  nickName: string;
  password: string;
}

interface Kept {
  owner: number;
  /** base64url(iv | tag | AES-256-GCM of the JSON list), bound to the owner. */
  sealed: string;
  expiresAt: number;
}

const PREFIX = 'user_import_pwd:';
/** Long enough to click the download after the report shows; short enough not to linger. */
export const PASSWORD_SHEET_TTL_MS = 10 * 60_000;

export const passwordSheetColumns: ExcelColumn<IssuedPassword>[] = [
  { title: '登录名称', key: 'userName' },
  { title: '用户名称', key: 'nickName' },
  { title: '一次性密码（首次登录须修改）', key: 'password', width: 30 },
];

/**
 * The one-time passwords of an import, kept until the importer downloads them once (or ten
 * minutes pass). They are sealed under a key derived from APP_SECRET, so the shared cache (Redis)
 * never holds them readable, and only the user who imported can take them.
 */
export class PasswordSheets {
  private readonly key: Buffer;

  private readonly cache: Cache;
  private readonly clock: Clock;

  constructor({
    cache,
    clock,
    appSecret,
  }: {
    cache: Cache;
    clock: Clock;
    appSecret: string;
  }) {
    this.cache = cache;
    this.clock = clock;
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'cbo-import-password-sheet', 'seal', 32));
  }

  async keep(owner: number, issued: IssuedPassword[]): Promise<string> {
    const sheetId = randomBytes(18).toString('base64url');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`${owner}:${sheetId}`));
    const body = Buffer.concat([cipher.update(JSON.stringify(issued), 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    const kept: Kept = { owner, sealed, expiresAt: this.clock.now() + PASSWORD_SHEET_TTL_MS };
    await this.cache.set(PREFIX + sheetId, kept, PASSWORD_SHEET_TTL_MS);
    return sheetId;
  }

  /** The passwords, once, to their owner; undefined when gone, expired or someone else's. */
  async take(owner: number, sheetId: string): Promise<IssuedPassword[] | undefined> {
    const peek = await this.cache.get<Kept>(PREFIX + sheetId);
    // Someone else's id leaves the sheet for its owner.
    if (!peek || peek.owner !== owner) return undefined;
    const kept = await this.cache.take<Kept>(PREFIX + sheetId);
    if (!kept || kept.expiresAt <= this.clock.now()) return undefined;
    const bytes = Buffer.from(kept.sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(`${owner}:${sheetId}`));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const json = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(json) as IssuedPassword[];
  }
}
