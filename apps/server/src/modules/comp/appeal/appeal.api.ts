/**
 * What the appeal module offers other modules (the portal): the service whose `portalSessions` and
 * `portalFile` serve the entrant (docs/architecture.md, Layers).
 */
export { AppealService } from './appeal.service';
