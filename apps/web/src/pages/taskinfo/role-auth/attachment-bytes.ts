import { API_PREFIX } from '@cbo/contracts';
import { http } from '../../../core/http/http-client';

/** What an attachment's bytes turned out to be. */
export type AttachmentContent = { kind: 'pdf'; bytes: Uint8Array } | { kind: 'image'; blob: Blob } | { kind: 'other' };

/**
 * The signed link stopped working (expired after five minutes, or refused): the page reopens the
 * assignment for fresh links (docs/scoring.md, attachments).
 */
export class AttachmentLinkGone extends Error {
  override name = 'AttachmentLinkGone';
}

/** The server's links name /prod-api; the client's base (another origin in tests) serves it. */
export function attachmentUrl(viewUrl: string): string {
  const base = http.instance.defaults.baseURL ?? API_PREFIX;
  return viewUrl.startsWith(API_PREFIX) ? `${base}${viewUrl.slice(API_PREFIX.length)}` : viewUrl;
}

const starts = (bytes: Uint8Array, ...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** The kind by the first bytes: the name may be hidden (blind file names), so it is not trusted. */
export function sniff(bytes: Uint8Array): 'pdf' | 'image' | 'other' {
  if (starts(bytes, 0x25, 0x50, 0x44, 0x46)) return 'pdf'; // %PDF
  if (starts(bytes, 0x89, 0x50, 0x4e, 0x47)) return 'image'; // PNG
  if (starts(bytes, 0xff, 0xd8, 0xff)) return 'image'; // JPEG
  if (starts(bytes, 0x47, 0x49, 0x46, 0x38)) return 'image'; // GIF
  if (starts(bytes, 0x52, 0x49, 0x46, 0x46) && starts(bytes.subarray(8), 0x57, 0x45, 0x42, 0x50)) return 'image'; // WEBP
  if (starts(bytes, 0x42, 0x4d)) return 'image'; // BMP
  return 'other';
}

/**
 * Fetches an attachment's bytes through its signed view link (never from a cache). A refusal
 * (HTTP 403/410, or the API's envelope in place of a file) means the link is gone.
 */
export async function fetchAttachment(viewUrl: string, signal?: AbortSignal): Promise<AttachmentContent> {
  const response = await fetch(attachmentUrl(viewUrl), { cache: 'no-store', credentials: 'same-origin', signal });
  if (response.status === 403 || response.status === 410) throw new AttachmentLinkGone(String(response.status));
  if (!response.ok) throw new Error(`attachment answered ${response.status}`);
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    throw new AttachmentLinkGone('refused');
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const kind = sniff(bytes);
  if (kind === 'pdf') return { kind, bytes };
  if (kind === 'image') return { kind, blob: new Blob([bytes], { type: response.headers.get('content-type') ?? '' }) };
  return { kind };
}
