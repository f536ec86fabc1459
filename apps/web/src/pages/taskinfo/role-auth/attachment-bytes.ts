import { scoringFile } from '@cbo/contracts';
import { api } from '../../../core/http/api';

/** What an attachment's bytes turned out to be. */
export type AttachmentContent = { kind: 'pdf'; bytes: Uint8Array } | { kind: 'image'; blob: Blob } | { kind: 'other' };

/**
 * The signed link stopped working (expired after five minutes, or refused): the page reopens the
 * assignment for fresh links (docs/scoring.md, attachments).
 */
export class AttachmentLinkGone extends Error {
  override name = 'AttachmentLinkGone';
}

/** Whether a signed link's expiry (seconds, in its query) has passed, or passes within ten seconds. */
export function linkExpired(url: string, now = Date.now()): boolean {
  const expires = Number(new URL(url, 'http://link.invalid').searchParams.get('expires'));
  return !Number.isFinite(expires) || expires * 1000 < now + 10_000;
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

/** A signed link's parts as the file endpoint's params and query. */
function linkParts(url: string) {
  const link = new URL(url, 'http://link.invalid');
  const match = /\/comp\/scoring\/file\/(\d+)\/(\d+)$/.exec(link.pathname);
  if (!match) throw new AttachmentLinkGone('not a file link');
  return {
    params: { assignmentId: Number(match[1]), index: Number(match[2]) },
    query: {
      expires: Number(link.searchParams.get('expires')),
      sig: link.searchParams.get('sig') ?? '',
      download: link.searchParams.get('download') === '1' ? ('1' as const) : ('0' as const),
    },
  };
}

/** The HTTP status of a quiet call that failed (the request client keeps axios' error as the cause). */
function statusOf(error: unknown): number | undefined {
  return (error as { cause?: { response?: { status?: number } } } | undefined)?.cause?.response?.status;
}

/**
 * Fetches an attachment's bytes through its signed view link (the file endpoint, as a blob). A
 * refusal (HTTP 403/410, or the API's envelope in place of a file) means the link is gone.
 */
export async function fetchAttachment(viewUrl: string, signal?: AbortSignal): Promise<AttachmentContent> {
  let blob: Blob;
  try {
    blob = (await api(scoringFile, {
      ...linkParts(viewUrl),
      quiet: true,
      change: false,
      config: { responseType: 'blob', signal },
    })) as unknown as Blob;
  } catch (error) {
    const status = statusOf(error);
    if (status === 403 || status === 410) throw new AttachmentLinkGone(String(status));
    throw error;
  }
  if (/json/i.test(blob.type)) throw new AttachmentLinkGone('refused');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const kind = sniff(bytes);
  if (kind === 'pdf') return { kind, bytes };
  if (kind === 'image') return { kind, blob };
  return { kind };
}
