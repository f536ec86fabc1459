import {
  addPost,
  editPost,
  exportPosts,
  getPost,
  importPosts,
  listPosts,
  postImportTemplate,
  postOptions,
  removePosts,
} from '@cbo/contracts';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { keysetBatches, sendTemplate, sendXlsx } from '../../../lib/excel/export-xlsx';
import { readSpreadsheetUpload } from '../../../lib/excel/read-upload';
import type { AppModule } from '../../module';
import { postColumns } from './post.columns';
import { importPosts as runImport } from './post.import';
import * as repo from './post.repository';
import { PostService } from './post.service';

export const postModule: AppModule = (app, ctx) => {
  const posts = new PostService(ctx);
  const { dicts } = ctx;
  const columns = async () => postColumns(await dicts.options('sys_normal_disable'));

  app.bindEndpoint(listPosts, async ({ query }) => repo.listPosts(ctx.database, query, query));
  app.bindEndpoint(postOptions, async () => ({ data: await repo.allPosts(ctx.database) }));
  app.bindEndpoint(getPost, async ({ params }) => ({ data: await posts.get(params.postId) }));
  app.bindEndpoint(addPost, async ({ body, actor }) => {
    await posts.add(body, actor.userName);
    return {};
  });
  app.bindEndpoint(editPost, async ({ body, actor }) => {
    const { postId, ...form } = body;
    await posts.edit(postId, form, actor.userName);
    return {};
  });
  app.bindEndpoint(removePosts, async ({ params }) => {
    await posts.remove(params.postIds.split(',').map(Number));
    return {};
  });
  app.bindEndpoint(exportPosts, async ({ body, reply }) => {
    const batches = keysetBatches(
      (after, size) => repo.postsAfter(ctx.database, body, after, size),
      (post) => post.postId,
    );
    sendXlsx({
      reply,
      fileName: `岗位数据_${ctx.clock.now()}.xlsx`,
      sheetName: '岗位数据',
      columns: await columns(),
      batches,
    });
    return reply;
  });
  app.bindEndpoint(postImportTemplate, async ({ reply }) => {
    sendTemplate(reply, '岗位导入模板.xlsx', '岗位数据', await columns());
    return reply;
  });

  app.bindEndpoint(importPosts, async ({ query, request, actor }) => {
    const file = await readSpreadsheetUpload(request);
    const updateSupport = query.updateSupport === 'true' || query.updateSupport === '1';
    const cols = (await columns()) as ExcelColumn<unknown>[];
    return {
      msg: await runImport(ctx.database, {
        clock: ctx.clock,
        file,
        columns: cols,
        updateSupport,
        by: actor.userName,
        locale: request.locale,
      }),
    };
  });
};
