export * from './application';
export * from './competition';
export * from './file';
export * from './monitor';
export * from './notice-board';
export * from './review';
export * from './system';
export * from './table-version';
