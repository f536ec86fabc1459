export * from './dept';
export * from './dict';
export * from './health';
export * from './openapi';
export * from './post';
export * from './session';
export * from './sms';
export * from './user';
