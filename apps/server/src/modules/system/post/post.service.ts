import type { PostForm } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { refuseTaken, writeUnique } from '../../../lib/taken';
import { deletePosts, findClash, findPost, insertPosts, postsInUse, updatePost } from './post.repository';

/** Post rules: unique name and code, no deleting a post someone holds. */
export class PostService {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor({
    database,
    clock,
  }: {
    database: Database;
    clock: Clock;
  }) {
    this.database = database;
    this.clock = clock;
  }

  async get(postId: number) {
    const post = await findPost(this.database, postId);
    if (!post) throw AppError.rule('common.notFound');
    return post;
  }

  async add(form: PostForm, by: string): Promise<void> {
    const clash = await findClash(this.database, form);
    refuseTaken(
      [
        [clash.name, 'post.addNameTaken'],
        [clash.code, 'post.addCodeTaken'],
      ],
      { name: form.postName },
    );
    // Two people adding the same code at once: the unique index decides.
    await writeUnique('post.addCodeTaken', { name: form.postName }, async () => {
      await insertPosts(this.database, [{ ...form, createBy: by }]);
    });
  }

  async edit(postId: number, form: PostForm, by: string): Promise<void> {
    const clash = await findClash(this.database, form, postId);
    refuseTaken(
      [
        [clash.name, 'post.editNameTaken'],
        [clash.code, 'post.editCodeTaken'],
      ],
      { name: form.postName },
    );
    await writeUnique('post.editCodeTaken', { name: form.postName }, async () => {
      const changed = await updatePost(this.database, {
        postId,
        form,
        updateBy: by,
        at: formatDateTime(this.clock.now()),
      });
      if (changed === 0) throw AppError.rule('common.notFound');
    });
  }

  /** All or none: refused when any of them is held by a user. */
  async remove(postIds: number[]): Promise<void> {
    await this.database.transaction(async () => {
      const [used] = await postsInUse(this.database, postIds);
      if (used) throw AppError.rule('common.assigned', { name: used.postName });
      await deletePosts(this.database, postIds);
    });
  }
}
