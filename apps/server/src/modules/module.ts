import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import type { Cache } from '../plugins/cache/cache';
import type { AppConfig } from '../plugins/config';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  cache: Cache;
  clock: Clock;
}

/** A feature module: binds its endpoints under the API prefix. */
export type AppModule = (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
