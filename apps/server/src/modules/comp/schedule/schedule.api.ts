/**
 * What the schedule module offers other modules (the portal): the service whose `publicItems` reads
 * an open edition's public items (docs/architecture.md, Layers).
 */
export { ScheduleService } from './schedule.service';
