import { randomBytes } from 'node:crypto';
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
