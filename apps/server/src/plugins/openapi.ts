import { SYSTEM_NAME } from '@cbo/contracts';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Collects every route's descriptor schemas into an OpenAPI 3 document (`app.swagger()`).
 * Fastify's own validator and serializer are switched off: the endpoint binder validates with the
 * shared zod schemas and serialises through the answer schema itself.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${SYSTEM_NAME['en-US']} API`,
        description: `${SYSTEM_NAME['zh-CN']}: the back-office API. Handled outcomes answer HTTP 200 with {code, msg, ...}.`,
        version: '1',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
});
