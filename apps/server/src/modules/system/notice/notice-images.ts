import { AppError } from '../../../lib/app-error';
import { extensionOf, RASTER_EXTENSIONS } from '../../../lib/files/file-types';
import { checkStorageKey, RESOURCE_PREFIX, UPLOAD_AREA } from '../../../lib/files/storage-key';

/**
 * Images in notices (docs/adr/0008-rich-text-editor.md). Uploads are private; the editor inserts
 * the short-lived signed link the upload answers. On save the link is stored as the stable
 * resource path of the file (`/profile/upload/...`); on read each such path is signed afresh, so
 * readers see the image and nothing becomes public. Only raster images of the upload area are
 * signed: a notice cannot hand out other stored files.
 */

/** `src="..."` as the sanitiser writes it (double quotes, `&` as `&amp;`). */
const SIGNED_SRC = /\ssrc="\/prod-api\/common\/file\/signed\?([^"]*)"/g;
const RESOURCE_SRC = /\ssrc="\/profile\/([^"?#]+)"/g;

/** The storage key when `key` is a raster image of the upload area, else undefined. */
function imageKey(key: string | null): string | undefined {
  if (!key?.startsWith(`${UPLOAD_AREA}/`) || !RASTER_EXTENSIONS.includes(extensionOf(key))) return undefined;
  try {
    return checkStorageKey(key, 'noticeContent');
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/** Sanitised HTML -> HTML to store: our signed image links become resource paths. */
export function storedImageLinks(html: string): string {
  return html.replace(SIGNED_SRC, (whole, query: string) => {
    const key = imageKey(new URLSearchParams(query.replaceAll('&amp;', '&')).get('key'));
    return key ? ` src="${RESOURCE_PREFIX}${key}"` : whole;
  });
}

/** The storage keys of the uploaded images stored HTML shows (what the record cites). */
export function imageKeys(html: string | null | undefined): string[] {
  const keys = [...(html ?? '').matchAll(RESOURCE_SRC)].map((match) => imageKey(match[1]));
  return keys.filter((key): key is string => key !== undefined);
}

/** Stored HTML -> HTML for a reader: resource paths of uploaded images become signed links. */
export function signedImageLinks(html: string, sign: (key: string) => string): string {
  return html.replace(RESOURCE_SRC, (whole, path: string) => {
    const key = imageKey(path);
    return key ? ` src="${sign(key).replaceAll('&', '&amp;')}"` : whole;
  });
}
