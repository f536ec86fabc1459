import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from './app';
import { bootDatabase } from './db/boot';
import type { Database } from './db/database';
import { type Clock, OffsetClock, systemClock } from './lib/clock';
import type { Cache } from './plugins/cache/cache';
import { MemoryCache } from './plugins/cache/memory-cache';
import { RedisCache } from './plugins/cache/redis-cache';
import type { AppConfig } from './plugins/config';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  adminPasswordGenerated?: string;
  /** Stops accepting, lets in-flight requests finish, then closes the cache and the database. */
  shutdown(): Promise<void>;
}

export interface StartOptions extends BuildOptions {
  clock?: Clock;
  cache?: Cache;
}

/** Redis with REDIS_URL (required for more than one instance), else the in-process cache. */
export function createCache(config: AppConfig, clock: Clock): Cache {
  return config.redisUrl
    ? new RedisCache(clock, { url: config.redisUrl, prefix: 'cbo:', commandTimeoutMs: config.redisCommandTimeoutMs })
    : new MemoryCache(clock);
}

export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? (config.testClock ? new OffsetClock() : systemClock);
  const { database, adminPasswordGenerated } = await bootDatabase(config);
  const cache = options.cache ?? createCache(config, clock);
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, cache, clock }, options);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await cache.close();
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  let closing: Promise<void> | undefined;
  return {
    app,
    database,
    url: `http://${host}:${port}`,
    adminPasswordGenerated,
    shutdown: () => {
      closing ??= (async () => {
        await app.close();
        await cache.close();
        await database.close();
      })();
      return closing;
    },
  };
}

/** Wires SIGTERM and SIGINT to a graceful shutdown; exported so a test can raise the signal. */
export function handleSignals(server: RunningServer, exit: (code: number) => void = process.exit): void {
  const stop = (signal: NodeJS.Signals) => {
    server.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    server.shutdown().then(
      () => exit(0),
      (error) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
