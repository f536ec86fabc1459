// TEMPORARY re-export for the application, audit and log pages until they import from components/ (docs/web-client.md, layers).
export { DateTimeInput } from '../../components/comp/date-time-input';
