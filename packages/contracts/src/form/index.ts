export * from './answers';
export * from './safe-pattern';
export * from './schema';
export * from './track-fields';
