import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { attachmentHeaders } from '../../lib/attachment';
import type { Clock } from '../../lib/clock';
import {
  ALLOWED_EXTENSIONS,
  bytesMatchExtension,
  extensionOf,
  isAllowedExtension,
  servingOf,
} from '../../lib/files/file-types';
import { type FileStorage, LocalDiskStorage } from '../../lib/files/local-disk-storage';
import { FileUrlSigner } from '../../lib/files/signed-url';
import { checkStorageKey, resourceOfKey, UPLOAD_AREA } from '../../lib/files/storage-key';
import { FileAccess } from './file-access';

/** The reference's limit on an uploaded file's name. */
export const MAX_NAME_LENGTH = 100;
/** How long a signed file link works. */
export const SIGNED_URL_TTL_MS = 5 * 60_000;
/** Where signed links are served, under the API prefix. */
const SIGNED_BASE = '/prod-api/common/file/signed';

export interface UploadedFile {
  fileName: string;
  url: string;
  newFileName: string;
  originalFilename: string;
}

/** Uploads, downloads and signed links over one storage. */
export class FileService {
  readonly storage: FileStorage;
  /** Who uploaded each file, which records cite it, and who may therefore read it. */
  readonly access: FileAccess;
  private readonly signer: FileUrlSigner;

  private readonly clock: Clock;

  constructor({
    dataDir,
    secret,
    clock,
    database,
  }: {
    dataDir: string;
    secret: string;
    clock: Clock;
    database: Database;
  }) {
    this.clock = clock;
    this.storage = new LocalDiskStorage(join(dataDir, 'files'));
    this.access = new FileAccess({ database, storage: this.storage });
    this.signer = new FileUrlSigner({ secret, basePath: SIGNED_BASE });
  }

  /**
   * Checks name, extension (one of `extensions`, all allowed kinds by default) and content, then
   * stores under a generated name in today's folder of `area`, recorded as uploaded by `ownerId`
   * (a sys_user, staff or entrant): until a record cites it, only its uploader may read or attach it.
   */
  async store(
    part: MultipartFile,
    ownerId: number,
    area = UPLOAD_AREA,
    extensions = ALLOWED_EXTENSIONS,
  ): Promise<UploadedFile> {
    const original = part.filename.normalize('NFC').trim();
    // A part without a name (an empty file input) carries no file to keep.
    if (original === '') throw AppError.rule('file.none');
    if (original.length > MAX_NAME_LENGTH) throw AppError.rule('file.nameTooLong', { n: MAX_NAME_LENGTH });
    const extension = extensionOf(original);
    if (!isAllowedExtension(extension) || !extensions.includes(extension)) {
      throw AppError.rule('upload.fileType', { types: extensions.join('/') });
    }
    const bytes = await part.toBuffer();
    if (!bytesMatchExtension(extension, bytes)) throw AppError.rule('file.contentMismatch', { ext: extension });

    const now = new Date(this.clock.now());
    const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0'));
    // The original name only lends its readable part; the stored name is generated.
    const stem = original
      .slice(0, original.length - extension.length - 1)
      .replace(/[^\p{L}\p{N}_-]+/gu, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40);
    const newFileName = `${stem ? `${stem}_` : ''}${randomBytes(8).toString('hex')}.${extension}`;
    const key = checkStorageKey([area, ...day, newFileName].join('/'), 'file');
    await this.storage.put(key, bytes);
    await this.access.register(key, ownerId);
    return { fileName: resourceOfKey(key), url: this.signedUrl(key), newFileName, originalFilename: original };
  }

  /** Removes files stored by a request that then failed, with their owner records. */
  async discard(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.remove(key);
      await this.access.forget(key);
    }
  }

  /** A link that serves the file without a session until `ttlMs` from now (exports pass a longer one). */
  signedUrl(key: string, ttlMs = SIGNED_URL_TTL_MS): string {
    return this.signer.sign(key, this.clock.now(), ttlMs);
  }

  verifySigned(key: string, expires: number, sig: string): boolean {
    return this.signer.verify(key, expires, sig, this.clock.now());
  }

  /**
   * Streams a stored file. Only raster images are shown in place; everything else (HTML, SVG,
   * documents) is an attachment with nosniff, so nothing uploaded runs in our origin.
   */
  async send({
    reply,
    key,
    downloadName,
    mode,
    afterRead,
  }: {
    reply: FastifyReply;
    key: string;
    downloadName: string;
    mode: 'serve' | 'attachment';
    afterRead?: () => void;
  }) {
    const file = await this.storage.open(key);
    if (!file) throw AppError.rule('file.notFound');
    const serving = servingOf(key);
    const inline = mode === 'serve' && serving.inline;
    reply.header('content-type', serving.type);
    reply.header('content-length', file.size);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    if (inline) reply.header('cache-control', 'private, max-age=300');
    else attachmentHeaders(reply, downloadName);
    const stream = file.stream();
    if (afterRead) stream.once('close', afterRead);
    return reply.send(stream);
  }
}
