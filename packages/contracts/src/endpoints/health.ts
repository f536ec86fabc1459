import { z } from 'zod';
import { dataAnswer, defineEndpoint } from '../endpoint';

const componentHealth = z.object({
  status: z.enum(['UP', 'DOWN']),
  kind: z.string(),
  latencyMs: z.number().optional(),
  error: z.string().optional(),
});

export const healthAnswer = z.object({
  status: z.enum(['UP', 'DOWN']),
  database: componentHealth,
  cache: componentHealth,
});
export type Health = z.infer<typeof healthAnswer>;

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  answer: dataAnswer(healthAnswer),
  summary: 'Reports whether the database and the cache answer',
});
