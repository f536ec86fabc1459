import { AppError } from '../app-error';

/** One path segment of a stored file: letters (any script), digits, `.`, `_` and `-`, not starting with a dot. */
const SEGMENT = /^[\p{L}\p{N}_-][\p{L}\p{N}._-]{0,127}$/u;

/** Where uploads live inside the storage root, and the reference's public prefix for them. */
export const UPLOAD_AREA = 'upload';
export const DOWNLOAD_AREA = 'download';
export const AVATAR_AREA = 'avatar';
export const RESOURCE_PREFIX = '/profile/';

/**
 * A storage key (`upload/2026/11/23/a1b2_report.pdf`) is checked segment by segment, so absolute
 * paths, `..`, backslashes, NUL bytes and encoded forms (already decoded once by the router, and
 * `%` is not a segment character) never reach the file system.
 */
export function checkStorageKey(key: string, field: string): string {
  const segments = key.split('/');
  if (key.length > 255 || segments.length < 2 || !segments.every((segment) => SEGMENT.test(segment))) {
    throw AppError.rule('file.badName', { field });
  }
  return key;
}

/** `/profile/upload/...` (the reference's resource path) -> `upload/...`. */
export function keyOfResource(resource: string, field: string): string {
  if (!resource.startsWith(RESOURCE_PREFIX)) throw AppError.rule('file.badName', { field });
  return checkStorageKey(resource.slice(RESOURCE_PREFIX.length), field);
}

export function resourceOfKey(key: string): string {
  return `${RESOURCE_PREFIX}${key}`;
}

/** A plain file name in the download area (no folders). */
export function downloadKey(fileName: string, field: string): string {
  if (fileName.includes('/')) throw AppError.rule('file.badName', { field });
  return checkStorageKey(`${DOWNLOAD_AREA}/${fileName}`, field);
}
