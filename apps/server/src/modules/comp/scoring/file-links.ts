import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../lib/clock';

/** How long a per-assignment file link works (as the signed links of docs/architecture.md#files). */
export const FILE_LINK_TTL_MS = 5 * 60_000;
const BASE = '/prod-api/comp/scoring/file';

/**
 * Per-assignment file links for the scoring page (docs/scoring.md, attachments): the link names
 * the assignment and the file's place in the application, never the stored key (which carries the
 * uploaded name), and is signed with a key derived from APP_SECRET for this purpose only. Serving
 * checks again that the assignment is live and, for a download, that the task allows it.
 */
export class FileLinks {
  private readonly key: Buffer;
  private readonly clock: Clock;

  constructor({ secret, clock }: { secret: string; clock: Clock }) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'cbo-scoring-file', 'scoring-file', 32));
    this.clock = clock;
  }

  private signature(assignmentId: number, index: number, expires: number, download: '0' | '1') {
    return createHmac('sha256', this.key).update(`${assignmentId}:${index}:${expires}:${download}`).digest('base64url');
  }

  private link(assignmentId: number, index: number, download: '0' | '1'): string {
    const expires = Math.ceil((this.clock.now() + FILE_LINK_TTL_MS) / 1000);
    const query = new URLSearchParams({
      expires: String(expires),
      sig: this.signature(assignmentId, index, expires, download),
      download,
    });
    return `${BASE}/${assignmentId}/${index}?${query}`;
  }

  /** The view link, and the download link only when the task allows downloads. */
  of(assignmentId: number, index: number, allowDownload: boolean): { viewUrl: string; downloadUrl?: string } {
    return {
      viewUrl: this.link(assignmentId, index, '0'),
      ...(allowDownload ? { downloadUrl: this.link(assignmentId, index, '1') } : {}),
    };
  }

  verify(input: { assignmentId: number; index: number; expires: number; sig: string; download: '0' | '1' }): boolean {
    if (!Number.isSafeInteger(input.expires) || input.expires * 1000 < this.clock.now()) return false;
    const expected = Buffer.from(this.signature(input.assignmentId, input.index, input.expires, input.download));
    const given = Buffer.from(input.sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
