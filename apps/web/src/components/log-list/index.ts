export { cleanLog } from './log-api';
export { LogCode, LogDetail, type LogDetailProps, type LogField, type LogFieldHelpers } from './log-detail';
export { LogListPage, type LogListPageProps } from './log-list-page';
export { prettyJson } from './pretty-json';
