/**
 * What the region module offers other modules: the region list.
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export { listRegions } from './region.repository';
