/** Paths of the static routes, relative to the router's base path. */
export const HOME_PATH = '/index';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
