import { withFeedback } from '../feedback/feedback';
import { isRequestError } from '../http/http-client';
import { t } from '../i18n/t';
import { envelopeMessage, isJsonBlob, readBlobEnvelope } from './blob-envelope';

const LOADING_KEY = 'cbo-download';

/** 'downloading data, please wait' until hidden. */
export function showDownloading(): void {
  withFeedback(({ message }) => message.loading({ content: t('client.downloading'), duration: 0, key: LOADING_KEY }));
}

export function hideDownloading(): void {
  withFeedback(({ message }) => message.destroy(LOADING_KEY));
}

export function showDownloadError(text: string): void {
  withFeedback(({ message }) => message.error(text));
}

/**
 * docs/web-client.md section 8: a blob answer that is a JSON envelope, not a file, shows the mapped message (or
 * its msg, or the default; an unreadable one the download failure text). True when it was one.
 */
export async function refusedAsJson(blob: Blob): Promise<boolean> {
  if (!isJsonBlob(blob)) return false;
  const envelope = await readBlobEnvelope(blob);
  showDownloadError(envelope ? envelopeMessage(envelope) : t('client.downloadFailed'));
  return true;
}

/**
 * A failed download: the request client has already told the user about network failures and
 * refusals; anything else shows '下载文件出现错误，请联系管理员！'.
 */
export function reportDownloadFailure(error: unknown): void {
  if (isRequestError(error)) return;
  console.error(error);
  showDownloadError(t('client.downloadFailed'));
}
