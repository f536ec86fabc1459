import { API_PREFIX, pickLocale, ResultCode } from '@cbo/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseBusyCause } from '../db/busy';
import { AppError } from '../lib/app-error';
import { translate } from './request-context';

interface Limits {
  bodyLimitBytes: number;
  uploadLimitBytes: number;
}

/** Files one multipart request may carry (the multipart plugin's `files` limit). */
export const MAX_FILES_PER_REQUEST = 10;

/** Fastify's own client errors that have a clear message for the user. */
function clientErrorMessage(error: FastifyError, request: FastifyRequest, limits: Limits): string | undefined {
  const megabytes = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(2));
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return translate(request, 'upload.fileSize', { n: megabytes(limits.uploadLimitBytes) });
    case 'FST_FILES_LIMIT':
      return translate(request, 'upload.fileCount', { n: MAX_FILES_PER_REQUEST });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
      // The limit of this route (descriptor's bodyLimit), not the app-wide default.
      return translate(request, 'error.bodyTooLarge', {
        limit: megabytes(request.routeOptions?.bodyLimit ?? limits.bodyLimitBytes),
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return translate(request, 'error.unsupportedMediaType', { type: request.headers['content-type'] ?? '' });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return translate(request, 'error.invalidJson');
    default:
      if (error instanceof SyntaxError && error.statusCode === 400) return translate(request, 'error.invalidJson');
      if (error.statusCode === 429) return translate(request, 'error.tooManyRequests');
      return undefined;
  }
}

/**
 * Maps every outcome onto the envelope once (docs/architecture.md#request-pipeline, house rule 6): handled
 * outcomes answer HTTP 200 with the code in the body; only an unhandled fault answers HTTP 500,
 * with a generic text and the request id, the detail going to the log.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, opts: Limits) => {
  app.setErrorHandler((thrown: Error, request, reply) => {
    // A busy database surfaces wrapped (Drizzle) or as the pool's timeout: answer it as its AppError.
    const busy = databaseBusyCause(thrown);
    if (busy) reply.header('retry-after', '1');
    if (thrown instanceof AppError || busy) {
      const error = busy ?? (thrown as AppError);
      const msg = error.key ? translate(request, error.key, error.params) : error.message;
      return reply.status(200).send({ code: error.code, msg });
    }
    const error = thrown as FastifyError;
    const clientMessage = clientErrorMessage(error, request, opts);
    if (clientMessage !== undefined) {
      request.log.info({ err: error }, 'client error');
      return reply.status(200).send({ code: ResultCode.ERROR, msg: clientMessage });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      code: ResultCode.ERROR,
      msg: translate(request, 'error.internal', { requestId: request.id }),
      requestId: request.id,
    });
  });

  app.setNotFoundHandler((request, reply) => notFound(request, reply));
});

/**
 * Refusals the router makes before any route or hook runs (a malformed percent-encoding, a path
 * parameter over the router's limit): the envelope naming the problem instead of a bare 400 or 414.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.locale = pickLocale(request.headers['accept-language']);
  request.log.info({ err: error }, 'client error');
  const key = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'error.paramTooLong' : 'error.badUrl';
  return reply.status(200).send({ code: ResultCode.ERROR, msg: translate(request, key) });
}

export function notFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
    return reply
      .status(200)
      .send({ code: ResultCode.NOT_FOUND, msg: translate(request, 'error.notFound', { url: path }) });
  }
  return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
}
