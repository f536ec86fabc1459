import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sysFile, sysFileRef } from '../../db/schema';

/** The kinds of record that cite stored files (sys_file_ref.object_kind). */
export type FileObjectKind =
  | 'application'
  | 'avatar'
  | 'sponsor'
  | 'competition'
  | 'notice'
  | 'board_notice'
  | 'objection'
  | 'certificate_template';

export interface FileObject {
  kind: FileObjectKind;
  id: number;
}

export async function insertFile(database: Database, fileKey: string, ownerId: number | null): Promise<void> {
  await database.exec().insert(sysFile).values({ fileKey, ownerId }).onConflictDoNothing();
}

export async function deleteFile(database: Database, fileKey: string): Promise<void> {
  const db = database.exec();
  await db.delete(sysFileRef).where(eq(sysFileRef.fileKey, fileKey));
  await db.delete(sysFile).where(eq(sysFile.fileKey, fileKey));
}

/** A stored file with the records citing it, or undefined when it was never registered. */
export async function findFile(database: Database, fileKey: string) {
  const db = database.exec();
  const [file] = await db.select().from(sysFile).where(eq(sysFile.fileKey, fileKey));
  if (!file) return undefined;
  const refs = await db
    .select({ kind: sysFileRef.objectKind, id: sysFileRef.objectId })
    .from(sysFileRef)
    .where(eq(sysFileRef.fileKey, fileKey));
  return { ownerId: file.ownerId, refs: refs as FileObject[] };
}

/** Makes `keys` exactly the files `object` cites: refs to other files are dropped. */
export async function setObjectFiles(database: Database, object: FileObject, keys: string[]): Promise<void> {
  const db = database.exec();
  const unique = [...new Set(keys)];
  const mine = and(eq(sysFileRef.objectKind, object.kind), eq(sysFileRef.objectId, object.id));
  await db.delete(sysFileRef).where(unique.length > 0 ? and(mine, notInArray(sysFileRef.fileKey, unique)) : mine);
  if (unique.length === 0) return;
  // A file an administrator cites that was stored before owners were kept gets its row here.
  await db
    .insert(sysFile)
    .values(unique.map((fileKey) => ({ fileKey, ownerId: null })))
    .onConflictDoNothing();
  await db
    .insert(sysFileRef)
    .values(unique.map((fileKey) => ({ fileKey, objectKind: object.kind, objectId: object.id })))
    .onConflictDoNothing();
}

/** Drops what the removed records cited (the files stay readable by their uploaders). */
export async function dropObjects(database: Database, kind: FileObjectKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await database
    .exec()
    .delete(sysFileRef)
    .where(and(eq(sysFileRef.objectKind, kind), inArray(sysFileRef.objectId, ids)));
}
