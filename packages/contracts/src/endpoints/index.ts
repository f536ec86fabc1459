export * from './health';
export * from './openapi';
