declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'pg';
    /** PGlite: path of the dumped data dir of a migrated and seeded database. */
    pgliteTemplate: string;
    /** PostgreSQL: server URL (any database) and the name of the template database. */
    pgUrl: string;
    pgTemplate: string;
  }
}

export {};
