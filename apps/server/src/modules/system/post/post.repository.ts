import type { PostForm } from '@cbo/contracts';
import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysPost, sysUserPost } from '../../../db/schema';
import { dateRangeCondition, type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { isTaken } from '../../../lib/crud/taken';

const columns = {
  postId: sysPost.postId,
  postCode: sysPost.postCode,
  postName: sysPost.postName,
  postSort: sysPost.postSort,
  status: sysPost.status,
  remark: sysPost.remark,
  createBy: sysPost.createBy,
  createTime: sysPost.createTime,
  updateBy: sysPost.updateBy,
  updateTime: sysPost.updateTime,
};

const filters: FilterSpec = {
  postCode: { op: 'like', column: sysPost.postCode },
  postName: { op: 'like', column: sysPost.postName },
  status: { op: 'eq', column: sysPost.status },
};

const sortable = {
  postId: sysPost.postId,
  postCode: sysPost.postCode,
  postSort: sysPost.postSort,
  createTime: sysPost.createTime,
};

export interface PostFilter {
  postCode?: string;
  postName?: string;
  status?: string;
  params?: { beginTime?: string; endTime?: string };
}

function where(filter: PostFilter): SQL | undefined {
  return and(...filterConditions(filters, { ...filter }), dateRangeCondition(sysPost.createTime, filter.params));
}

export async function listPosts(
  database: Database,
  filter: PostFilter,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const condition = where(filter);
  const order = orderBy(sortable, page, [asc(sysPost.postSort)], sysPost.postId);
  return pagedList(database, {
    from: sysPost,
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(columns)
        .from(sysPost)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

/** A keyset page for exports: posts matching the filter with postId above `after`. */
export async function postsAfter(database: Database, filter: PostFilter, after: number | undefined, size: number) {
  return database
    .exec()
    .select(columns)
    .from(sysPost)
    .where(and(where(filter), after === undefined ? undefined : gt(sysPost.postId, after)))
    .orderBy(asc(sysPost.postId))
    .limit(size);
}

export async function findPost(database: Database, postId: number) {
  const [row] = await database.exec().select(columns).from(sysPost).where(eq(sysPost.postId, postId)).limit(1);
  return row;
}

export async function allPosts(database: Database) {
  return database.exec().select(columns).from(sysPost).orderBy(asc(sysPost.postSort), asc(sysPost.postId));
}

/** Which of name and code another post already uses. */
export async function findClash(database: Database, form: Pick<PostForm, 'postName' | 'postCode'>, exceptId?: number) {
  return {
    name: await isTaken(database, sysPost.postId, eq(sysPost.postName, form.postName), exceptId),
    code: await isTaken(database, sysPost.postId, eq(sysPost.postCode, form.postCode), exceptId),
  };
}

/** The posts holding any of these codes or names (the import's clash check, one read per 1,000 rows). */
export async function postClashes(database: Database, codes: string[], names: string[]) {
  const found = new Map<number, { id: number; code: string; name: string }>();
  for (let i = 0; i < Math.max(codes.length, names.length); i += 1000) {
    const codeChunk = codes.slice(i, i + 1000);
    const nameChunk = names.slice(i, i + 1000);
    const rows = await database
      .exec()
      .select({ id: sysPost.postId, code: sysPost.postCode, name: sysPost.postName })
      .from(sysPost)
      .where(or(inArray(sysPost.postCode, codeChunk), inArray(sysPost.postName, nameChunk)));
    for (const row of rows) found.set(row.id, row);
  }
  return [...found.values()];
}

export async function insertPosts(database: Database, rows: Array<PostForm & { createBy: string }>) {
  if (rows.length === 0) return;
  await database
    .exec()
    .insert(sysPost)
    .values(rows.map((row) => ({ ...row, remark: row.remark ?? null })));
}

export async function updatePost(
  database: Database,
  { postId, form, updateBy, at }: { postId: number; form: PostForm; updateBy: string; at: string },
) {
  const result = await database
    .exec()
    .update(sysPost)
    .set({ ...form, remark: form.remark ?? null, updateBy, updateTime: at })
    .where(eq(sysPost.postId, postId))
    .returning({ id: sysPost.postId });
  return result.length;
}

/** Posts among these ids that some user holds, with their names. */
export async function postsInUse(database: Database, postIds: number[]) {
  return database
    .exec()
    .selectDistinct({ postId: sysPost.postId, postName: sysPost.postName })
    .from(sysPost)
    .innerJoin(sysUserPost, eq(sysUserPost.postId, sysPost.postId))
    .where(inArray(sysPost.postId, postIds));
}

export async function deletePosts(database: Database, postIds: number[]) {
  const result = await database
    .exec()
    .delete(sysPost)
    .where(inArray(sysPost.postId, postIds))
    .returning({ id: sysPost.postId });
  return result.length;
}
