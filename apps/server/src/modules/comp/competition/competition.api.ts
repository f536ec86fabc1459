/**
 * What the competition module offers other modules: the current or one competition, its stages and tracks.
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export { currentCompetition, findCompetition, listStages, listTracks } from './competition.repository';
