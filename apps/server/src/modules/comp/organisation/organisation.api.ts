/**
 * What the organisation module offers other modules: the organisation options.
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export { organisationOptions } from './organisation.repository';
