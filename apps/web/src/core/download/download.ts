import { withFeedback } from '../feedback/feedback';
import { http, isRequestError, type RequestConfig } from '../http/http-client';
import { buildQueryString } from '../http/query-string';
import { t } from '../i18n/t';
import { envelopeMessage, isJsonBlob, readBlobEnvelope } from './blob-envelope';
import { saveBlob } from './save-blob';

const LOADING_KEY = 'cbo-download';

export type DownloadParams = Record<string, unknown> | undefined;

export interface DownloadHooks {
  /** Tests replace the browser save. */
  save?: (blob: Blob, fileName: string) => void;
  config?: RequestConfig;
}

function showLoading(): void {
  withFeedback(({ message }) => message.loading({ content: t('client.downloading'), duration: 0, key: LOADING_KEY }));
}

function hideLoading(): void {
  withFeedback(({ message }) => message.destroy(LOADING_KEY));
}

function showError(text: string): void {
  withFeedback(({ message }) => message.error(text));
}

/**
 * Spec section 7's generic download: POSTs the params form-encoded (nested ones as `name[key]`),
 * shows 'downloading data, please wait' meanwhile and saves the answer under the given name. A
 * JSON answer instead of a file shows its message (spec section 8); any other failure shows
 * 'error downloading file, please contact the administrator', unless the request client already
 * told the user (network failures, duplicate submits). Resolves true when a file was saved.
 */
export async function download(
  url: string,
  params: DownloadParams,
  fileName: string,
  hooks: DownloadHooks = {},
): Promise<boolean> {
  showLoading();
  try {
    const blob = await http.post<Blob>(url, buildQueryString(params), {
      ...hooks.config,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...hooks.config?.headers },
      responseType: 'blob',
    });
    if (isJsonBlob(blob)) {
      const envelope = await readBlobEnvelope(blob);
      showError(envelope ? envelopeMessage(envelope) : t('client.downloadFailed'));
      return false;
    }
    (hooks.save ?? saveBlob)(blob, fileName);
    return true;
  } catch (error) {
    if (!isRequestError(error)) {
      console.error(error);
      showError(t('client.downloadFailed'));
    }
    return false;
  } finally {
    hideLoading();
  }
}
