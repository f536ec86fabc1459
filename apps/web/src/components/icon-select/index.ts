export { filterIcons } from './filter-icons';
export { IconSelect, type IconSelectProps } from './icon-select';
