/**
 * What the holiday module offers other modules: the working-day calendar.
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export { calendarFrom } from './holiday.repository';
