import {
  MOBILE_PATTERN,
  PASSWORD_PATTERN,
  registerBody,
  SMS_CODE_PATTERN,
  smsLoginBody,
  USERNAME_PATTERN,
} from '@cbo/contracts';
import { describe, expect, it } from 'vitest';

// The login and register pages check their fields with the plain patterns; the server with the
// endpoint schemas. The same samples must pass or fail both.
const mobiles = ['13800000001', '19912345678', '12800000001', '1380000000', '138000000011', 'abc'];
const codes = ['123456', '12345', '1234567', '12a456'];
const usernames = ['admin', 'a1', 'a', '1admin', 'ab_cd_12', 'abcdefghijklmnopqrstu', 'ab cd'];
const passwords = [
  'admin123',
  'abcdef',
  '123456',
  'abc12',
  'abc 123',
  'abc<123',
  'a1b2c3d4e5f6g7h8i9j0',
  'a1b2c3d4e5f6g7h8i9j0k',
];

describe('form patterns match the endpoint schemas', () => {
  it('mobile and SMS code', () => {
    for (const mobile of mobiles) {
      const schema = smsLoginBody.shape.mobile.safeParse(mobile).success;
      expect(MOBILE_PATTERN.test(mobile), mobile).toBe(schema);
    }
    for (const code of codes) {
      const schema = smsLoginBody.shape.smsCode.safeParse(code).success;
      expect(SMS_CODE_PATTERN.test(code), code).toBe(schema);
    }
  });

  it('username and password of the registration', () => {
    const base = { username: 'admin', password: 'admin123', confirmPassword: 'admin123', mobile: '13800000001' };
    for (const username of usernames) {
      const schema = registerBody.safeParse({ ...base, username }).success;
      expect(USERNAME_PATTERN.test(username), username).toBe(schema);
    }
    for (const password of passwords) {
      const schema = registerBody.safeParse({ ...base, password, confirmPassword: password }).success;
      expect(PASSWORD_PATTERN.test(password), password).toBe(schema);
    }
  });
});
