import { bigint, index, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { dateTime } from './columns';

// Who uploaded each stored file and which records cite it (issue 26 item 5): a file is signed or
// served to its uploader, or to whoever may read a record citing it.

/** One uploaded file, by its storage key (`upload/2026/11/23/<generated name>`). */
export const sysFile = pgTable('sys_file', {
  fileKey: varchar('file_key', { length: 255 }).primaryKey(),
  /** The sys_user (staff or entrant) who uploaded it; null for files stored before owners were kept. */
  ownerId: bigint('owner_id', { mode: 'number' }),
  createTime: dateTime('create_time').defaultNow(),
});

/**
 * A record citing a file: application, avatar (user id), sponsor, competition, notice (system
 * notice), board_notice or objection, with that record's id.
 */
export const sysFileRef = pgTable(
  'sys_file_ref',
  {
    fileKey: varchar('file_key', { length: 255 }).notNull(),
    objectKind: varchar('object_kind', { length: 20 }).notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fileKey, table.objectKind, table.objectId] }),
    index('sys_file_ref_object_idx').on(table.objectKind, table.objectId),
  ],
);
