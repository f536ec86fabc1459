import type { CertificateTemplate } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { keyOfResource } from '../../../lib/files/storage-key';
import type { AppContext } from '../../module';
import * as repo from './certificate.repository';
import type { CertificateLook } from './certificate-pdf';

// The edition's certificate template: defaults until saved (docs/certificates.md).

export const DEFAULT_TITLE = '荣誉证书';
export const DEFAULT_WORDING = '「{project}」项目在{edition}中荣获{award}，特发此证。';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

type TemplateContext = Pick<AppContext, 'database' | 'files'>;

/** The saved template, or the defaults: the issuer is the edition's organiser, else its name. */
export async function templateOf(ctx: TemplateContext, competitionId: number, editionName: string) {
  const saved = await repo.templateOf(ctx.database, competitionId);
  const template: CertificateTemplate = saved
    ? {
        competitionId,
        title: saved.title,
        issuer: saved.issuer,
        wording: saved.wording,
        sealPath: saved.sealPath,
        sealUrl: saved.sealPath ? ctx.files.signedUrl(keyOfResource(saved.sealPath, 'sealPath')) : null,
        issueDate: saved.issueDate,
        saved: true,
      }
    : {
        competitionId,
        title: DEFAULT_TITLE,
        issuer: (await repo.organiserName(ctx.database, competitionId)) ?? editionName,
        wording: DEFAULT_WORDING,
        sealPath: null,
        sealUrl: null,
        issueDate: null,
        saved: false,
      };
  return template;
}

/** The seal's bytes, refused unless the stored file is a PNG. */
export async function sealBytes(ctx: TemplateContext, sealPath: string): Promise<Uint8Array> {
  const file = await ctx.files.storage.open(keyOfResource(sealPath, 'sealPath'));
  if (!file) throw AppError.rule('file.notFound');
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream()) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte))
    throw AppError.invalid('sealPath', 'certificate.sealNotPng');
  return bytes;
}

/** What drawing needs of a template: its texts and the seal's bytes. */
export async function lookOf(
  ctx: TemplateContext,
  template: Pick<CertificateTemplate, 'title' | 'issuer' | 'wording' | 'sealPath'>,
): Promise<CertificateLook> {
  return {
    title: template.title,
    issuer: template.issuer,
    wording: template.wording,
    seal: template.sealPath ? await sealBytes(ctx, template.sealPath) : null,
  };
}
