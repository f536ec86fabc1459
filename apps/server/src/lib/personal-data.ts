import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** What an exact-match digest is taken of: ID numbers upper-case, mobiles digits only. */
export type PersonalKind = 'idNumber' | 'mobile';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function normalise(kind: PersonalKind, value: string): string {
  const trimmed = value.trim();
  return kind === 'idNumber' ? trimmed.toUpperCase() : trimmed.replace(/\D/g, '');
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'cbo-personal-data', purpose, 32));
}

/**
 * Entrants' ID numbers and mobiles at rest (docs/architecture.md#data): sealed with AES-256-GCM
 * under a key derived from APP_SECRET, beside a keyed digest (HMAC-SHA256 under another derived
 * key) for exact-match search and uniqueness. Neither the sealed text nor the digest shows the
 * value; the digest cannot be reversed or checked without the secret.
 */
export class PersonalDataCipher {
  private readonly sealKey: Buffer;
  private readonly digestKey: Buffer;

  constructor(appSecret: string) {
    this.sealKey = derive(appSecret, 'seal');
    this.digestKey = derive(appSecret, 'digest');
  }

  /** `v1.<base64url(iv | tag | ciphertext)>`, a fresh IV each time. */
  seal(kind: PersonalKind, value: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    cipher.setAAD(Buffer.from(kind));
    const body = Buffer.concat([cipher.update(normalise(kind, value), 'utf8'), cipher.final()]);
    return `${FORMAT}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The value; throws when the text was changed, sealed for another kind or under another secret. */
  open(kind: PersonalKind, sealed: string): string {
    const [format, payload] = sealed.split('.', 2);
    if (format !== FORMAT || !payload) throw new Error('not a sealed value');
    const bytes = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(kind));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** Hex HMAC of the normalised value: equal values give equal digests, under this secret only. */
  digest(kind: PersonalKind, value: string): string {
    return createHmac('sha256', this.digestKey)
      .update(`${kind}:${normalise(kind, value)}`)
      .digest('hex');
  }
}
