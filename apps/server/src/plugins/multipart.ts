import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_FILES_PER_REQUEST } from './errors';

/**
 * Multipart uploads for every route (files, imports). Limits come from configuration; going over
 * them raises FST_REQ_FILE_TOO_LARGE / FST_FILES_LIMIT / FST_PARTS_LIMIT, which the error handler
 * answers as an envelope with a clear message.
 */
export const multipartPlugin = fp(async (app: FastifyInstance, opts: { uploadLimitBytes: number }) => {
  await app.register(multipart, {
    limits: {
      fileSize: opts.uploadLimitBytes,
      files: MAX_FILES_PER_REQUEST,
      fields: 20,
      parts: 40,
      fieldSize: 64 * 1024,
    },
    throwFileSizeLimit: true,
  });
});
