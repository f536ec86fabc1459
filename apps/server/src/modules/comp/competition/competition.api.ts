/**
 * What the competition module offers other modules: the current or one competition, its stages
 * (edition-wide first, then each track's ladder, with trackId and trackName) and tracks, and
 * `holdStage` for writers of stage entries and groups (docs/review.md section 2), and
 * `tracksUsingForms` for the saved-forms module (docs/forms.md).
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export {
  currentCompetition,
  findCompetition,
  holdStage,
  listStages,
  listTracks,
  tracksUsingForms,
} from './competition.repository';
