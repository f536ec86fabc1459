// The ceiling for HTTP figures: a bare Fastify answering a constant, in its own process like the product.
// With BODY_FILE it also answers that JSON at /body (the ceiling for an answer of that size).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const bodyFile = process.env.BODY_FILE;
if (bodyFile) {
  const body = JSON.parse(readFileSync(bodyFile, 'utf8'));
  app.get('/body', async () => body);
}
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => app.close().then(() => process.exit(0)));
