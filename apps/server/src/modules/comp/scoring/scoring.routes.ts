import {
  confirmStatement,
  declareScoringConflict,
  importSheets,
  listMyAssignments,
  listMyTasks,
  openScoring,
  proxySheet,
  saveSheet,
  scoreHistory,
  scoringFile,
  submitSheet,
  unlockSheet,
  verifyTaskChains,
} from '@cbo/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { clientIp } from '../../../lib/client-ip';
import { readSpreadsheetUpload } from '../../../lib/excel/read-upload';
import { extensionOf } from '../../../lib/files/file-types';
import { keyOfResource } from '../../../lib/files/storage-key';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { assignmentById, attachmentsOf, NOT_LIVE } from './scoring.repository';
import { type Caller, ScoringService } from './scoring.service';
import { ScoringImport } from './scoring-import';

/**
 * Scoring (/comp/scoring, docs/scoring.md). Expert routes (comp:taskinfo:edit) are bound to the
 * caller's own live assignments; staff routes (comp:taskinfo:assign, comp:taskinfo:query) to the
 * competition scope of the application or task.
 */
export const scoringModule: AppModule = (app, ctx) => {
  const scoring = new ScoringService({ ...ctx, log: app.log });
  const importer = new ScoringImport(ctx, scoring);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);
  const caller = (actor: Actor, request: FastifyRequest): Caller => ({
    userId: actor.userId,
    userName: actor.userName,
    clientIp: clientIp(request.headers, request.socket.remoteAddress, ctx.config.trustProxy),
  });

  app.bindEndpoint(listMyAssignments, async ({ query, actor }) => scoring.mine(actor.userId, query));
  app.bindEndpoint(listMyTasks, async ({ actor }) => ({ data: await scoring.myTasks(actor.userId) }));
  app.bindEndpoint(openScoring, async ({ params, actor, request }) => ({
    data: await scoring.open(caller(actor, request), params),
  }));
  app.bindEndpoint(confirmStatement, async ({ params, actor, request }) => ({
    data: await scoring.confirmStatement(caller(actor, request), params),
  }));
  app.bindEndpoint(declareScoringConflict, async ({ params, body, actor, request }) => ({
    data: await scoring.declareConflict(caller(actor, request), params, body.reason),
  }));
  app.bindEndpoint(saveSheet, async ({ params, body, actor, request }) => ({
    data: await scoring.save(caller(actor, request), params, body, 'draft'),
  }));
  app.bindEndpoint(submitSheet, async ({ params, body, actor, request }) => ({
    data: await scoring.save(caller(actor, request), params, body, 'submit'),
  }));

  // A signed per-assignment link: the signature stands for the session (as docs/architecture.md#files).
  app.bindEndpoint(scoringFile, async ({ params, query, reply }) => {
    if (!scoring.links.verify({ ...params, ...query })) throw AppError.rule('file.linkExpired');
    const assignment = await assignmentById(ctx.database, params.assignmentId);
    if (!assignment || (NOT_LIVE as readonly string[]).includes(assignment.status)) throw AppError.forbidden();
    if (query.download === '1' && assignment.allowDownload !== '1') throw AppError.forbidden();
    const source = await attachmentsOf(ctx.database, assignment.applicationId);
    const file = source?.attachments[params.index];
    if (!source || !file) throw AppError.rule('file.notFound');
    const key = keyOfResource(file.path, 'file');
    const shown = assignment.blind.fileNames ? `${source.code}-${params.index + 1}.${extensionOf(key)}` : file.fileName;
    reply.header('cache-control', 'no-store');
    await ctx.files.send({ reply, key, downloadName: shown, mode: query.download === '1' ? 'attachment' : 'serve' });
    return reply;
  });

  app.bindEndpoint(unlockSheet, async ({ params, body, actor, request }) => ({
    data: await scoring.unlock(params.assignmentId, body.reason, await scope(actor), caller(actor, request)),
  }));
  app.bindEndpoint(proxySheet, async ({ params, body, actor, request }) => ({
    data: await scoring.proxy(params.assignmentId, body, await scope(actor), caller(actor, request)),
  }));
  app.bindEndpoint(importSheets, async ({ params, query, actor, request }) => {
    const data = await importer.run({
      taskId: params.taskId,
      read: () => readSpreadsheetUpload(request),
      dryRun: query.dryRun !== 'false',
      plan: await scope(actor),
      caller: caller(actor, request),
      locale: request.locale ?? 'zh-CN',
    });
    return { data };
  });
  app.bindEndpoint(verifyTaskChains, async ({ params, actor }) => ({
    data: await scoring.verify(params.taskId, await scope(actor)),
  }));
  app.bindEndpoint(scoreHistory, async ({ params, actor }) => ({
    data: await scoring.history(params.applicationId, await scope(actor)),
  }));
};
