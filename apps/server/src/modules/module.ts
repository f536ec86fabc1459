import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import type { Cache } from '../plugins/cache/cache';
import type { AppConfig } from '../plugins/config';
import type { CaptchaService } from './auth/captcha.service';
import type { SessionStore } from './auth/session-store';
import type { FileService } from './common/file.service';
import type { Scheduler } from './monitor/job/scheduler';
import type { OperLogWriter } from './monitor/operlog/oper-log.writer';
import type { EntrantSessionStore } from './portal/entrant-sessions';
import type { SmsSender } from './sms/sms-sender';
import type { ConfigService } from './system/config/config.service';
import type { DictService } from './system/dict/dict.service';

/** What an app is built from. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  cache: Cache;
  clock: Clock;
}

/**
 * The shared services every module may use, created once per app (docs/architecture.md#services).
 * A module never builds its own copy of one of these; it takes it from here.
 */
export interface AppContext extends AppDeps {
  configs: ConfigService;
  /** Dictionary entries, cache first; `options(type)` gives spreadsheet columns their labels. */
  dicts: DictService;
  /** Operation-log rows, queued and written in batches (flushed at close). */
  operLog: OperLogWriter;
  sessions: SessionStore;
  /** Entrants' portal sessions (never valid on back-office routes). */
  entrants: EntrantSessionStore;
  captcha: CaptchaService;
  files: FileService;
  /** Scheduled jobs; modules add their tasks to `scheduler.registry`. */
  scheduler: Scheduler;
  /** Text messages through the configured provider, each recorded in sys_sms_log. */
  sms: SmsSender;
}

/** A feature module: binds its endpoints under the API prefix. */
export type AppModule = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
