import { MASKED_ID_NUMBER_PATTERN, MASKED_MOBILE_PATTERN, MOBILE_PATTERN } from '@cbo/contracts';
import { ID_NUMBER_PATTERN } from './application-search';

// An edited application's numbers arrive masked and go back so, meaning "unchanged"
// (docs/applications.md): the fields accept a whole number or the mask as the server sent it.

const either = (a: RegExp, b: RegExp) => new RegExp(`(?:${a.source})|(?:${b.source})`);

export const MOBILE_OR_MASKED = either(MOBILE_PATTERN, MASKED_MOBILE_PATTERN);
export const ID_OR_MASKED = either(ID_NUMBER_PATTERN, MASKED_ID_NUMBER_PATTERN);
