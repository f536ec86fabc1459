import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Puts a small file at an upload's resource path (`/profile/upload/...`) in a test app's storage. */
export function storeUpload(dataDir: string, resource: string): void {
  const path = join(dataDir, 'files', resource.slice('/profile/'.length));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, 'stored');
}
