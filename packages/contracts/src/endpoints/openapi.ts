import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const getOpenApiDocument = defineEndpoint({
  method: 'GET',
  path: '/tool/swagger/api-docs',
  access: 'tool:swagger:list',
  raw: true,
  answer: z.looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  }),
  summary: 'The OpenAPI 3 document of this API, generated from the endpoint descriptors',
});
