import type { HttpMethod } from '@cbo/contracts';
import { callRoute, type PathValue } from '../http/api';
import type { RequestConfig } from '../http/http-client';
import { buildQueryString } from '../http/query-string';
import { hideDownloading, refusedAsJson, reportDownloadFailure, showDownloading } from './download-feedback';
import { saveBlob } from './save-blob';

export type DownloadParams = Record<string, unknown> | undefined;

export interface DownloadHooks {
  /** Tests replace the browser save. */
  save?: (blob: Blob, fileName: string) => void;
  config?: RequestConfig;
}

/** The export or file endpoint: a descriptor or a type-only route, with its path parameters. */
export interface DownloadTarget {
  method: HttpMethod;
  path: string;
}

/**
 * docs/web-client.md section 7's generic download: POSTs (the target's method) the params form-encoded (nested ones as `name[key]`),
 * shows 'downloading data, please wait' meanwhile and saves the answer under the given name. A
 * JSON answer instead of a file shows its message (docs/web-client.md section 8); any other failure shows
 * 'error downloading file, please contact the administrator', unless the request client already
 * told the user (network failures, duplicate submits). Resolves true when a file was saved.
 */
export async function download(
  target: DownloadTarget,
  params: DownloadParams,
  fileName: string,
  hooks: DownloadHooks & { pathParams?: Record<string, PathValue> } = {},
): Promise<boolean> {
  showDownloading();
  try {
    const blob = await callRoute<Blob>(target, {
      params: hooks.pathParams,
      form: buildQueryString(params),
      change: false,
      config: {
        ...hooks.config,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...hooks.config?.headers },
        responseType: 'blob',
      },
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
