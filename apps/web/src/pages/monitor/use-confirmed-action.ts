// TEMPORARY re-export for the application, audit and log pages until they import from components/ (docs/web-client.md, layers).
export { useConfirmedAction } from '../../components/monitor/use-confirmed-action';
