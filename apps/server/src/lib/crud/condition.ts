import type { SQL } from 'drizzle-orm';

/**
 * A query condition built by a repository (or by `db/`) and handed through a service or route to
 * another repository call unopened, such as a data-scope filter. Code outside repositories names it
 * by this type and never builds one itself (docs/architecture.md, Layers).
 */
export type Condition = SQL;
