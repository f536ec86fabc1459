/**
 * What the application module offers other modules: scoped status reads and the guarded status move.
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export { applicationStates, moveStatus } from './application.repository';
