import { type HttpMethod, ResultCode } from '@cbo/contracts';
import { envelopeMessage, readBlobEnvelope } from '../../core/download/blob-envelope';
import { callRoute } from '../../core/http/api';
import { t } from '../../core/i18n/t';

export interface ImportReport {
  ok: boolean;
  /** The report's lines: a summary, then one line per row (plain text). */
  lines: string[];
  /** Keys a successful answer carries beside code and msg (e.g. the users' one-time password sheet). */
  extra?: Record<string, unknown>;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The server's report (lines joined with <br/>, texts HTML-escaped) as plain lines. */
export function reportLines(msg: string): string[] {
  return msg
    .split(/<br\s*\/?>/i)
    .map((line) => line.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity).trim())
    .filter((line) => line.length > 0);
}

/**
 * POSTs the spreadsheet as multipart `file` with updateSupport (and any other flags of the
 * dialog). The answer is read as a blob so that a refused import comes back as its row-level
 * report rather than as an error toast.
 */
export async function sendImport(
  endpoint: { method: HttpMethod; path: string },
  file: File,
  updateSupport: boolean,
  flags: Record<string, boolean> = {},
): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  // Named explicitly: with the client's JSON default axios would turn the form data into JSON.
  const blob = await callRoute<Blob>(endpoint, {
    query: { updateSupport, ...flags },
    form: body,
    change: true,
    config: { headers: { 'Content-Type': 'multipart/form-data' }, responseType: 'blob' },
  });
  const envelope = await readBlobEnvelope(blob);
  if (!envelope) return { ok: false, lines: [t('error.default')] };
  if (envelope.code === ResultCode.OK) {
    const { code: _code, msg, ...extra } = envelope;
    return { ok: true, lines: reportLines(msg), ...(Object.keys(extra).length > 0 ? { extra } : {}) };
  }
  if (envelope.code === ResultCode.ERROR) return { ok: false, lines: reportLines(envelopeMessage(envelope)) };
  return { ok: false, lines: [envelopeMessage(envelope)] };
}
