export * from './access';
export * from './catalogue';
export * from './constants';
export * from './endpoint';
export * from './endpoints';
export * from './locale';
export * from './menu-catalogue-types';
export * from './messages';
