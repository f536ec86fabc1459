import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/database';
import { sysPost, sysRole, sysUser, sysUserPost, sysUserRole } from '../../../../db/schema';

/** Role names and post names of a user, in their sort order. */
export async function roleAndPostNames(database: Database, userId: number) {
  const roles = await database
    .exec()
    .select({ name: sysRole.roleName })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0')))
    .orderBy(asc(sysRole.roleSort));
  const posts = await database
    .exec()
    .select({ name: sysPost.postName })
    .from(sysUserPost)
    .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
    .where(eq(sysUserPost.userId, userId))
    .orderBy(asc(sysPost.postSort));
  return { roles: roles.map((row) => row.name), posts: posts.map((row) => row.name) };
}

export async function passwordAndAvatar(database: Database, userId: number) {
  const [row] = await database
    .exec()
    .select({ password: sysUser.password, avatar: sysUser.avatar })
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')))
    .limit(1);
  return row;
}
