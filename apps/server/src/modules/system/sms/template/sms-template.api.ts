// What other modules may use of SMS templates: the sender finds each message's template here.
export { findEnabledTemplate } from './sms-template.repository';
