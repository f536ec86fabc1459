import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

/** Puts a small file at an upload's resource path (`/profile/upload/...`) in a test app's storage. */
export function storeUpload(dataDir: string, resource: string): void {
  const path = join(dataDir, 'files', resource.slice('/profile/'.length));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, 'stored');
}

/**
 * Records a file written by storeUpload as uploaded by `userName` (what POST /common/upload or
 * /portal/upload records), so that user may cite it (FileAccess).
 */
export async function ownUpload(database: Database, resource: string, userName: string): Promise<void> {
  const key = resource.slice('/profile/'.length);
  await database.exec().execute(sql`
    insert into sys_file (file_key, owner_id)
    select ${key}, user_id from sys_user where user_name = ${userName}
    on conflict (file_key) do update set owner_id = excluded.owner_id`);
}
