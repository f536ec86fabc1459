import { signFileUrl, uploadFile as uploadFileEndpoint } from '@cbo/contracts';
import { api } from '../../core/http/api';
import { queryKeyOf } from '../../core/http/query-keys';

export interface UploadAnswer {
  code: number;
  msg: string;
  fileName: string;
  url: string;
  newFileName: string;
  originalFilename: string;
}

/**
 * POST /common/upload with the file as multipart `file`. Two different files are never the same
 * body to the duplicate-submit guard (it cannot see inside FormData), so the guard is bypassed.
 */
export function uploadFile(file: File): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file);
  return api(uploadFileEndpoint, {
    form,
    repeatSubmit: false,
    // A stored file changes no list: the signed links under /common stay as they are.
    change: false,
    config: { headers: { 'Content-Type': 'multipart/form-data' } },
  });
}

/** The query of a stored file's signed link (under /common, so an upload refreshes them). */
export const signedUrlKey = (fileName: string) => queryKeyOf(signFileUrl, { query: { fileName } });

/** A short-lived link to a stored file (images and previews need no Bearer header with it). */
export async function signedUrl(fileName: string): Promise<string> {
  const answer = await api(signFileUrl, { query: { fileName } });
  return answer.data;
}
