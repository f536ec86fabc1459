import { z } from 'zod';
import { dataAnswer, defineEndpoint } from '../endpoint';

/** What one upload answers (the reference's top-level keys, plus a short-lived signed `url`). */
const uploaded = {
  /** The reference's resource path: `/profile/upload/2026/11/23/<generated name>`. */
  fileName: z.string(),
  /** A signed link that serves the file for a few minutes without a Bearer header. */
  url: z.string(),
  newFileName: z.string(),
  originalFilename: z.string(),
};

export const uploadFile = defineEndpoint({
  method: 'POST',
  path: '/common/upload',
  bodyLimit: 'upload',
  access: 'login',
  answer: z.object(uploaded),
  summary: 'Uploads one file (multipart field `file`): allowed extension, bytes matching it, size limit',
});

export const uploadFiles = defineEndpoint({
  method: 'POST',
  path: '/common/uploads',
  bodyLimit: 'upload',
  access: 'login',
  answer: z.object({
    fileNames: z.string(),
    urls: z.string(),
    newFileNames: z.string(),
    originalFilenames: z.string(),
  }),
  summary: 'Uploads several files (multipart fields `files`); each answer list is comma-joined, in order',
});

const booleanFlag = z.enum(['true', 'false']).optional();

export const downloadFile = defineEndpoint({
  method: 'GET',
  path: '/common/download',
  access: 'login',
  query: z.object({ fileName: z.string().min(1).max(255), delete: booleanFlag }),
  answer: z.object({}),
  raw: true,
  summary: 'Downloads a file of the download area by name (header download-filename); `delete=true` removes it after',
});

export const downloadResource = defineEndpoint({
  method: 'GET',
  path: '/common/download/resource',
  access: 'login',
  query: z.object({ resource: z.string().min(1).max(300) }),
  answer: z.object({}),
  raw: true,
  summary: 'Downloads an uploaded file by its resource path (`/profile/upload/...`) as an attachment',
});

export const signFileUrl = defineEndpoint({
  method: 'GET',
  path: '/common/file/sign',
  access: 'login',
  query: z.object({ fileName: z.string().min(1).max(300) }),
  answer: dataAnswer(z.string()),
  summary: 'A short-lived signed link to an uploaded file (its resource path), for images and previews',
});

export const serveSignedFile = defineEndpoint({
  method: 'GET',
  path: '/common/file/signed',
  access: 'public',
  query: z.object({ key: z.string().max(255), expires: z.coerce.number().int(), sig: z.string().max(100) }),
  answer: z.object({}),
  raw: true,
  summary: 'Serves a stored file through a signed link (raster images inline, everything else as an attachment)',
});
