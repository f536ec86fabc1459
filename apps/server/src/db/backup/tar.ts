import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { BackupError } from './manifest';

/**
 * A small ustar writer and reader for backup archives: regular files only, names up to 255 bytes
 * (ustar's prefix + name). Enough for a database dump and the uploaded files, and readable by any
 * `tar` (so an operator can look inside a backup with `tar tzf`).
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** Splits a name into ustar's prefix (up to 155 bytes) and name (up to 100 bytes), at a slash. */
function splitName(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= 100) return { prefix: '', name: path };
  for (let at = path.indexOf('/'); at > 0; at = path.indexOf('/', at + 1)) {
    const prefix = path.slice(0, at);
    const name = path.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { prefix, name };
  }
  throw new BackupError(`name too long for the archive: ${path}`);
}

function header(path: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, name } = splitName(path);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** Writes entries to `out` (usually a gzip stream), honouring its back-pressure. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /** Adds a file of `size` bytes; `content` must yield exactly that many. */
  async add(path: string, size: number, content: Buffer | Readable, mtime = new Date()): Promise<void> {
    await this.write(header(path, size, mtime));
    let written = 0;
    for await (const chunk of Buffer.isBuffer(content) ? [content] : content) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      written += bytes.length;
      if (written > size) throw new BackupError(`${path} grew while it was archived`);
      await this.write(bytes);
    }
    if (written !== size) throw new BackupError(`${path} shrank while it was archived`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding > 0) await this.write(Buffer.alloc(padding));
  }

  /** The end-of-archive marker (two empty blocks); the caller ends the stream. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
  }
}

export interface TarEntry {
  path: string;
  size: number;
}

/** Where an entry's bytes go: a writable stream, or undefined to skip the entry. */
export type EntrySink = (entry: TarEntry) => Promise<Writable | undefined>;

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
}

function parseHeader(block: Buffer): (TarEntry & { type: string }) | undefined {
  if (block.every((byte) => byte === 0)) return undefined;
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  if (Number.parseInt(text(block, 148, 8).trim(), 8) !== sum)
    throw new BackupError('the archive is damaged (bad header checksum)');
  const prefix = text(block, 345, 155);
  const name = text(block, 0, 100);
  return {
    path: prefix ? `${prefix}/${name}` : name,
    size: Number.parseInt(text(block, 124, 12).trim() || '0', 8),
    type: text(block, 156, 1) || '0',
  };
}

/**
 * Reads an archive from `input` (already gunzipped), handing each regular file's bytes to the
 * stream `sink` gives for it. Directories are skipped; any other kind of entry is refused.
 */
export async function readTar(input: AsyncIterable<Buffer>, sink: EntrySink): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let current: { out?: Writable; left: number; pad: number } | undefined;
  let ended = false;
  for await (const chunk of input) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (!ended) {
      if (current) {
        if (current.left > 0) {
          if (pending.length === 0) break;
          const part = pending.subarray(0, Math.min(current.left, pending.length));
          pending = pending.subarray(part.length);
          current.left -= part.length;
          if (current.out && !current.out.write(part)) await once(current.out, 'drain');
          continue;
        }
        if (current.out) {
          const out = current.out;
          current.out = undefined;
          out.end();
          await once(out, 'finish');
        }
        if (pending.length < current.pad) break;
        pending = pending.subarray(current.pad);
        current = undefined;
        continue;
      }
      if (pending.length < BLOCK) break;
      const entry = parseHeader(pending.subarray(0, BLOCK));
      pending = pending.subarray(BLOCK);
      if (!entry) {
        ended = true;
        break;
      }
      if (entry.type === '5') continue;
      if (entry.type !== '0') throw new BackupError(`unexpected entry in the archive: ${entry.path}`);
      const out = await sink({ path: entry.path, size: entry.size });
      current = { out, left: entry.size, pad: (BLOCK - (entry.size % BLOCK)) % BLOCK };
    }
  }
  if (!ended) throw new BackupError('the archive is incomplete (no end marker)');
}
