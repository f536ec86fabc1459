export * from './answers';
export * from './schema';
