export { TaskAssignments } from './task-assignments';
