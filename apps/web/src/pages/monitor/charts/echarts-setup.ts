// TEMPORARY re-export for the audit page's test until it imports from components/ (docs/web-client.md, layers).
export { echarts } from '../../../components/charts/echarts-setup';
