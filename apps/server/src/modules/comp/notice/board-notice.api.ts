/**
 * What the board-notice module offers other modules: a notice, the track options and a notice's publicity.
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export { findNotice as findBoardNotice, trackOptions } from './board-notice.repository';
export { publicityOfNotice } from './publicity.repository';
