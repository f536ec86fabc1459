import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { lstat, mkdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../app-error';

export interface StoredFile {
  size: number;
  stream(): ReadStream;
}

/** Where files are kept: the local disk now, object storage later (docs/architecture.md#files). */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** Writes a large file from a stream (a zip of certificates) without holding it in memory. */
  putStream(key: string, source: Readable): Promise<void>;
  /** The file, or undefined when there is none (or it is not a regular file inside the root). */
  open(key: string): Promise<StoredFile | undefined>;
  remove(key: string): Promise<void>;
}

/**
 * Files under one root folder. Keys are checked before they get here (storage-key.ts); this layer
 * still resolves each path and refuses anything whose real path leaves the root (symlinks).
 */
export class LocalDiskStorage implements FileStorage {
  private realRoot?: Promise<string>;

  constructor(private readonly root: string) {}

  private path(key: string): string {
    const path = join(this.root, key);
    if (!path.startsWith(this.root + sep)) throw AppError.rule('file.badName', { field: 'fileName' });
    return path;
  }

  private async root_(): Promise<string> {
    this.realRoot ??= mkdir(this.root, { recursive: true }).then(() => realpath(this.root));
    return this.realRoot;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, bytes, { flag: 'wx' });
    await rename(partial, path);
  }

  async putStream(key: string, source: Readable): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    try {
      await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, path);
  }

  async open(key: string): Promise<StoredFile | undefined> {
    const path = this.path(key);
    const root = await this.root_();
    let real: string;
    try {
      if (!(await lstat(path)).isFile()) return undefined;
      real = await realpath(path);
    } catch {
      return undefined;
    }
    if (!real.startsWith(root + sep)) return undefined;
    const info = await stat(real);
    return { size: info.size, stream: () => createReadStream(real) };
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
