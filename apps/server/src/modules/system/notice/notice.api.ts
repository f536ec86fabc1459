/**
 * What the system notice module offers other modules: one notice.
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export { findNotice } from './notice.repository';
