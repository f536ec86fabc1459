import type { PgliteQueryable } from './pglite-client';

/**
 * Tables whose size on disk grew well past what the planner last measured (pg_class.relpages):
 * at least a fifth and 8 pages (64 KB) more. Read from the catalog, so it costs next to nothing.
 */
const GROWN = `
  select quote_ident(c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r'
    and pg_relation_size(c.oid) / current_setting('block_size')::int > greatest(c.relpages, 0) * 1.2 + 8`;

/**
 * PGlite has no autovacuum, so nothing refreshes the planner's statistics after a table grows: a
 * list or a statistics query planned for a few hundred rows then runs over a hundred thousand
 * with the wrong joins, and index-only scans read the heap anyway. This looks every `intervalMs`,
 * and when asked after a large write, for the tables that grew, and vacuums and analyzes them.
 * (PostgreSQL's autovacuum does this on a server.)
 */
export class AutoAnalyze {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<string[]> | undefined;
  private again = false;

  constructor(
    private readonly pglite: PgliteQueryable & { readonly closed: boolean },
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => this.trigger(), intervalMs);
    this.timer.unref();
  }

  /** Stops looking and waits for a look under way (before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Looks now, in the background; a look asked for while one runs happens right after it. */
  trigger(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.run().catch(this.onError);
  }

  /** Analyzes the tables that grew; answers their names. Call outside any transaction. */
  async run(): Promise<string[]> {
    if (this.running) return this.running;
    this.running = (async () => {
      const analyzed: string[] = [];
      do {
        this.again = false;
        if (this.pglite.closed) break;
        const grown = await this.pglite.query<{ name: string }>(GROWN);
        for (const { name } of grown.rows) {
          // Vacuum too: the visibility map it sets lets the covering indexes answer alone.
          await this.pglite.exec(`vacuum analyze ${name}`);
          analyzed.push(name);
        }
      } while (this.again);
      return analyzed;
    })();
    try {
      return await this.running;
    } finally {
      this.running = undefined;
    }
  }
}
