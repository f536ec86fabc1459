declare module 'vitest' {
  export interface ProvidedContext {
    /** A data dir migrated and seeded by the real server, copied for every spec file. */
    e2eTemplateDir: string;
  }
}

export {};
