import { REPEAT_SUBMIT_SIZE_CAP, REPEAT_SUBMIT_WINDOW_MS } from '@cbo/contracts';

/** What the guard compares: the body as one string, and its size in bytes. */
interface BodySignature {
  text: string;
  bytes: number;
}

const encoder = new TextEncoder();

function describeFile(file: Blob): string {
  const name = file instanceof File ? file.name : '';
  const modified = file instanceof File ? file.lastModified : 0;
  return `blob:${name}:${file.type}:${file.size}:${modified}`;
}

/** A stable description of a request body; files are named by name, type, size and date, not read. */
export function signBody(body: unknown): BodySignature {
  if (body === undefined || body === null) return { text: '', bytes: 0 };
  if (typeof body === 'string') return { text: body, bytes: encoder.encode(body).length };
  if (body instanceof Blob) return { text: describeFile(body), bytes: body.size };
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
    const view = body instanceof ArrayBuffer ? new Uint8Array(body) : new Uint8Array(body.buffer);
    return { text: `bytes:${view.byteLength}:${view.slice(0, 64).join(',')}`, bytes: view.byteLength };
  }
  if (body instanceof FormData || body instanceof URLSearchParams) {
    let bytes = 0;
    const parts: string[] = [];
    for (const [name, value] of body.entries()) {
      const text = typeof value === 'string' ? value : describeFile(value);
      bytes += encoder.encode(name).length + (typeof value === 'string' ? encoder.encode(value).length : value.size);
      parts.push(`${name}=${text}`);
    }
    return { text: parts.join('&'), bytes };
  }
  const text = JSON.stringify(body);
  return { text, bytes: encoder.encode(text).length };
}

export type RepeatVerdict = 'allowed' | 'duplicate' | 'too-large';

export interface RepeatSubmitOptions {
  windowMs?: number;
  sizeCap?: number;
  now?: () => number;
}

/**
 * docs/web-client.md section 5: a POST or PUT with the same url and body as the previous one within the window
 * is a duplicate. Only the last allowed request is remembered, as in the reference; a body over
 * the size cap is not compared (nor remembered).
 */
export class RepeatSubmitGuard {
  private last: { url: string; body: string; time: number } | undefined;
  private readonly windowMs: number;
  private readonly sizeCap: number;
  private readonly now: () => number;

  constructor(options: RepeatSubmitOptions = {}) {
    this.windowMs = options.windowMs ?? REPEAT_SUBMIT_WINDOW_MS;
    this.sizeCap = options.sizeCap ?? REPEAT_SUBMIT_SIZE_CAP;
    this.now = options.now ?? Date.now;
  }

  check(url: string, body: unknown): RepeatVerdict {
    const signature = signBody(body);
    if (signature.bytes >= this.sizeCap) return 'too-large';
    const time = this.now();
    const last = this.last;
    if (last && last.url === url && last.body === signature.text && time - last.time < this.windowMs) {
      return 'duplicate';
    }
    this.last = { url, body: signature.text, time };
    return 'allowed';
  }
}
