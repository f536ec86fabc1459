import {
  downloadCertificate,
  downloadCertificateZip,
  generateCertificates,
  getCertificateRun,
  getCertificateTemplate,
  listAwardCertificates,
  listCertificateRuns,
  previewCertificate,
  ResultCode,
  reissueCertificate,
  revokeCertificate,
  saveCertificateTemplate,
  verifyCertificatePublic,
} from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import { SerializedAnswer } from '../../../plugins/endpoint';
import { translate } from '../../../plugins/request-context';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { CertificateService } from './certificate.service';
import { CertificateRunner } from './certificate-run';
import { verifyCertificate } from './certificate-verify';
import { verifyAllowed } from './verify-limit';

/** Certificates (docs/certificates.md): template, generation runs, files, revoke, reissue, verification. */
export const certificateModule: AppModule = (app, ctx) => {
  const runner = new CertificateRunner(ctx, app.log);
  const certificates = new CertificateService({ ctx, runner });
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);
  // Running runs end (failed, "interrupted") before the database closes.
  app.addHook('onClose', async () => runner.stop());
  if (ctx.config.env === 'production' && ctx.config.publicBaseUrlDefaulted) {
    app.log.warn(
      `PUBLIC_BASE_URL is not set: certificates print ${ctx.config.publicBaseUrl}; set it to the public address before issuing any, printed addresses cannot move`,
    );
  }

  app.bindEndpoint(getCertificateTemplate, async ({ params, actor }) => ({
    data: await certificates.template(params.competitionId, await scope(actor)),
  }));
  app.bindEndpoint(saveCertificateTemplate, async ({ params, body, actor }) => {
    await certificates.saveTemplate(params.competitionId, body, await scope(actor), actor);
    return {};
  });
  app.bindEndpoint(previewCertificate, async ({ params, body, actor, reply }) => {
    const pdf = await certificates.preview(params.competitionId, body, await scope(actor), actor);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'inline; filename="preview.pdf"')
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    return reply;
  });
  app.bindEndpoint(generateCertificates, async ({ body, actor }) => ({
    data: await certificates.startRun(body, await scope(actor), actor.userName),
  }));
  app.bindEndpoint(listCertificateRuns, async ({ query, actor }) =>
    certificates.runs(query.competitionId, query, await scope(actor)),
  );
  app.bindEndpoint(getCertificateRun, async ({ params, actor }) => ({
    data: await certificates.run(params.runId, await scope(actor)),
  }));
  app.bindEndpoint(downloadCertificateZip, async ({ params, actor, reply }) => {
    const zip = await certificates.zipOf(params.runId, await scope(actor));
    await ctx.files.send({ reply, key: zip.key, downloadName: zip.name, mode: 'attachment' });
    return reply;
  });
  app.bindEndpoint(downloadCertificate, async ({ params, actor, reply }) => {
    const file = await certificates.fileOf(params.certificateId, await scope(actor));
    await ctx.files.send({ reply, key: file.key, downloadName: file.name, mode: 'attachment' });
    return reply;
  });
  app.bindEndpoint(listAwardCertificates, async ({ params, actor }) => ({
    data: await certificates.awardCertificates(params.awardId, await scope(actor)),
  }));
  app.bindEndpoint(revokeCertificate, async ({ params, body, actor }) => {
    await certificates.revoke(params.certificateId, body.reason, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(reissueCertificate, async ({ params, body, actor }) => ({
    data: await certificates.reissue(params.certificateId, body.reason, await scope(actor), actor.userName),
  }));

  // Public, rate limited per client address; over the limit: HTTP 429 with the envelope.
  app.bindEndpoint(verifyCertificatePublic, async ({ params, request, reply }) => {
    if (!(await verifyAllowed(ctx, request))) {
      reply.status(429).header('retry-after', '60');
      return new SerializedAnswer(
        JSON.stringify({ code: ResultCode.ERROR, msg: translate(request, 'error.tooManyRequests') }),
      );
    }
    return { data: await verifyCertificate(ctx.database, params.code) };
  });
};
