/**
 * What the sponsor module offers other modules: the sponsor list.
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export { listSponsors } from './sponsor.repository';
