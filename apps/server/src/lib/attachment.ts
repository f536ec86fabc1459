import type { FastifyReply } from 'fastify';

/** `Content-Disposition` and the reference's `download-filename` header, both percent-encoded. */
export function attachmentHeaders(reply: FastifyReply, fileName: string): void {
  const encoded = encodeURIComponent(fileName);
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encoded}`);
  reply.header('download-filename', encoded);
  reply.header('access-control-expose-headers', 'Content-Disposition,download-filename');
}
