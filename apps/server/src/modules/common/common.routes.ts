import { downloadFile, downloadResource, serveSignedFile, signFileUrl, uploadFile, uploadFiles } from '@cbo/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { checkStorageKey, downloadKey, keyOfResource } from '../../lib/files/storage-key';
import type { AppModule } from '../module';
import type { FileService, UploadedFile } from './file.service';

async function uploadedParts(
  request: FastifyRequest,
  owner: number,
  field: string,
  store: FileService,
): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw AppError.rule('file.none');
  const stored: UploadedFile[] = [];
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== field) {
        await part.toBuffer();
        continue;
      }
      stored.push(await store.store(part, owner));
    }
  } catch (error) {
    // All or nothing: a refused part (its type, the file count, the size) leaves none of the others.
    await store.discard(stored.map((file) => keyOfResource(file.fileName, field)));
    throw error;
  }
  if (stored.length === 0) throw AppError.rule('file.none');
  return stored;
}

/** The reference's /common endpoints over our file storage, plus signed links. */
export const commonModule: AppModule = (app, ctx) => {
  const { files } = ctx;

  app.bindEndpoint(uploadFile, async ({ request, actor }) => {
    const [file] = await uploadedParts(request, actor.userId, 'file', files);
    return file;
  });

  app.bindEndpoint(uploadFiles, async ({ request, actor }) => {
    const stored = await uploadedParts(request, actor.userId, 'files', files);
    const join = (key: keyof UploadedFile) => stored.map((file) => file[key]).join(',');
    return {
      fileNames: join('fileName'),
      urls: join('url'),
      newFileNames: join('newFileName'),
      originalFilenames: join('originalFilename'),
    };
  });

  app.bindEndpoint(downloadFile, async ({ query, reply }) => {
    const key = downloadKey(query.fileName, 'fileName');
    // The reference prefixes generated names with a timestamp and `_`; the user sees the rest.
    const shown = query.fileName.slice(query.fileName.indexOf('_') + 1);
    const remove = query.delete === 'true' ? () => void files.storage.remove(key) : undefined;
    await files.send({ reply, key, downloadName: shown, mode: 'attachment', afterRead: remove });
    return reply;
  });

  // An uploaded file goes only to whoever may read it (its uploader, or a reader of a record citing it).
  app.bindEndpoint(downloadResource, async ({ query, reply, actor }) => {
    const key = keyOfResource(query.resource, 'resource');
    await files.access.requireRead(key, { session: actor });
    await files.send({ reply, key, downloadName: key.slice(key.lastIndexOf('/') + 1), mode: 'attachment' });
    return reply;
  });

  app.bindEndpoint(signFileUrl, async ({ query, actor }) => {
    const key = keyOfResource(query.fileName, 'fileName');
    await files.access.requireRead(key, { session: actor });
    if (!(await files.storage.open(key))) throw AppError.rule('file.notFound');
    return { data: files.signedUrl(key) };
  });

  app.bindEndpoint(serveSignedFile, async ({ query, reply }) => {
    const key = checkStorageKey(query.key, 'key');
    if (!files.verifySigned(key, query.expires, query.sig)) throw AppError.rule('file.linkExpired');
    await files.send({ reply, key, downloadName: key.slice(key.lastIndexOf('/') + 1), mode: 'serve' });
    return reply;
  });
};
