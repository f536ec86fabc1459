/**
 * The input rules of the login and registration forms as plain regular expressions, so the web can
 * check a form without loading zod. They match the endpoint schemas (sms.ts, session.ts), which a
 * web test keeps in step.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,19}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[^<>"'|\\\s]{6,20}$/;
/** Seconds before another SMS code may be asked for (the send button's countdown). */
export const SMS_RESEND_SECONDS = 60;
