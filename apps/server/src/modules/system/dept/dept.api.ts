/**
 * What the department module offers other modules: the department list over a scope.
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export { listDepts } from './dept.repository';
