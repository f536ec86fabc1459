import { passwordRule } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { oneTimePassword, oneTimePasswordHasher, trustOneTimePasswords, verifyPassword } from './password';

const SECRET = 'one-time-password-test-secret-0123456789';

describe('one-time passwords', () => {
  it('meet the password rule and differ each time', () => {
    const made = Array.from({ length: 1000 }, () => oneTimePassword());
    expect(made.every((plain) => passwordRule.safeParse(plain).success)).toBe(true);
    expect(new Set(made).size).toBe(1000);
  });

  it('are stored as a keyed digest that verifies only under a trusted APP_SECRET, then asks for argon2', async () => {
    const plain = oneTimePassword();
    const stored = oneTimePasswordHasher(SECRET)(plain);
    expect(stored).toMatch(/^\$otp\$v1\$/);
    expect(stored).not.toContain(plain);
    // Not yet trusted: no key, no login.
    expect((await verifyPassword(stored, plain)).ok).toBe(false);
    trustOneTimePasswords(SECRET);
    expect(await verifyPassword(stored, plain)).toEqual({ ok: true, needsRehash: true });
    expect(await verifyPassword(stored, `${plain}x`)).toEqual({ ok: false, needsRehash: false });
    // Made under another secret: refused.
    const foreign = oneTimePasswordHasher(`${SECRET}-other`)(plain);
    expect((await verifyPassword(foreign, plain)).ok).toBe(false);
    expect((await verifyPassword('$otp$v1$broken', plain)).ok).toBe(false);
  });
});
