import type { downloadFile, downloadResource as downloadResourceEndpoint } from '@cbo/contracts';
import type { AxiosResponseHeaders } from 'axios';
import { callRoute, route } from '../http/api';
import type { DownloadHooks, DownloadTarget } from './download';
import { hideDownloading, refusedAsJson, reportDownloadFailure, showDownloading } from './download-feedback';
import { saveBlob } from './save-blob';

function decodeName(header: unknown): string | null {
  if (typeof header !== 'string' || header.length === 0) return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

export interface GetDownloadOptions extends DownloadHooks {
  params?: Record<string, unknown>;
  /** The saved file's name; without it the server's `download-filename`, else the URL's last segment. */
  fileName?: string;
  /** The name when the server sends none (the URL's last segment by default). */
  fallbackName?: string;
  /** The saved blob's content type (a zip is saved as application/zip). */
  type?: string;
}

// Type-only routes: this helper serves every page, so no schema is bundled with it.
const byNameRoute = route<typeof downloadFile>('GET', '/common/download');
const resourceRoute = route<typeof downloadResourceEndpoint>('GET', '/common/download/resource');

/** The last path segment of a URL, a name of last resort. */
function lastSegment(url: string): string {
  const path = url.split('?')[0];
  return path.slice(path.lastIndexOf('/') + 1) || 'download';
}

/**
 * GETs a file as a blob and saves it, with 'downloading data, please wait' meanwhile. A JSON
 * envelope instead of a file shows its message; any other failure the request client has not
 * explained shows '下载文件出现错误，请联系管理员！'. Resolves true when a file was saved.
 */
export async function getDownload(target: DownloadTarget, options: GetDownloadOptions = {}): Promise<boolean> {
  showDownloading();
  const url = target.path;
  try {
    const received: { name: string | null } = { name: null };
    const blob = await callRoute<Blob>(target, {
      query: options.params,
      change: false,
      config: {
        ...options.config,
        responseType: 'blob',
        // The request client hands back only the body of a blob answer: read the header on the way.
        transformResponse: [
          (data: unknown, headers: AxiosResponseHeaders) => {
            // The `download-filename` header, percent-encoded by the server.
            received.name = decodeName(headers?.get('download-filename'));
            return data;
          },
        ],
      },
    });
    if (await refusedAsJson(blob)) return false;
    const saved = options.type ? new Blob([blob], { type: options.type }) : blob;
    (options.save ?? saveBlob)(saved, options.fileName ?? received.name ?? options.fallbackName ?? lastSegment(url));
    return true;
  } catch (error) {
    reportDownloadFailure(error);
    return false;
  } finally {
    hideDownloading();
  }
}

/**
 * GET /common/download?fileName={name}&delete={bool}: a generated file (an export or an import
 * report) saved under the name in the `download-filename` header.
 */
export function downloadByName(fileName: string, isDelete = true, hooks: DownloadHooks = {}): Promise<boolean> {
  return getDownload(byNameRoute, {
    ...hooks,
    params: { fileName, delete: isDelete },
    fallbackName: fileName.slice(fileName.indexOf('_') + 1),
  });
}

/**
 * GET /common/download/resource?resource={path}: an uploaded file by its resource path
 * (`/profile/upload/...`), saved under the name in the `download-filename` header.
 */
export function downloadResource(resource: string, hooks: DownloadHooks = {}): Promise<boolean> {
  return getDownload(resourceRoute, {
    ...hooks,
    params: { resource },
    fallbackName: lastSegment(resource),
  });
}

/** docs/web-client.md section 7's zip download: a GET of the given path as a blob, saved as a zip under the given name. */
export function downloadZip(target: DownloadTarget, fileName: string, hooks: DownloadHooks = {}): Promise<boolean> {
  return getDownload(target, { ...hooks, fileName, type: 'application/zip' });
}
