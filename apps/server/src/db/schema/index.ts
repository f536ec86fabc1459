export * from './application';
export * from './competition';
export * from './monitor';
export * from './notice-board';
export * from './system';
