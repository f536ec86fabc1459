import { WEB_BASE } from '@cbo/contracts';

/**
 * The navbar's links, set at build time (VITE_SOURCE_URL, VITE_DOCS_URL). Defaults: the reference
 * platform's source, which this product follows (docs/wire-contract.md), and the built-in API
 * explorer (menu 系统接口).
 */
export const SOURCE_URL: string = import.meta.env.VITE_SOURCE_URL || 'https://gitee.com/y_project/RuoYi-Vue';
export const DOCS_URL: string = import.meta.env.VITE_DOCS_URL || `${WEB_BASE}tool/swagger`;
