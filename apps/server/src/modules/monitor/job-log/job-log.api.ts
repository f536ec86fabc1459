/**
 * What the job log offers other modules: recording one run.
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export { insertJobLog } from './job-log.repository';
