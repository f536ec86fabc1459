import { downloadReport, generateReport, getReport, getReportSources, listReports } from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { ReportService } from './report.service';
import { ReportRunner } from './report-run';

/** Reports (docs/reports.md): snapshots generated in the background, listed, polled and downloaded. */
export const reportModule: AppModule = (app, ctx) => {
  const runner = new ReportRunner(ctx, app.log);
  const reports = new ReportService({ ctx, runner });
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);
  // Running generations end (failed, "interrupted") before the database closes.
  app.addHook('onClose', async () => runner.stop());

  app.bindEndpoint(listReports, async ({ query, actor }) =>
    reports.list({ ...query, kind: query.kind || undefined }, await scope(actor)),
  );
  app.bindEndpoint(getReportSources, async ({ query, actor }) => ({
    data: await reports.sources(query.competitionId, await scope(actor)),
  }));
  app.bindEndpoint(getReport, async ({ params, actor }) => ({
    data: await reports.get(params.reportId, await scope(actor)),
  }));
  app.bindEndpoint(generateReport, async ({ body, actor, request }) => ({
    data: await reports.generate(body, await scope(actor), { by: actor.userName, locale: request.locale }),
  }));
  app.bindEndpoint(downloadReport, async ({ params, actor, reply }) => {
    const file = await reports.file(params.reportId, params.format, await scope(actor));
    reply.header('cache-control', 'no-store');
    await ctx.files.send({ reply, key: file.key, downloadName: file.name, mode: 'attachment' });
    return reply;
  });
};
