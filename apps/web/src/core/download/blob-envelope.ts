import { type MessageKey, ResultCode } from '@cbo/contracts';
import { t } from '../i18n/t';

/** An envelope read from a blob answer. */
export interface BlobEnvelope {
  code: number;
  msg: string;
  [field: string]: unknown;
}

/** docs/web-client.md section 8's code-to-text table, as the request client applies it. */
const CODE_MESSAGES: Partial<Record<number, MessageKey>> = {
  401: 'error.401',
  403: 'error.403',
  404: 'error.404',
};

/** Whether a blob answer is a JSON envelope rather than a file. */
export function isJsonBlob(blob: Blob): boolean {
  return /json/i.test(blob.type);
}

/** Reads a JSON envelope out of a blob answer; null when it is not one. */
export async function readBlobEnvelope(blob: Blob): Promise<BlobEnvelope | null> {
  try {
    const body = JSON.parse(await blob.text()) as Partial<BlobEnvelope> | null;
    if (!body || typeof body !== 'object') return null;
    return { ...body, code: typeof body.code === 'number' ? body.code : ResultCode.OK, msg: body.msg ?? '' };
  } catch {
    return null;
  }
}

/** docs/web-client.md section 8: the mapped message of a code, else the body's msg, else the default. */
export function envelopeMessage(envelope: Pick<BlobEnvelope, 'code' | 'msg'>): string {
  const key = CODE_MESSAGES[envelope.code];
  if (key) return t(key);
  return envelope.msg || t('error.default');
}
