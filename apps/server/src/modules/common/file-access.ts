import { ALL_PERMISSIONS, formatMessage, hasPermission, type MessageKey } from '@cbo/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/files/local-disk-storage';
import { keyOfResource } from '../../lib/files/storage-key';
import type { EntrantUser, SessionUser } from '../../plugins/access';
import { applicationStates } from '../comp/application/application.api';
import { findBoardNotice } from '../comp/notice/board-notice.api';
import { resolveCompScope } from '../comp/scope/comp-scope';
import { findNotice } from '../system/notice/notice.api';
import * as repo from './file.repository';

/** Who asks for a file: a back-office session or an entrant of the portal. */
export type FileReader = { session: SessionUser } | { entrant: EntrantUser };

/** Why a file may not be attached: it is not there, or it is someone else's. */
export type AttachProblem = 'missing' | 'notYours';

const PROBLEM_TEXT: Record<AttachProblem, Record<'zh-CN' | 'en-US', string>> = {
  missing: bothLanguages('application.file.missing'),
  notYours: bothLanguages('application.file.notYours'),
};

function bothLanguages(key: MessageKey) {
  return { 'zh-CN': formatMessage(key, 'zh-CN'), 'en-US': formatMessage(key, 'en-US') };
}

const readerId = (reader: FileReader) => ('session' in reader ? reader.session.userId : reader.entrant.userId);

/**
 * Who may read a stored file (issue 26 item 5): its uploader, an administrator, or whoever may read
 * a record citing it, with that record's own rights and scope. Sponsor and edition logos and the
 * files of published notices are shown to everybody (the portal shows them). A file nothing cites
 * and whose uploader is unknown (stored before owners were kept) is for administrators only.
 */
export class FileAccess {
  private readonly database: Database;
  private readonly storage: FileStorage;

  constructor({
    database,
    storage,
  }: {
    database: Database;
    storage: FileStorage;
  }) {
    this.database = database;
    this.storage = storage;
  }

  /** Records `key` as uploaded by `ownerId` (null: stored by the system). */
  async register(key: string, ownerId: number | null): Promise<void> {
    await repo.insertFile(this.database, key, ownerId);
  }

  async forget(key: string): Promise<void> {
    await repo.deleteFile(this.database, key);
  }

  async mayRead(key: string, reader: FileReader): Promise<boolean> {
    if ('session' in reader && reader.session.permissions.includes(ALL_PERMISSIONS)) return true;
    const file = await repo.findFile(this.database, key);
    if (!file) return false;
    if (file.ownerId !== null && file.ownerId === readerId(reader)) return true;
    for (const ref of file.refs) if (await this.mayReadObject(ref, reader)) return true;
    return false;
  }

  /** Refuses as forbidden unless `reader` may read `key`. */
  async requireRead(key: string, reader: FileReader): Promise<void> {
    if (!(await this.mayRead(key, reader))) throw AppError.forbidden();
  }

  private async mayReadObject(object: repo.FileObject, reader: FileReader): Promise<boolean> {
    const db = this.database;
    if ('entrant' in reader) {
      // The portal reads only the entrant's own applications; everything public it signs itself.
      if (object.kind !== 'application') return false;
      const plan = { kind: 'own', userName: reader.entrant.userName } as const;
      return (await applicationStates(db, [object.id], plan)).length > 0;
    }
    const { session } = reader;
    const may = (permission: string) => hasPermission(session.permissions, permission);
    switch (object.kind) {
      case 'sponsor':
      case 'competition':
        return true;
      case 'avatar':
        return object.id === session.userId || may('system:user:query');
      case 'notice':
        return may('system:notice:query') || (await findNotice(db, object.id, true)) !== undefined;
      case 'board_notice':
        return may('comp:notice:query') || (await findBoardNotice(db, object.id))?.status === 'published';
      case 'objection':
        return may('comp:notice:objection');
      case 'certificate_template':
        // The seal of an edition's certificates (docs/certificates.md).
        return may('comp:upgrading:query');
      case 'application': {
        if (!may('comp:application:query')) return false;
        const plan = await resolveCompScope(db, session);
        return (await applicationStates(db, [object.id], plan)).length > 0;
      }
    }
  }

  /**
   * Whether `key` may be cited by `object`: it is already cited there, or it was uploaded by the
   * reader, or (staff) the reader may read it anyway. An entrant cites only their own uploads.
   */
  async attachProblem(key: string, reader: FileReader, object?: repo.FileObject): Promise<AttachProblem | undefined> {
    if (!(await this.storage.open(key))) return 'missing';
    const file = await repo.findFile(this.database, key);
    // A file stored before owners were kept, cited by nothing: an administrator's only.
    if (!file) return 'session' in reader && (await this.mayRead(key, reader)) ? undefined : 'notYours';
    if (object && file.refs.some((ref) => ref.kind === object.kind && ref.id === object.id)) return undefined;
    if (file.ownerId !== null && file.ownerId === readerId(reader)) return undefined;
    if ('session' in reader && (await this.mayRead(key, reader))) return undefined;
    return 'notYours';
  }

  /**
   * Checks each resource path (`/profile/...`) before `object` cites it, naming `field` in the
   * refusal; answers the storage keys. Paths of other forms are refused as bad names.
   */
  async checkAttachable(
    paths: Array<{ path: string; field: string }>,
    reader: FileReader,
    object?: repo.FileObject,
  ): Promise<string[]> {
    const keys: string[] = [];
    for (const { path, field } of paths) {
      const key = keyOfResource(path, field);
      const problem = await this.attachProblem(key, reader, object);
      if (problem) throw AppError.rule('error.invalidField', { field, problem: PROBLEM_TEXT[problem] });
      keys.push(key);
    }
    return keys;
  }

  /** Makes `keys` the files `object` cites (inside the write's transaction). */
  async bind(object: repo.FileObject, keys: string[]): Promise<void> {
    await repo.setObjectFiles(this.database, object, keys);
  }

  async unbind(kind: repo.FileObjectKind, ids: number[]): Promise<void> {
    await repo.dropObjects(this.database, kind, ids);
  }
}
