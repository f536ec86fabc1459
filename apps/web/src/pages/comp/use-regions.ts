// TEMPORARY re-export for the application, audit and log pages until they import from components/ (docs/web-client.md, layers).
export { regionOptions, useRegions } from '../../components/comp/use-regions';
