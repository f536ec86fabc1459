import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';
import { compare } from 'bcryptjs';

// The package declares Algorithm as an ambient const enum, which isolatedModules cannot read.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): about 100 ms per hash on purpose. */
const POLICY = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const BCRYPT_PREFIX = /^\$2[aby]\$/;

export interface PasswordCheck {
  ok: boolean;
  /** The stored hash is bcrypt (imported from the reference) or argon2 with other parameters: rehash it after a successful login. */
  needsRehash: boolean;
}

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, POLICY);
}

export async function verifyPassword(stored: string, plain: string): Promise<PasswordCheck> {
  if (!stored) return { ok: false, needsRehash: false };
  // Rehashed with argon2 on its first successful use; the account still must change it.
  if (stored.startsWith(OTP_PREFIX)) {
    const ok = verifyOneTimePassword(stored, plain);
    return { ok, needsRehash: ok };
  }
  if (BCRYPT_PREFIX.test(stored)) {
    return { ok: await compare(plain, stored), needsRehash: true };
  }
  let ok: boolean;
  try {
    ok = await verify(stored, plain);
  } catch {
    // Not a hash we understand (corrupt or foreign): refuse rather than fail the login with a 500.
    return { ok: false, needsRehash: false };
  }
  return { ok, needsRehash: !followsPolicy(stored) };
}

function followsPolicy(stored: string): boolean {
  const used = parseOptions(stored);
  return (
    used.algorithm === POLICY.algorithm &&
    used.memoryCost === POLICY.memoryCost &&
    used.timeCost === POLICY.timeCost &&
    used.parallelism === POLICY.parallelism
  );
}

/** 16 URL-safe characters (96 random bits). */
export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * One-time passwords of imported accounts (docs/architecture.md#data): argon2 per row would make a
 * 10,000-row import take minutes, so they are stored as `$otp$v1$<salt>$<HMAC-SHA256>` under a key
 * derived from APP_SECRET. They are random (about 70 bits), so a keyed fast hash is enough, and
 * the digest is useless without the secret. The login's verifyPassword accepts them and asks for
 * an argon2 rehash; the account's pwdChangeRequired forces the change.
 */
const OTP_PREFIX = '$otp$v1$';
/** Letters and digits a person can read off a sheet without confusing them (no 0/O, 1/l/I). */
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const OTP_LENGTH = 12;

/** Keys of the APP_SECRETs this process verifies with (one in production; tests may build several apps). */
const otpKeys = new Map<string, Buffer>();

function otpKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'cbo-one-time-password', 'hmac', 32));
}

function otpDigest(key: Buffer, salt: string, plain: string): Buffer {
  return createHmac('sha256', key).update(`${salt}:${plain}`).digest();
}

/** Lets verifyPassword check one-time passwords made under this secret (called when the app is built). */
export function trustOneTimePasswords(appSecret: string): void {
  const key = otpKey(appSecret);
  otpKeys.set(key.toString('hex'), key);
}

/** Makes the stored form of one-time passwords: microseconds each, not argon2's 100 ms. */
export function oneTimePasswordHasher(appSecret: string): (plain: string) => string {
  const key = otpKey(appSecret);
  return (plain) => {
    const salt = randomBytes(12).toString('base64url');
    return `${OTP_PREFIX}${salt}$${otpDigest(key, salt, plain).toString('base64url')}`;
  };
}

function verifyOneTimePassword(stored: string, plain: string): boolean {
  const [salt, mac] = stored.slice(OTP_PREFIX.length).split('$');
  if (!salt || !mac) return false;
  const expected = Buffer.from(mac, 'base64url');
  for (const key of otpKeys.values()) {
    const actual = otpDigest(key, salt, plain);
    if (actual.length === expected.length && timingSafeEqual(actual, expected)) return true;
  }
  return false;
}

/**
 * 12 characters with at least one letter and one digit, so it meets the contracts' password rule
 * (the account's first login takes it, the forced change then replaces it).
 */
export function oneTimePassword(): string {
  const alphabet = LETTERS + DIGITS;
  for (;;) {
    let plain = '';
    for (let i = 0; i < OTP_LENGTH; i++) plain += alphabet[randomInt(alphabet.length)];
    if (/\d/.test(plain) && /[A-Za-z]/.test(plain)) return plain;
  }
}
