export { addDateRange, type DateRange, type WithRange } from './date-range';
export { DEFAULT_TIME_PATTERN, parseTime, type TimeInput, toDate } from './parse-time';
