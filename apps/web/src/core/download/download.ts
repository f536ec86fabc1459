import { http, type RequestConfig } from '../http/http-client';
import { buildQueryString } from '../http/query-string';
import { hideDownloading, refusedAsJson, reportDownloadFailure, showDownloading } from './download-feedback';
import { saveBlob } from './save-blob';

export type DownloadParams = Record<string, unknown> | undefined;

export interface DownloadHooks {
  /** Tests replace the browser save. */
  save?: (blob: Blob, fileName: string) => void;
  config?: RequestConfig;
}

/**
 * docs/web-client.md section 7's generic download: POSTs the params form-encoded (nested ones as `name[key]`),
 * shows 'downloading data, please wait' meanwhile and saves the answer under the given name. A
 * JSON answer instead of a file shows its message (docs/web-client.md section 8); any other failure shows
 * 'error downloading file, please contact the administrator', unless the request client already
 * told the user (network failures, duplicate submits). Resolves true when a file was saved.
 */
export async function download(
  url: string,
  params: DownloadParams,
  fileName: string,
  hooks: DownloadHooks = {},
): Promise<boolean> {
  showDownloading();
  try {
    const blob = await http.post<Blob>(url, buildQueryString(params), {
      ...hooks.config,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...hooks.config?.headers },
      responseType: 'blob',
    });
    if (await refusedAsJson(blob)) return false;
    (hooks.save ?? saveBlob)(blob, fileName);
    return true;
  } catch (error) {
    reportDownloadFailure(error);
    return false;
  } finally {
    hideDownloading();
  }
}
