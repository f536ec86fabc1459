import { randomInt } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET } from '@cbo/contracts';

const LENGTH = 16;

/** A verification code: 16 characters of the alphabet, from the system's secure random source. */
export function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  return code;
}

/** `<code>-<project>.pdf` with the project's name made safe for any file system (zip entries). */
export function certificateFileName(code: string, projectName: string): string {
  const safe = projectName
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return `${code}${safe ? `-${safe}` : ''}.pdf`;
}
