// The ceiling for HTTP figures: a bare Fastify answering a constant, in its own process like the product.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => app.close().then(() => process.exit(0)));
