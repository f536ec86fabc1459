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
        description: 'The back-office API. Handled outcomes answer HTTP 200 with {code, msg, ...}.',
        version: '1',
      },
      servers: [{ url: '/' }],
      // The entrant API is its own section with its own token: portal tokens and staff tokens are
      // never valid on each other's routes.
      tags: [
        {
          name: 'portal',
          description:
            'Entrant API (/prod-api/portal/): public reads, entrant accounts, own applications and objections. Routes of access mode entrant take a portal token (entrantBearer) from /portal/login or /portal/sms/login.',
        },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'A back-office session token (/login)' },
          entrantBearer: { type: 'http', scheme: 'bearer', description: 'A portal token (/portal/login)' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
});
